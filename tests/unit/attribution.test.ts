import { describe, expect, it } from "vitest";

import { addressAttribution, visitAttribution } from "../../server/leads/attribution";

const visit = {
  day: "2026-12-07",
  visitor: "0".repeat(64),
  started_at: "2026-12-07T09:00:00.000Z",
  entry_page: "/services",
  referrer_host: "www.linkedin.com",
  utm_source: "linkedin",
  utm_medium: "social",
  utm_campaign: "",
  utm_term: "",
  utm_content: "",
  click_id: "gclid=a=b",
  page_views: 3,
  lead_id: null,
};

describe("a lead's attribution, as the server records it", () => {
  it("is the day's visit: its entry page, referrer host, campaign and click id, as the last touch", () => {
    expect(visitAttribution(visit)).toEqual({
      lastTouch: {
        landingPage: "/services",
        referrer: "www.linkedin.com",
        utm_source: "linkedin",
        utm_medium: "social",
        gclid: "a=b",
        at: "2026-12-07T09:00:00.000Z",
      },
    });
    expect(visitAttribution({ ...visit, referrer_host: "", click_id: "" }).lastTouch).toEqual({
      landingPage: "/services",
      utm_source: "linkedin",
      utm_medium: "social",
      at: "2026-12-07T09:00:00.000Z",
    });
  });

  it("is, without a visit, the campaign of the site's page a form was posted from", () => {
    const at = new Date("2026-12-07T10:00:00Z");
    expect(
      addressAttribution(
        "https://grevvy.com/contact?utm_source=news\u202Eletter&email=a@b.c&fbclid=f",
        "grevvy.com",
        at,
      ),
    ).toEqual({
      lastTouch: {
        landingPage: "/contact",
        utm_source: "newsletter",
        fbclid: "f",
        at: "2026-12-07T10:00:00.000Z",
      },
    });
  });

  it.each([undefined, "", "not an address", "https://elsewhere.example/contact?utm_source=x"])(
    "is nothing from the address %j",
    (referer) => {
      expect(addressAttribution(referer, "grevvy.com", new Date())).toBeNull();
    },
  );
});
