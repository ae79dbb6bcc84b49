import { aiTrainerPlansSeed as seed } from "~/content/ai-trainer-prices";
import { describe, expect, it } from "vitest";

import { billingCycleLabels, individualPlans, teamPlans } from "~/content/ai-trainer-plans";
import { CUSTOM_PRICE, FREE_PRICE, choiceLabels } from "~/content/lead-choice-labels";
import {
  CUSTOM_INTEGRATION_PRICE,
  addOnLabels,
  calculatorAddOnPrices,
  packageTypeLabels,
  presetPackages,
  tierLabels,
  onboardingPricesSeed,
} from "~/content/onboarding-prices";
import { revopsPackagesSeed } from "~/content/revops-packages";
import { annualPrice, billableUsers, planPrice, teamMonthlyPrice } from "~/lib/ai-trainer-pricing";
import { formatNumber, formatUsd } from "~/lib/format";
import { choiceFields, chosenLines, leadTotal } from "~/lib/lead-choices";
import { orderedLeadLists } from "~/lib/lead-lists";
import { type LeadFormId, leadFormIds, leadSchemas } from "~/lib/lead-schemas";
import {
  aiToolsRoles,
  appTypeOptions,
  budgetRangeOptions,
  companySizeOptions,
  promptGuideRoles,
  salesResourceOptions,
} from "~/lib/lead-options";
import {
  type QuoteState,
  initialQuote,
  quoteChoices,
  quoteRules,
  setCustomIntegrations,
  suiteDiscountPercent,
} from "~/lib/onboarding-quote";

import { validLeads } from "../support/valid-leads";
import { seedPricing } from "../support/lead-samples";

const { applyPreset, quoteTotals, toggleHubTier } = quoteRules(onboardingPricesSeed);

