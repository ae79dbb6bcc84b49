// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";

import {
  ATTRIBUTION_FIELDS,
  fillAttributionFields,
  readAttribution,
  recordVisit,
} from "~/lib/attribution";

import { sanitizeAttribution } from "../../server/leads/attribution";

function visit(url: string, referrer = "") {
  window.history.replaceState(null, "", url);
  Object.defineProperty(document, "referrer", { value: referrer, configurable: true });
}

describe("attribution in the browser", () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it("keeps the first touch for 90 days and the last touch per visit", () => {
    visit(
      "/?utm_source=linkedin&utm_campaign=spring&gclid=abc&other=x",
      "https://www.linkedin.com/feed",
    );
    recordVisit(new Date("2026-11-01T09:00:00Z"));
    visit("/contact", `${window.location.origin}/`);
    recordVisit(new Date("2026-11-01T09:05:00Z"));
    const landing = {
      landingPage: "/?utm_source=linkedin&utm_campaign=spring&gclid=abc&other=x",
      referrer: "https://www.linkedin.com/feed",
      utm_source: "linkedin",
      utm_campaign: "spring",
      gclid: "abc",
      at: "2026-11-01T09:00:00.000Z",
    };
    expect(readAttribution()).toEqual({ firstTouch: landing, lastTouch: landing });

    // A later visit: a new last touch, the first one stays until it is 90 days old.
    sessionStorage.clear();
    visit("/pricing?utm_source=newsletter");
    recordVisit(new Date("2027-01-20T09:00:00Z"));
    expect(readAttribution().firstTouch).toEqual(landing);
    expect(readAttribution().lastTouch).toMatchObject({ utm_source: "newsletter" });
    sessionStorage.clear();
    visit("/services");
    recordVisit(new Date("2027-02-01T09:00:00Z"));
    expect(readAttribution().firstTouch).toEqual({
      landingPage: "/services",
      at: "2027-02-01T09:00:00.000Z",
    });
    expect(document.cookie).toBe("");
  });
});

describe("attribution of a form the browser posts itself", () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  function leadForm() {
    const form = document.createElement("form");
    for (const name of Object.values(ATTRIBUTION_FIELDS)) {
      const field = document.createElement("input");
      field.type = "hidden";
      field.name = name;
      form.append(field);
    }
    return form;
  }

  it("fills the hidden fields with the touches a script would send, as JSON", () => {
    visit("/?utm_source=newsletter&utm_campaign=autumn");
    recordVisit(new Date("2026-11-01T09:00:00Z"));
    const form = leadForm();
    fillAttributionFields(form);
    const fields = Object.fromEntries(new FormData(form));
    const { firstTouch, lastTouch } = readAttribution();
    expect(fields).toEqual({
      [ATTRIBUTION_FIELDS.firstTouch]: JSON.stringify(firstTouch),
      [ATTRIBUTION_FIELDS.lastTouch]: JSON.stringify(lastTouch),
    });
    expect(firstTouch).toMatchObject({ utm_source: "newsletter", utm_campaign: "autumn" });
  });

  it("leaves them empty when no visit was noted", () => {
    const form = leadForm();
    fillAttributionFields(form);
    expect(Object.values(Object.fromEntries(new FormData(form)))).toEqual(["", ""]);
  });
});

describe("attribution on the server", () => {
  it("keeps known fields, cuts over-long values and drops control and formatting characters", () => {
    const result = sanitizeAttribution({
      firstTouch: {
        landingPage: "/?utm_source=a\u200B",
        utm_source: "news\u0000let\r\nter\u202E",
        utm_campaign: "x".repeat(2000),
        at: "2026-11-01T09:00:00.000Z",
        injected: "<script>",
      },
      lastTouch: { landingPage: "/", at: "not a date" },
      extra: 1,
    });
    expect(result).toEqual({
      firstTouch: {
        landingPage: "/?utm_source=a",
        utm_source: "newsletter",
        utm_campaign: "x".repeat(500),
        at: "2026-11-01T09:00:00.000Z",
      },
    });
  });

  it.each([undefined, null, "text", 42, [], { firstTouch: "x" }])("drops %j", (input) => {
    expect(sanitizeAttribution(input)).toBeNull();
  });
});
