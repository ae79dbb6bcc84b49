import { describe, expect, it } from "vitest";

import {
  type Hub,
  type PackageType,
  type Tier,
  presetPackages,
  onboardingPricesSeed,
} from "~/content/onboarding-prices";
import {
  type QuoteState,
  clampIntegrations,
  initialQuote,
  isQuoteEmpty,
  quoteChoices,
  quoteFileName,
  quoteRules,
  setCustomIntegrations,
} from "~/lib/onboarding-quote";

const { applyPreset, quoteExport, quoteFromChoices, quoteTotals, setPackageType, toggleHubTier } =
  quoteRules(onboardingPricesSeed);

/** The spec's price table, written out cell by cell (package, hub, basic/advanced/intelligent). */
const specPrices: [PackageType, Hub, [number, number, number]][] = [
  ["professional", "Marketing Hub", [1500, 3000, 6000]],
  ["professional", "Sales Hub", [1000, 2000, 4000]],
  ["professional", "Service Hub", [1000, 2000, 4000]],
  ["professional", "Operations Hub", [1000, 2000, 4000]],
  ["professional", "Content Hub", [1000, 2000, 4000]],
  ["enterprise", "Marketing Hub", [4500, 9000, 18000]],
  ["enterprise", "Sales Hub", [2500, 5000, 10000]],
  ["enterprise", "Service Hub", [2500, 5000, 10000]],
  ["enterprise", "Operations Hub", [2000, 4000, 8000]],
  ["enterprise", "Content Hub", [2000, 4000, 8000]],
];
const tierOrder: Tier[] = ["basic", "advanced", "intelligent"];

const withPackage = (packageType: PackageType): QuoteState => ({ ...initialQuote, packageType });

function select(state: QuoteState, ...picks: [Hub, Tier][]) {
  return picks.reduce((next, [hub, tier]) => toggleHubTier(next, hub, tier), state);
}

describe("hub prices in the calculator", () => {
  for (const [packageType, hub, prices] of specPrices) {
    tierOrder.forEach((tier, index) => {
      it(`${packageType} ${hub} ${tier} costs $${prices[index]}`, () => {
        const quote = select(withPackage(packageType), [hub, tier]);
        expect(quote.selectedHubs).toEqual([{ name: hub, tier, price: prices[index] }]);
        expect(quoteTotals(quote)).toEqual({
          subtotal: prices[index],
          discount: 0,
          addOns: 0,
          total: prices[index],
        });
      });
    });
  }
});

describe("selection rules", () => {
  it("adds a hub, replaces its tier, and removes it on the same tier", () => {
    let quote = select(initialQuote, ["Sales Hub", "basic"]);
    expect(quote.selectedHubs).toEqual([{ name: "Sales Hub", tier: "basic", price: 1000 }]);
    quote = select(quote, ["Sales Hub", "intelligent"]);
    expect(quote.selectedHubs).toEqual([{ name: "Sales Hub", tier: "intelligent", price: 4000 }]);
    quote = select(quote, ["Marketing Hub", "basic"]);
    expect(quote.selectedHubs.map((hub) => hub.name)).toEqual(["Sales Hub", "Marketing Hub"]);
    quote = select(quote, ["Sales Hub", "intelligent"]);
    expect(quote.selectedHubs).toEqual([{ name: "Marketing Hub", tier: "basic", price: 1500 }]);
  });

  it("starts on the professional package with nothing selected", () => {
    expect(initialQuote).toEqual({
      packageType: "professional",
      selectedHubs: [],
      techAudit: false,
      processMapping: false,
      customIntegrations: 0,
    });
  });

  it("re-prices the selected hubs when the package changes", () => {
    const professional = select(
      initialQuote,
      ["Marketing Hub", "advanced"],
      ["Sales Hub", "basic"],
    );
    const enterprise = setPackageType(professional, "enterprise");
    expect(enterprise.selectedHubs).toEqual([
      { name: "Marketing Hub", tier: "advanced", price: 9000 },
      { name: "Sales Hub", tier: "basic", price: 2500 },
    ]);
    expect(quoteTotals(enterprise).subtotal).toBe(11500);
    expect(setPackageType(enterprise, "professional").selectedHubs).toEqual(
      professional.selectedHubs,
    );
  });

  it("re-prices the add-ons with the package", () => {
    const quote = { ...initialQuote, techAudit: true, processMapping: true };
    expect(quoteTotals(quote).addOns).toBe(4500 + 7500);
    expect(quoteTotals(setPackageType(quote, "enterprise")).addOns).toBe(9000 + 15000);
  });
});