const person = { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com" };

function quoteLead(quote: QuoteState) {
  return { ...validLeads["onboarding-quote"], quote: quoteChoices(quote) };
}

describe("what a visitor chose on an onboarding quote request", () => {
  it("lists the package, each hub with its tier and price, the add-ons, the discount and the total", () => {
    // Marketing Growth on enterprise with every add-on: as the calculator builds it.
    const preset = presetPackages.find((candidate) => candidate.popular)!;
    const quote: QuoteState = {
      ...setCustomIntegrations(
        applyPreset({ ...initialQuote, packageType: "enterprise" }, preset),
        2,
      ),
      techAudit: true,
      processMapping: true,
    };
    const totals = quoteTotals(quote);
    const addOns = calculatorAddOnPrices.enterprise;
    expect(chosenLines("onboarding-quote", quoteLead(quote), seedPricing)).toEqual([
      { label: choiceLabels.package, value: packageTypeLabels.enterprise },
      ...quote.selectedHubs.map((hub) => ({
        label: hub.name,
        value: `${tierLabels[hub.tier]}, ${formatUsd(hub.price)}`,
      })),
      { label: addOnLabels.techAudit, value: formatUsd(addOns.techAudit) },
      { label: addOnLabels.processMapping, value: formatUsd(addOns.processMapping) },
      {
        label: addOnLabels.customIntegrations,
        value: `2 × ${formatUsd(CUSTOM_INTEGRATION_PRICE)}`,
      },
      {
        label: choiceLabels.suiteDiscount(suiteDiscountPercent),
        value: `−${formatUsd(totals.discount)}`,
      },
      { label: choiceLabels.quoteTotal, value: formatUsd(totals.total) },
    ]);
    expect(leadTotal("onboarding-quote", quoteLead(quote), seedPricing)).toBe(
      formatUsd(totals.total),
    );
  });

  it("leaves out add-ons not chosen and a discount not earned", () => {
    const quote = toggleHubTier(initialQuote, "Sales Hub", "basic");
    const { total } = quoteTotals(quote);
    expect(chosenLines("onboarding-quote", quoteLead(quote), seedPricing)).toEqual([
      { label: choiceLabels.package, value: packageTypeLabels.professional },
      {
        label: "Sales Hub",
        value: `${tierLabels.basic}, ${formatUsd(quote.selectedHubs[0]!.price)}`,
      },
      { label: choiceLabels.quoteTotal, value: formatUsd(total) },
    ]);
  });

  it("reads no quote that carries a price of its own: prices come from the price list", () => {
    const quote = toggleHubTier(initialQuote, "Marketing Hub", "intelligent");
    const lead = quoteLead(quote);
    const doctored = { ...lead, quote: { ...lead.quote, total: 1 } };
    expect(leadTotal("onboarding-quote", doctored, seedPricing)).toBeNull();
    expect(leadTotal("onboarding-quote", lead, seedPricing)).toBe(
      formatUsd(quoteTotals(quote).total),
    );
  });

  it("says nothing of a quote it cannot read", () => {
    for (const quote of [undefined, "[object Object]", { packageType: "starter" }]) {
      expect(
        chosenLines("onboarding-quote", { ...validLeads["onboarding-quote"], quote }, seedPricing),
      ).toEqual([]);
      expect(leadTotal("onboarding-quote", { quote }, seedPricing)).toBeNull();
    }
  });
});

describe("what a visitor chose on a Book a Call request from a plan card", () => {
  const call = validLeads["trainer-call"];

  it.each(teamPlans.filter((plan) => seed.team[plan.id].bands))(
    "$name: the plan, the team size and the team's monthly price",
    (plan) => {
      const teamSize = 12;
      const monthly = formatUsd(teamMonthlyPrice(seed, plan.id, teamSize)!);
      const data = { ...call, plan: plan.id, teamSize };
      expect(chosenLines("trainer-call", data, seedPricing)).toEqual([
        { label: choiceLabels.plan, value: plan.name },
        { label: choiceLabels.teamSize, value: `${teamSize} users` },
        { label: choiceLabels.price, value: `${monthly} / month` },
      ]);
      expect(leadTotal("trainer-call", data, seedPricing)).toBe(`${monthly} / month`);
    },
  );

  it("a team smaller than the plan's minimum: billed as the minimum", () => {
    const plan = teamPlans.find((candidate) => seed.team[candidate.id].minUsers > 1)!;
    const data = { ...call, plan: plan.id, teamSize: 1 };
    expect(chosenLines("trainer-call", data, seedPricing)[1]).toEqual({
      label: choiceLabels.teamSize,
      value: `1 user (billed as ${billableUsers(seed, plan.id, 1)})`,
    });
    expect(leadTotal("trainer-call", data, seedPricing)).toBe(
      `${formatUsd(teamMonthlyPrice(seed, plan.id, 1)!)} / month`,
    );
  });

  it("a plan priced per organisation: custom pricing, no total", () => {
    const plan = teamPlans.find((candidate) => !seed.team[candidate.id].bands)!;
    const data = { ...call, plan: plan.id, teamSize: 250 };
    expect(chosenLines("trainer-call", data, seedPricing)).toEqual([
      { label: choiceLabels.plan, value: plan.name },
      { label: choiceLabels.teamSize, value: `${formatNumber(250)} users` },
      { label: choiceLabels.price, value: CUSTOM_PRICE },
    ]);
    expect(leadTotal("trainer-call", data, seedPricing)).toBeNull();
  });

  it.each(individualPlans.filter((plan) => seed.individual[plan.id].monthlyPrice > 0))(
    "$name: the plan, its billing and the price on each",
    (plan) => {
      const monthly = { ...call, plan: plan.id, billing: "monthly" };
      const perMonth = `${formatUsd(planPrice(seed, plan.id, "monthly"))} / month`;
      expect(chosenLines("trainer-call", monthly, seedPricing)).toEqual([
        { label: choiceLabels.plan, value: plan.name },
        { label: choiceLabels.billing, value: billingCycleLabels.monthly },
        { label: choiceLabels.price, value: perMonth },
      ]);
      expect(leadTotal("trainer-call", monthly, seedPricing)).toBe(perMonth);

      const annual = { ...call, plan: plan.id, billing: "annual" };
      const perYear = `${formatUsd(annualPrice(seed, plan.id))} / year`;
      expect(chosenLines("trainer-call", annual, seedPricing)).toEqual([
        { label: choiceLabels.plan, value: plan.name },
        { label: choiceLabels.billing, value: billingCycleLabels.annual },
        {
          label: choiceLabels.price,
          value: `${perYear} (${formatUsd(planPrice(seed, plan.id, "annual"))} / month)`,
        },
      ]);
      expect(leadTotal("trainer-call", annual, seedPricing)).toBe(perYear);
    },
  );

  it("the free plan: free, no total", () => {
    const plan = individualPlans.find(
      (candidate) => seed.individual[candidate.id].monthlyPrice === 0,
    )!;
    const data = { ...call, plan: plan.id, billing: "monthly" };
    expect(chosenLines("trainer-call", data, seedPricing).at(-1)).toEqual({
      label: choiceLabels.price,
      value: FREE_PRICE,
    });
    expect(leadTotal("trainer-call", data, seedPricing)).toBeNull();
  });

  it("a call from anywhere else: nothing chosen, no total", () => {
    expect(chosenLines("trainer-call", call, seedPricing)).toEqual([]);
    expect(leadTotal("trainer-call", call, seedPricing)).toBeNull();
  });
});

describe("a presentation quote request", () => {
  const quote = { ...validLeads["presentation-quote"], slides: 12 };

  it("carries the slide count and the estimate the form showed", () => {
    expect(chosenLines("presentation-quote", quote, seedPricing)).toEqual([
      { label: choiceLabels.slides, value: "12" },
      { label: choiceLabels.estimate, value: "$600" },
    ]);
    expect(leadTotal("presentation-quote", quote, seedPricing)).toBe("$600");
    // Under the minimum's slide count, the minimum charge.
    expect(leadTotal("presentation-quote", { ...quote, slides: "4" }, seedPricing)).toBe("$500");
  });

  it("is priced by the published prices it is given", () => {
    const pricing = {
      ...seedPricing,
      presentations: { ...seedPricing.presentations, pricePerSlide: 65 },
    };
    expect(leadTotal("presentation-quote", quote, pricing)).toBe("$780");
  });
});

describe("what a visitor chose on the other forms", () => {
  const resources = salesResourceOptions.slice(0, 2);
  const lists = orderedLeadLists(seedPricing.leadLists);
  const list = lists.filter((pack) => pack.popular);
  const revops = { id: "dominate", ...revopsPackagesSeed.dominate };
  const cases: [LeadFormId, Record<string, unknown>, { label: string; value: string }[]][] = [
    ["free-guide", validLeads["free-guide"], []],
    ["partner-contact", validLeads["partner-contact"], []],
    ["advisory-message", validLeads["advisory-message"], []],
    ["contact", validLeads.contact, []],
    [
      "resource-request",
      { ...person, resources: resources.map((option) => option.id) },
      [
        {
          label: choiceLabels.resources,
          value: resources.map((option) => option.label).join(", "),
        },
      ],
    ],
    [
      "trainer-demo",
      { fullName: "Ada", workEmail: "ada@example.com", companySize: companySizeOptions[2] },
      [{ label: choiceLabels.companySize, value: companySizeOptions[2] }],
    ],
    ["trainer-demo", { fullName: "Ada", workEmail: "ada@example.com", companySize: "" }, []],
    ["presentation-quote", { ...validLeads["presentation-quote"], slides: "" }, []],
    [
      "lead-interest",
      Object.fromEntries(lists.map((pack) => [pack.formField, list.includes(pack)])),
      [{ label: choiceLabels.lists, value: list.map((pack) => pack.name).join(", ") }],
    ],
    [
      "app-consultation",
      {
        ...validLeads["app-consultation"],
        appType: [...appTypeOptions],
        budgetRange: budgetRangeOptions[1],
      },
      [
        { label: choiceLabels.appTypes, value: appTypeOptions.join(", ") },
        { label: choiceLabels.budget, value: budgetRangeOptions[1] },
      ],
    ],
    [
      "revops-discovery",
      { ...validLeads["revops-discovery"], package: revops.id },
      [{ label: choiceLabels.package, value: revops.name }],
    ],
    [
      "prompt-guide",
      { ...validLeads["prompt-guide"], role: promptGuideRoles[2].value },
      [{ label: choiceLabels.role, value: promptGuideRoles[2].label }],
    ],
    [
      "ai-tools",
      { ...validLeads["ai-tools"], role: aiToolsRoles[3].value, tool: "AI Content Generator" },
      [
        { label: choiceLabels.role, value: aiToolsRoles[3].label },
        { label: choiceLabels.tool, value: "AI Content Generator" },
      ],
    ],
    [
      "cheat-sheet",
      { ...validLeads["cheat-sheet"], cheatSheet: "Workflows" },
      [{ label: choiceLabels.cheatSheet, value: "Workflows" }],
    ],
    ["cheat-sheet", validLeads["cheat-sheet"], []],
  ];

  it.each(cases)("%s: %j", (form, data, lines) => {
    expect(chosenLines(form, data, seedPricing)).toEqual(lines);
    expect(leadTotal(form, data, seedPricing)).toBeNull();
  });

  it("covers every form", () => {
    const covered = new Set([
      ...cases.map(([form]) => form),
      "onboarding-quote",
      "trainer-call",
      "presentation-quote",
    ]);
    expect([...covered].sort()).toEqual([...leadFormIds].sort());
  });

  it.each(leadFormIds)("%s: speaks for fields its form has", (form) => {
    const fields = Object.keys(leadSchemas[form].def.shape);
    for (const field of choiceFields(form)) expect(fields).toContain(field);
  });

  it("reads nothing into values that are not what the form sends", () => {
    expect(chosenLines("resource-request", { resources: "email-sequences" }, seedPricing)).toEqual(
      [],
    );
    expect(chosenLines("trainer-call", { plan: "team-pro", teamSize: "12" }, seedPricing)).toEqual(
      [],
    );
    expect(chosenLines("trainer-call", { plan: "basic", billing: "weekly" }, seedPricing)).toEqual(
      [],
    );
    expect(chosenLines("lead-interest", { basicList: "on" }, seedPricing)).toEqual([]);
  });
});
