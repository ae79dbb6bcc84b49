import { describe, expect, it } from "vitest";

import { MAX_ESTIMATE_PAGES, websiteServices } from "~/content/website-pricing";
import {
  pageTier,
  websiteMigrationPrice,
  websitePrice,
  websiteRedesignPrice,
} from "~/lib/website-pricing";

describe("website page migration", () => {
  it("publishes the four per-page tiers", () => {
    expect(websiteServices.migration.tiers).toEqual([
      { minPages: 0, maxPages: 11, pricePerPage: 150 },
      { minPages: 12, maxPages: 20, pricePerPage: 140 },
      { minPages: 21, maxPages: 40, pricePerPage: 130 },
      { minPages: 41, maxPages: 60, pricePerPage: 120 },
    ]);
  });

  it.each([
    [11, 1650],
    [20, 2800],
    [40, 5200],
    [60, 7200],
  ])("prices the example of %i pages at $%i", (pages, total) => {
    expect(websiteMigrationPrice(pages)).toBe(total);
  });

  it.each([
    [1, 150],
    [11, 1650],
    [12, 1680],
    [20, 2800],
    [21, 2730],
    [40, 5200],
    [41, 4920],
    [60, 7200],
  ])("charges every page at its tier's rate at the tier edge of %i pages ($%i)", (pages, total) => {
    expect(websiteMigrationPrice(pages)).toBe(total);
  });
});

describe("website redesign", () => {
  it("publishes the four per-page tiers", () => {
    expect(websiteServices.redesign.tiers).toEqual([
      { minPages: 0, maxPages: 11, pricePerPage: 800 },
      { minPages: 12, maxPages: 20, pricePerPage: 750 },
      { minPages: 21, maxPages: 40, pricePerPage: 700 },
      { minPages: 41, maxPages: 60, pricePerPage: 650 },
    ]);
  });

  it.each([
    [11, 8800],
    [20, 15000],
    [40, 28000],
    [60, 39000],
  ])("prices the example of %i pages at $%i", (pages, total) => {
    expect(websiteRedesignPrice(pages)).toBe(total);
  });

  it.each([
    [1, 800],
    [11, 8800],
    [12, 9000],
    [20, 15000],
    [21, 14700],
    [40, 28000],
    [41, 26650],
    [60, 39000],
  ])("charges every page at its tier's rate at the tier edge of %i pages ($%i)", (pages, total) => {
    expect(websiteRedesignPrice(pages)).toBe(total);
  });
});

describe("tier lookup and limits", () => {
  it.each([
    [11, 150],
    [12, 140],
    [20, 140],
    [21, 130],
    [40, 130],
    [41, 120],
    [60, 120],
  ])("puts %i pages in the $%i migration tier", (pages, rate) => {
    expect(pageTier("migration", pages)?.pricePerPage).toBe(rate);
  });

  it("quotes sites above 60 pages individually (null: contact us for a quote)", () => {
    expect(MAX_ESTIMATE_PAGES).toBe(60);
    expect(websiteMigrationPrice(61)).toBeNull();
    expect(websiteRedesignPrice(61)).toBeNull();
    expect(websitePrice("migration", 500)).toBeNull();
    expect(pageTier("redesign", 61)).toBeNull();
  });

  it("rejects page counts that are not whole numbers of at least 1", () => {
    for (const pages of [0, -1, 2.5, Number.NaN]) {
      expect(() => websiteMigrationPrice(pages)).toThrow(RangeError);
      expect(() => websiteRedesignPrice(pages)).toThrow(RangeError);
    }
  });

  it("works through the examples the pricing page shows", () => {
    for (const service of Object.values(websiteServices)) {
      expect(service.examplePages).toEqual([11, 20, 40, 60]);
    }
  });
});