describe("presets", () => {
  const expected: Record<PackageType, Record<string, [number, number, number]>> = {
    // subtotal, discount, total
    professional: {
      "Sales Team Starter": [2000, 0, 2000],
      "Marketing Growth": [5000, 500, 4500],
      "Full Revenue Stack": [8000, 800, 7200],
    },
    enterprise: {
      "Sales Team Starter": [4500, 0, 4500],
      "Marketing Growth": [13500, 1350, 12150],
      "Full Revenue Stack": [20500, 2050, 18450],
    },
  };

  it("are the three of the spec, Marketing Growth marked popular", () => {
    expect(presetPackages.map((preset) => [preset.name, Boolean(preset.popular)])).toEqual([
      ["Sales Team Starter", false],
      ["Marketing Growth", true],
      ["Full Revenue Stack", false],
    ]);
    expect(presetPackages.map((preset) => preset.hubs)).toEqual([
      [
        { hub: "Sales Hub", tier: "basic" },
        { hub: "Operations Hub", tier: "basic" },
      ],
      [
        { hub: "Marketing Hub", tier: "advanced" },
        { hub: "Sales Hub", tier: "basic" },
        { hub: "Operations Hub", tier: "basic" },
      ],
      [
        { hub: "Marketing Hub", tier: "advanced" },
        { hub: "Sales Hub", tier: "advanced" },
        { hub: "Service Hub", tier: "basic" },
        { hub: "Operations Hub", tier: "advanced" },
      ],
    ]);
  });

  for (const packageType of ["professional", "enterprise"] as const) {
    for (const preset of presetPackages) {
      it(`${preset.name} on ${packageType} replaces the selection and totals right`, () => {
        const before = select(withPackage(packageType), ["Content Hub", "intelligent"]);
        const quote = applyPreset(before, preset);
        expect(quote.selectedHubs.map(({ name, tier }) => ({ hub: name, tier }))).toEqual(
          preset.hubs,
        );
        const [subtotal, discount, total] = expected[packageType][preset.name]!;
        expect(quoteTotals(quote)).toEqual({ subtotal, discount, addOns: 0, total });
      });
    }
  }
});

describe("suite discount", () => {
  it("is zero with two hubs and 10% of the subtotal from the third", () => {
    const two = select(initialQuote, ["Marketing Hub", "basic"], ["Sales Hub", "basic"]);
    expect(quoteTotals(two)).toEqual({ subtotal: 2500, discount: 0, addOns: 0, total: 2500 });
    const three = select(two, ["Service Hub", "basic"]);
    expect(quoteTotals(three)).toEqual({ subtotal: 3500, discount: 350, addOns: 0, total: 3150 });
    const backToTwo = select(three, ["Service Hub", "basic"]);
    expect(quoteTotals(backToTwo).discount).toBe(0);
  });

  it("covers all five hubs: the suite price", () => {
    const all = select(
      withPackage("enterprise"),
      ["Marketing Hub", "intelligent"],
      ["Sales Hub", "intelligent"],
      ["Service Hub", "intelligent"],
      ["Operations Hub", "intelligent"],
      ["Content Hub", "intelligent"],
    );
    expect(quoteTotals(all)).toEqual({
      subtotal: 54000,
      discount: 5400,
      addOns: 0,
      total: 48600,
    });
  });
});

describe("add-ons", () => {
  it("prices the tech-stack audit and process mapping per package", () => {
    for (const [packageType, audit, mapping] of [
      ["professional", 4500, 7500],
      ["enterprise", 9000, 15000],
    ] as const) {
      const base = withPackage(packageType);
      expect(quoteTotals({ ...base, techAudit: true }).addOns).toBe(audit);
      expect(quoteTotals({ ...base, processMapping: true }).addOns).toBe(mapping);
    }
  });

  it("charges $4,500 per custom integration, from 0 to 5", () => {
    for (let count = 0; count <= 5; count += 1) {
      expect(quoteTotals(setCustomIntegrations(initialQuote, count)).addOns).toBe(count * 4500);
    }
    expect(setCustomIntegrations(initialQuote, 6).customIntegrations).toBe(5);
    expect(setCustomIntegrations(initialQuote, -1).customIntegrations).toBe(0);
    expect(clampIntegrations(Number.NaN)).toBe(0);
    expect(clampIntegrations(2.7)).toBe(2);
  });

  it("adds to the discounted subtotal: total = subtotal − discount + add-ons", () => {
    const quote: QuoteState = {
      ...applyPreset(initialQuote, presetPackages[1]!),
      techAudit: true,
      processMapping: true,
      customIntegrations: 2,
    };
    expect(quoteTotals(quote)).toEqual({
      subtotal: 5000,
      discount: 500,
      addOns: 4500 + 7500 + 9000,
      total: 5000 - 500 + 21000,
    });
  });
});

