import { describe, expect, it } from "vitest";

import { TEAM_SIZE_MAX, planRequestMessages } from "~/content/ai-trainer-plans";
import { MAX_CUSTOM_INTEGRATIONS, hubs, onboardingPricesSeed } from "~/content/onboarding-prices";
import { quoteRequestMessages } from "~/content/onboarding-quote-messages";
import { leadDataFromFormFields } from "~/lib/lead-form-data";
import { leadSchemas } from "~/lib/lead-schemas";
import { type QuoteChoices, initialQuote, quoteChoices, quoteRules } from "~/lib/onboarding-quote";

import { schemaMessages } from "../support/schema-messages";
import { validLeads } from "../support/valid-leads";

const { toggleHubTier } = quoteRules(onboardingPricesSeed);

const messages = quoteRequestMessages;

const quoteLead = (quote: unknown) => ({ ...validLeads["onboarding-quote"], quote });
const goodQuote: QuoteChoices = validLeads["onboarding-quote"].quote;

describe("the onboarding quote request", () => {
  it("takes a quote as the calculator makes it, and only its choices", () => {
    const fromCalculator = quoteChoices(toggleHubTier(initialQuote, "Sales Hub", "advanced"));
    const parsed = leadSchemas["onboarding-quote"].parse(quoteLead(fromCalculator));
    expect(parsed.quote).toEqual(fromCalculator);
    expect(parsed).toEqual({
      ...validLeads["onboarding-quote"],
      message: "",
      quote: fromCalculator,
    });
  });

  it("takes every hub once, and from 0 to the most custom integrations", () => {
    const everyHub = hubs.map((hub) => ({ hub, tier: "intelligent" as const }));
    for (const customIntegrations of [0, MAX_CUSTOM_INTEGRATIONS]) {
      const quote = { ...goodQuote, hubs: everyHub, customIntegrations };
      expect(leadSchemas["onboarding-quote"].safeParse(quoteLead(quote)).success).toBe(true);
    }
  });

  it.each<[string, unknown, string]>([
    ["no hub", { ...goodQuote, hubs: [] }, messages.noHub],
    [
      "a hub twice",
      { ...goodQuote, hubs: [goodQuote.hubs[0], { ...goodQuote.hubs[0], tier: "basic" }] },
      messages.repeatedHub,
    ],
    [
      "an unknown hub",
      { ...goodQuote, hubs: [{ hub: "Moon Hub", tier: "basic" }] },
      messages.quote,
    ],
    [
      "an unknown tier",
      { ...goodQuote, hubs: [{ hub: "Sales Hub", tier: "gold" }] },
      messages.quote,
    ],
    ["an unknown package", { ...goodQuote, packageType: "starter" }, messages.quote],
    [
      "too many integrations",
      { ...goodQuote, customIntegrations: MAX_CUSTOM_INTEGRATIONS + 1 },
      messages.integrations,
    ],
    ["negative integrations", { ...goodQuote, customIntegrations: -1 }, messages.integrations],
    ["part of an integration", { ...goodQuote, customIntegrations: 1.5 }, messages.integrations],
    ["integrations as text", { ...goodQuote, customIntegrations: "2" }, messages.integrations],
    ["an add-on as text", { ...goodQuote, techAudit: "yes" }, messages.quote],
    ["no quote", undefined, messages.quote],
    ["a quote as text", JSON.stringify(goodQuote), messages.quote],
  ])("refuses %s with a clear message on the quote", (_, quote, message) => {
    expect(schemaMessages("onboarding-quote", quoteLead(quote))).toEqual({ quote: message });
  });

  it("refuses prices or any other field in the quote", () => {
    const priced = { ...goodQuote, total: 1 };
    expect(leadSchemas["onboarding-quote"].safeParse(quoteLead(priced)).success).toBe(false);
    const pricedHub = { ...goodQuote, hubs: [{ ...goodQuote.hubs[0], price: 1 }] };
    expect(leadSchemas["onboarding-quote"].safeParse(quoteLead(pricedHub)).success).toBe(false);
  });

  it("asks for name, e-mail and company", () => {
    expect(
      Object.keys(
        schemaMessages("onboarding-quote", {
          ...quoteLead(goodQuote),
          name: "",
          email: "",
          company: "",
        }),
      ).sort(),
    ).toEqual(["company", "email", "name"]);
  });

  it("refuses a browser's own post, which cannot carry a quote, on the quote", () => {
    const { quote: _, ...person } = validLeads["onboarding-quote"];
    const data = leadDataFromFormFields("onboarding-quote", {
      ...person,
      quote: "[object Object]",
    });
    expect(schemaMessages("onboarding-quote", data)).toEqual({ quote: messages.quote });
  });
});

describe("a Book a Call request's plan", () => {
  const call = validLeads["trainer-call"];
  const parse = (data: object) => leadSchemas["trainer-call"].safeParse({ ...call, ...data });

  it("is optional: a call from anywhere but a plan card has none", () => {
    expect(parse({}).success).toBe(true);
  });

  it.each([
    { plan: "basic", billing: "monthly" },
    { plan: "premium", billing: "annual" },
    { plan: "free", billing: "monthly" },
    { plan: "team-pro", teamSize: 12 },
    { plan: "team-basic", teamSize: 1 },
    { plan: "team-enterprise", teamSize: TEAM_SIZE_MAX },
  ])("takes %j", (plan) => {
    const parsed = parse(plan);
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject(plan);
  });

  it.each<[object, Record<string, string>]>([
    [{ plan: "basic" }, { billing: planRequestMessages.billing }],
    [{ plan: "basic", billing: "weekly" }, { billing: planRequestMessages.billing }],
    [
      { plan: "basic", billing: "annual", teamSize: 5 },
      { teamSize: planRequestMessages.teamSizeWithoutTeamPlan },
    ],
    [{ plan: "team-pro" }, { teamSize: planRequestMessages.teamSize }],
    [
      { plan: "team-pro", teamSize: 5, billing: "annual" },
      { billing: planRequestMessages.billingWithoutIndividualPlan },
    ],
    [{ plan: "team-pro", teamSize: 0 }, { teamSize: planRequestMessages.teamSize }],
    [{ plan: "team-pro", teamSize: TEAM_SIZE_MAX + 1 }, { teamSize: planRequestMessages.teamSize }],
    [{ plan: "team-pro", teamSize: 2.5 }, { teamSize: planRequestMessages.teamSize }],
    [{ plan: "team-pro", teamSize: "12" }, { teamSize: planRequestMessages.teamSize }],
    [{ teamSize: 12 }, { teamSize: planRequestMessages.teamSizeWithoutTeamPlan }],
    [{ billing: "monthly" }, { billing: planRequestMessages.billingWithoutIndividualPlan }],
    [{ plan: "Team Pro", teamSize: 12 }, { plan: planRequestMessages.plan }],
  ])("refuses %j with a clear message", (plan, expected) => {
    expect(schemaMessages("trainer-call", { ...call, ...plan })).toEqual(expected);
  });
});
