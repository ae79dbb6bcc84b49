import { billingCycleLabels, billingCycles } from "~/content/ai-trainer-plans";
import { CUSTOM_PRICE, FREE_PRICE, choiceLabels } from "~/content/lead-choice-labels";
import { addOnLabels, packageTypeLabels, tierLabels } from "~/content/onboarding-options";

import {
  annualPrice,
  billableUsers,
  planName,
  planPrice,
  teamMonthlyPrice,
  userCount,
} from "./ai-trainer-pricing";
import type { AiTrainerPlans } from "./ai-trainer-plan-schema";
import { formatUsd } from "./format";
import type { LeadFormId } from "./lead-form-ids";
import { leadListFormFields, orderedLeadLists } from "./lead-lists";
import type { LeadLists } from "./lead-lists-schema";
import { aiToolsRoles, promptGuideRoles, salesResourceOptions } from "./lead-options";
import type { OnboardingPrices } from "./onboarding-price-schema";
import type { PresentationPrices } from "./presentation-price-schema";
import { presentationPrice } from "./presentation-pricing";
import { quoteRules, suiteDiscountPercent } from "./onboarding-quote";
import { readQuoteChoices } from "./onboarding-quote-choices";
import { type PlanChoice, isIndividualPlanId, isTeamPlanId } from "./plan-choice";
import { type RevopsPackages, packageList } from "./revops-package-schema";

/**
 * What the visitor chose on a lead's form (a package, a quote, a plan, resources…), labelled and
 * written for a person: the lead's notices and the inbox show these. Stored leads were checked
 * by their form's schema; a value that is not what the form sends is left out, never guessed at.
 */

export interface ChosenLine {
  label: string;
  value: string;
}

type LeadData = Record<string, unknown>;

function text(data: LeadData, field: string): string {
  const value = data[field];
  if (typeof value === "number") return String(value);
  return typeof value === "string" ? value.trim() : "";
}

function texts(data: LeadData, field: string): string[] {
  const value = data[field];
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === "string")
    : [];
}

/** A line for a value, none for nothing. */
function line(label: string, value: string): ChosenLine[] {
  return value ? [{ label, value }] : [];
}

/** A choice stored by value, by the label the form shows for it. */
function optionLabel(options: readonly { value: string; label: string }[], value: string): string {
  return options.find((option) => option.value === value)?.label ?? value;
}

const resourceOptions = salesResourceOptions.map(({ id, label }) => ({ value: id, label }));

function quoteLines(data: LeadData, prices: OnboardingPrices): ChosenLine[] {
  const choices = readQuoteChoices(data.quote);
  if (!choices) return [];
  const rules = quoteRules(prices);
  const quote = rules.quoteFromChoices(choices);
  const totals = rules.quoteTotals(quote);
  const addOnPrices = prices.calculatorAddOnPrices[quote.packageType];
  const integrations = quote.customIntegrations;
  return [
    { label: choiceLabels.package, value: packageTypeLabels[quote.packageType] },
    ...quote.selectedHubs.map((hub) => ({
      label: hub.name,
      value: `${tierLabels[hub.tier]}, ${formatUsd(hub.price)}`,
    })),
    ...line(addOnLabels.techAudit, quote.techAudit ? formatUsd(addOnPrices.techAudit) : ""),
    ...line(
      addOnLabels.processMapping,
      quote.processMapping ? formatUsd(addOnPrices.processMapping) : "",
    ),
    ...line(
      addOnLabels.customIntegrations,
      integrations > 0 ? `${integrations} × ${formatUsd(prices.customIntegrationPrice)}` : "",
    ),
    ...line(
      choiceLabels.suiteDiscount(suiteDiscountPercent),
      totals.discount > 0 ? `−${formatUsd(totals.discount)}` : "",
    ),
    { label: choiceLabels.quoteTotal, value: formatUsd(totals.total) },
  ];
}

/** The plan a Book a Call request carries, if it carries one whole. */
function planChoice(data: LeadData): PlanChoice | null {
  const { plan, billing, teamSize } = data;
  if (isTeamPlanId(plan) && typeof teamSize === "number") return { plan, teamSize };
  const cycle = billingCycles.find((candidate) => candidate === billing);
  if (isIndividualPlanId(plan) && cycle) return { plan, billing: cycle };
  return null;
}

/**
 * What the plan costs as chosen, as it is billed ("$420 / month", "$162 / year"); null for a free
 * plan or one priced per organisation.
 */
function planTotal(plans: AiTrainerPlans, choice: PlanChoice): string | null {
  if ("teamSize" in choice) {
    const monthly = teamMonthlyPrice(plans, choice.plan, choice.teamSize);
    return monthly === null ? null : `${formatUsd(monthly)} / month`;
  }
  if (plans.individual[choice.plan].monthlyPrice === 0) return null;
  return choice.billing === "annual"
    ? `${formatUsd(annualPrice(plans, choice.plan))} / year`
    : `${formatUsd(planPrice(plans, choice.plan, "monthly"))} / month`;
}

function planLines(data: LeadData, plans: AiTrainerPlans): ChosenLine[] {
  const choice = planChoice(data);
  if (!choice) return [];
  const price = planTotal(plans, choice);
  if ("teamSize" in choice) {
    const billed = billableUsers(plans, choice.plan, choice.teamSize);
    const size = userCount(choice.teamSize);
    return [
      { label: choiceLabels.plan, value: planName(choice.plan) },
      {
        label: choiceLabels.teamSize,
        value: billed > choice.teamSize ? `${size} (billed as ${billed})` : size,
      },
      { label: choiceLabels.price, value: price ?? CUSTOM_PRICE },
    ];
  }
  return [
    { label: choiceLabels.plan, value: planName(choice.plan) },
    { label: choiceLabels.billing, value: billingCycleLabels[choice.billing] },
    {
      label: choiceLabels.price,
      value:
        price === null
          ? FREE_PRICE
          : choice.billing === "annual"
            ? `${price} (${formatUsd(planPrice(plans, choice.plan, "annual"))} / month)`
            : price,
    },
  ];
}