describe("quote export", () => {
  it("has exactly the spec's shape", () => {
    const quote: QuoteState = {
      ...select(
        withPackage("enterprise"),
        ["Marketing Hub", "advanced"],
        ["Sales Hub", "basic"],
        ["Operations Hub", "basic"],
      ),
      techAudit: true,
      processMapping: false,
      customIntegrations: 1,
    };
    expect(quoteExport(quote)).toStrictEqual({
      packageType: "enterprise",
      selectedHubs: [
        { name: "Marketing Hub", tier: "advanced", price: 9000 },
        { name: "Sales Hub", tier: "basic", price: 2500 },
        { name: "Operations Hub", tier: "basic", price: 2000 },
      ],
      addOns: { techAudit: true, processMapping: false, customIntegrations: 1 },
      totals: { subtotal: 13500, discount: 1350, addOns: 13500, total: 25650 },
    });
  });

  it("is named after the CRM and ends with a timestamp", () => {
    expect(quoteFileName("hubspot", 1767225600000)).toBe(
      "hubspot-onboarding-quote-1767225600000.json",
    );
  });
});

describe("an empty quote", () => {
  it("is one with no hub and no add-on, however it got there", () => {
    expect(isQuoteEmpty(initialQuote)).toBe(true);
    const added = toggleHubTier(initialQuote, "Sales Hub", "basic");
    expect(isQuoteEmpty(added)).toBe(false);
    const removed = toggleHubTier(added, "Sales Hub", "basic");
    expect(removed).not.toBe(initialQuote);
    expect(isQuoteEmpty(removed)).toBe(true);
    expect(isQuoteEmpty(setPackageType(removed, "enterprise"))).toBe(true);
    expect(isQuoteEmpty({ ...initialQuote, techAudit: true })).toBe(false);
    expect(isQuoteEmpty({ ...initialQuote, processMapping: true })).toBe(false);
    const integration = setCustomIntegrations(initialQuote, 1);
    expect(isQuoteEmpty(integration)).toBe(false);
    expect(isQuoteEmpty(setCustomIntegrations(integration, 0))).toBe(true);
  });
});

describe("a quote from its choices (a quote request)", () => {
  // Quotes as the calculator builds them, click by click.
  const built: [string, QuoteState][] = [
    ["one hub", select(initialQuote, ["Sales Hub", "basic"])],
    [
      "a preset on enterprise with every add-on",
      {
        ...setCustomIntegrations(applyPreset(withPackage("enterprise"), presetPackages[2]!), 3),
        techAudit: true,
        processMapping: true,
      },
    ],
    [
      "hubs picked, then the package switched",
      setPackageType(
        select(
          initialQuote,
          ["Content Hub", "intelligent"],
          ["Marketing Hub", "basic"],
          ["Service Hub", "advanced"],
        ),
        "enterprise",
      ),
    ],
    [
      "all five hubs, then one removed",
      select(
        withPackage("professional"),
        ["Marketing Hub", "intelligent"],
        ["Sales Hub", "intelligent"],
        ["Service Hub", "intelligent"],
        ["Operations Hub", "intelligent"],
        ["Content Hub", "intelligent"],
        ["Sales Hub", "intelligent"],
      ),
    ],
  ];

  it.each(built)("prices %s as the calculator did", (_, quote) => {
    const choices = quoteChoices(quote);
    expect(JSON.stringify(choices)).not.toMatch(/price/i);
    const priced = quoteFromChoices(JSON.parse(JSON.stringify(choices)));
    expect(priced).toEqual(quote);
    expect(quoteTotals(priced)).toEqual(quoteTotals(quote));
    expect(quoteExport(priced)).toEqual(quoteExport(quote));
  });

  it("gives the spec's figures: Marketing Growth on enterprise is $12,150, plus add-ons", () => {
    const quote = quoteFromChoices({
      packageType: "enterprise",
      hubs: presetPackages[1]!.hubs.map(({ hub, tier }) => ({ hub, tier })),
      techAudit: true,
      processMapping: false,
      customIntegrations: 2,
    });
    expect(quoteTotals(quote)).toEqual({
      subtotal: 13500,
      discount: 1350,
      addOns: 9000 + 2 * 4500,
      total: 12150 + 9000 + 9000,
    });
  });

  it("keeps the order the hubs were chosen in", () => {
    const quote = select(initialQuote, ["Service Hub", "basic"], ["Marketing Hub", "advanced"]);
    expect(quoteChoices(quote).hubs).toEqual([
      { hub: "Service Hub", tier: "basic" },
      { hub: "Marketing Hub", tier: "advanced" },
    ]);
  });
});
