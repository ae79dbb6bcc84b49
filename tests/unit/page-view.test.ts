// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";

import { PAGE_VIEW_ENDPOINT, pageViewFields, sendPageView } from "~/lib/page-view";

import { reportedView } from "../../server/analytics/routes";

const at = (url: string) => {
  const { pathname, search, hostname } = new URL(url);
  return { pathname, search, hostname };
};

describe("the page-view beacon", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("sends the path, the campaign parameters and another site's host, never the query or the referrer's path", () => {
    const fields = pageViewFields(
      at("https://grevvy.com/services?utm_source=linkedin&utm_medium=social&gclid=abc&email=a@b.c"),
      "https://www.linkedin.com/feed/update/123",
    );
    expect(Object.fromEntries(fields)).toEqual({
      path: "/services",
      utm_source: "linkedin",
      utm_medium: "social",
      gclid: "abc",
      referrer: "www.linkedin.com",
    });
  });

  it("sends no referrer for a move between the site's own pages, none, or one it cannot read", () => {
    for (const referrer of ["https://grevvy.com/", "", "not an address"]) {
      expect(
        Object.fromEntries(pageViewFields(at("https://grevvy.com/contact"), referrer)),
      ).toEqual({
        path: "/contact",
      });
    }
  });

  it("is read by the server as the browser wrote it", () => {
    const fields = pageViewFields(
      at("https://grevvy.com/?utm_source=news&utm_campaign=dec&msclkid=m1"),
      "https://duckduckgo.com/",
    );
    expect(reportedView(Object.fromEntries(fields))).toEqual({
      path: "/",
      referrer_host: "duckduckgo.com",
      utm_source: "news",
      utm_medium: "",
      utm_campaign: "dec",
      utm_term: "",
      utm_content: "",
      click_id: "msclkid=m1",
    });
  });

  it("beacons the view at once, or once a prerendered page is shown", () => {
    const beacon = vi.fn(() => true);
    Object.defineProperty(navigator, "sendBeacon", { value: beacon, configurable: true });
    sendPageView();
    expect(beacon).toHaveBeenCalledWith(PAGE_VIEW_ENDPOINT, expect.any(URLSearchParams));

    beacon.mockClear();
    Object.defineProperty(document, "prerendering", { value: true, configurable: true });
    sendPageView();
    expect(beacon).not.toHaveBeenCalled();
    document.dispatchEvent(new Event("prerenderingchange"));
    expect(beacon).toHaveBeenCalledTimes(1);
  });
});
