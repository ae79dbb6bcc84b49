import { describe, expect, it } from "vitest";

import { websitePricesSeed as prices } from "~/content/website-prices";
import {
  highestPricePerPage,
  lowestPricePerPage,
  pageTier,
  websitePrice,
} from "~/lib/website-pricing";

const websiteMigrationPrice = (pages: number) => websitePrice(prices, "migration", pages);
const websiteRedesignPrice = (pages: number) => websitePrice(prices, "redesign", pages);

describe("website page migration", () => {
  it("publishes the four per-page tiers", () => {
    expect(prices.services.migration.tiers).toEqual([
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
    expect(prices.services.redesign.tiers).toEqual([
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
    expect(pageTier(prices, "migration", pages)?.pricePerPage).toBe(rate);
  });

  it("quotes sites above 60 pages individually (null: contact us for a quote)", () => {
    expect(prices.maxEstimatePages).toBe(60);
    expect(websiteMigrationPrice(61)).toBeNull();
    expect(websiteRedesignPrice(61)).toBeNull();
    expect(websitePrice(prices, "migration", 500)).toBeNull();
    expect(pageTier(prices, "redesign", 61)).toBeNull();
  });

  it("rejects page counts that are not whole numbers of at least 1", () => {
    for (const pages of [0, -1, 2.5, Number.NaN]) {
      expect(() => websiteMigrationPrice(pages)).toThrow(RangeError);
      expect(() => websiteRedesignPrice(pages)).toThrow(RangeError);
    }
  });

  it("works through the examples the pricing page shows", () => {
    for (const service of Object.values(prices.services)) {
      expect(service.examplePages).toEqual([11, 20, 40, 60]);
    }
  });
});

describe("a service's range of prices per page", () => {
  it("runs from its largest tier's price to its smallest's", () => {
    expect(lowestPricePerPage(prices, "migration")).toBe(120);
    expect(highestPricePerPage(prices, "migration")).toBe(150);
    expect(lowestPricePerPage(prices, "redesign")).toBe(650);
    expect(highestPricePerPage(prices, "redesign")).toBe(800);
  });

  it("prices by the published tiers it is given", () => {
    const edited = structuredClone(prices);
    edited.services.redesign.tiers[1]!.pricePerPage = 760;
    edited.maxEstimatePages = 80;
    edited.services.redesign.tiers[3]!.maxPages = 80;
    expect(websitePrice(edited, "redesign", 15)).toBe(15 * 760);
    expect(websitePrice(edited, "redesign", 70)).toBe(70 * 650);
    expect(websitePrice(edited, "redesign", 81)).toBeNull();
  });
});