/** The published figures a lead's choices are priced by, live when the lead is read. */
export interface LeadPricing {
  prices: OnboardingPrices;
  plans: AiTrainerPlans;
  presentations: PresentationPrices;
  leadLists: LeadLists;
  revops: RevopsPackages;
}

/** The slide count a presentation quote request carries, if it carries one. */
function slideCount(data: LeadData): number | null {
  const slides = Number(text(data, "slides"));
  return text(data, "slides") !== "" && Number.isInteger(slides) && slides >= 1 ? slides : null;
}

/** A presentation quote's estimate at the published prices, as the form showed it. */
function slideEstimate(data: LeadData, prices: PresentationPrices): string | null {
  const slides = slideCount(data);
  return slides === null ? null : formatUsd(presentationPrice(prices, slides));
}

/** The chosen RevOps package by its published name. */
function revopsPackageName(data: LeadData, packages: RevopsPackages): string {
  const options = packageList(packages).map(({ id, name }) => ({ value: id, label: name }));
  return optionLabel(options, text(data, "package"));
}

interface FormChoices {
  /** The fields of the form's data that hold the visitor's choices. */
  fields: readonly string[];
  lines: (data: LeadData, pricing: LeadPricing) => ChosenLine[];
}

const noChoices: FormChoices = { fields: [], lines: () => [] };

const formChoices: Record<LeadFormId, FormChoices> = {
  "free-guide": noChoices,
  "partner-contact": noChoices,
  "advisory-message": noChoices,
  contact: noChoices,
  "onboarding-quote": { fields: ["quote"], lines: (data, { prices }) => quoteLines(data, prices) },
  "trainer-call": {
    fields: ["plan", "billing", "teamSize"],
    lines: (data, { plans }) => planLines(data, plans),
  },
  "resource-request": {
    fields: ["resources"],
    lines: (data) =>
      line(
        choiceLabels.resources,
        texts(data, "resources")
          .map((id) => optionLabel(resourceOptions, id))
          .join(", "),
      ),
  },
  "trainer-demo": {
    fields: ["companySize"],
    lines: (data) => line(choiceLabels.companySize, text(data, "companySize")),
  },
  "presentation-quote": {
    fields: ["slides"],
    lines: (data, { presentations }) => [
      ...line(choiceLabels.slides, text(data, "slides")),
      ...line(choiceLabels.estimate, slideEstimate(data, presentations) ?? ""),
    ],
  },
  "lead-interest": {
    fields: Object.values(leadListFormFields),
    lines: (data, { leadLists }) =>
      line(
        choiceLabels.lists,
        orderedLeadLists(leadLists)
          .filter((list) => data[list.formField] === true)
          .map((list) => list.name)
          .join(", "),
      ),
  },
  "app-consultation": {
    fields: ["appType", "budgetRange"],
    lines: (data) => [
      ...line(choiceLabels.appTypes, texts(data, "appType").join(", ")),
      ...line(choiceLabels.budget, text(data, "budgetRange")),
    ],
  },
  "revops-discovery": {
    fields: ["package"],
    lines: (data, { revops }) => line(choiceLabels.package, revopsPackageName(data, revops)),
  },
  "prompt-guide": {
    fields: ["role"],
    lines: (data) => line(choiceLabels.role, optionLabel(promptGuideRoles, text(data, "role"))),
  },
  "ai-tools": {
    fields: ["role", "tool"],
    lines: (data) => [
      ...line(choiceLabels.role, optionLabel(aiToolsRoles, text(data, "role"))),
      ...line(choiceLabels.tool, text(data, "tool")),
    ],
  },
  "cheat-sheet": {
    fields: ["cheatSheet"],
    lines: (data) => line(choiceLabels.cheatSheet, text(data, "cheatSheet")),
  },
};

/**
 * What the visitor chose, labelled and formatted for a person, a quote or a plan priced by
 * `pricing` (the published figures); empty when the form has no choice.
 */
export function chosenLines(form: LeadFormId, data: LeadData, pricing: LeadPricing): ChosenLine[] {
  return formChoices[form].lines(data, pricing);
}

/** The fields of a form's data that `chosenLines` speaks for. */
export function choiceFields(form: LeadFormId): readonly string[] {
  return formChoices[form].fields;
}

/**
 * The one price to show beside a lead in a short notice: an onboarding quote's total ("$12,345"),
 * a plan's price as billed ("$420 / month", "$162 / year"), a presentation quote's estimate;
 * null where there is none.
 */
export function leadTotal(form: LeadFormId, data: LeadData, pricing: LeadPricing): string | null {
  if (form === "onboarding-quote") {
    const choices = readQuoteChoices(data.quote);
    if (!choices) return null;
    const rules = quoteRules(pricing.prices);
    return formatUsd(rules.quoteTotals(rules.quoteFromChoices(choices)).total);
  }
  if (form === "trainer-call") {
    const choice = planChoice(data);
    return choice ? planTotal(pricing.plans, choice) : null;
  }
  if (form === "presentation-quote") return slideEstimate(data, pricing.presentations);
  return null;
}
