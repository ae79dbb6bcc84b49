/**
 * The owner-editable CRM onboarding price list and support plans: their zod schemas (the editor, the server and
 * the tests validate with it; the content's types are derived from it) and the label that names
 * each of its fields, in the editor and in every message about it.
 */
import { z } from "zod";

import {
  hubs,
  packageTypeLabels,
  packageTypes,
  supportLevelLabels,
  supportLevels,
  tierLabels,
  tiers,
} from "~/content/onboarding-options";

/** The most a price field takes, in US dollars. */
const MAX_PRICE = 10_000_000;

/** The most items each list of the editor takes. */
export const MAX_ITEMS = { priceRows: 20, presets: 6, services: 10 } as const;

const price = z.number().int().min(0).max(MAX_PRICE);
const name = (max: number) => z.string().trim().min(1).max(max);

/** A record with one entry per key of `keys`, each checked by `value`. */
function recordOf<K extends string, V extends z.ZodType>(keys: readonly K[], value: V) {
  return z.strictObject(Object.fromEntries(keys.map((key) => [key, value])) as Record<K, V>);
}

const tierPrices = recordOf(tiers, price);

const addOnRow = z.strictObject({
  name: name(80),
  /** Null: not offered at that tier. */
  advanced: price.nullable(),
  intelligent: price.nullable(),
});

const presetPackage = z.strictObject({
  name: name(60),
  description: name(200),
  hubs: z
    .array(z.strictObject({ hub: z.enum(hubs), tier: z.enum(tiers) }))
    .min(1)
    .refine((chosen) => new Set(chosen.map(({ hub }) => hub)).size === chosen.length, {
      error: "each hub once",
    }),
  popular: z.boolean().optional(),
});

/** The onboarding price list the pricing pages, the calculator and the quote notices use. */
export const onboardingPricesSchema = z.strictObject({
  /** Per package type, hub and tier. */
  hubPrices: recordOf(packageTypes, recordOf(hubs, tierPrices)),
  /** Free and Starter CRM levels: one price per tier, whatever the hub. */
  freeStarterHubPrices: tierPrices,
  /** The calculator's add-ons, by package type. */
  calculatorAddOnPrices: recordOf(
    packageTypes,
    z.strictObject({ techAudit: price, processMapping: price }),
  ),
  customIntegrationPrice: price,
  /** Add-on price list by onboarding tier. */
  addOnTable: z.array(addOnRow).min(1).max(MAX_ITEMS.priceRows),
  integrationTable: z.array(addOnRow).min(1).max(MAX_ITEMS.priceRows),
  /** The calculator's presets. */
  presetPackages: z.array(presetPackage).min(1).max(MAX_ITEMS.presets),
});

export type OnboardingPrices = z.infer<typeof onboardingPricesSchema>;

const supportPlan = z.strictObject({
  /** At most the hours of a 31-day month. */
  hoursPerMonth: z.number().int().min(1).max(744),
  responseHours: z.number().int().min(1).max(720),
  monthlyPrice: price,
  services: z.array(name(80)).min(1).max(MAX_ITEMS.services),
});

/** The monthly support plans, onboarding tier × support level. */
export const supportPlansSchema = recordOf(tiers, recordOf(supportLevels, supportPlan));

export type SupportPlans = z.infer<typeof supportPlansSchema>;
export type SupportPlan = z.infer<typeof supportPlan>;
export type TierPrices = OnboardingPrices["freeStarterHubPrices"];
export type AddOnRow = OnboardingPrices["addOnTable"][number];
export type PresetPackage = OnboardingPrices["presetPackages"][number];

const calculatorAddOnNames: Record<string, string> = {
  techAudit: "Tech-Stack Audit",
  processMapping: "Business Process Mapping",
};
const supportPlanFields: Record<string, string> = {
  hoursPerMonth: "hours per month",
  responseHours: "response time in hours",
  monthlyPrice: "monthly price",
  services: "services",
};
const listNames: Record<string, string> = {
  addOnTable: "Add-ons",
  integrationTable: "Integrations",
};

function labelOf<T extends string>(labels: Record<T, string>, key: PropertyKey | undefined) {
  return typeof key === "string" && key in labels ? labels[key as T] : String(key);
}

/**
 * The label that names a field of the price list by where it sits: "Marketing Hub ·
 * Professional · Advanced price", "Preset 2 · name".
 */
export function onboardingPriceLabel(path: readonly PropertyKey[]): string {
  const [section, ...rest] = path;
  const tier = (key: PropertyKey | undefined) => labelOf(tierLabels, key);
  const packageType = (key: PropertyKey | undefined) => labelOf(packageTypeLabels, key);
  switch (section) {
    case "hubPrices":
      if (rest.length < 3) return ["Hub prices", ...rest.map(String)].join(" · ");
      return `${String(rest[1])} · ${packageType(rest[0])} · ${tier(rest[2])} price`;
    case "freeStarterHubPrices":
      return rest.length ? `Free and Starter · ${tier(rest[0])} price` : "Free and Starter prices";
    case "calculatorAddOnPrices":
      if (rest.length < 2) return "Calculator add-on prices";
      return `Calculator · ${labelOf(calculatorAddOnNames, rest[1])} · ${packageType(rest[0])} price`;
    case "customIntegrationPrice":
      return "Calculator · Custom integration price";
    case "addOnTable":
    case "integrationTable": {
      const list = listNames[section];
      if (typeof rest[0] !== "number") return `${list} rows`;
      const field = rest[1] === "name" ? "name" : `${tier(rest[1])} price`;
      return rest.length < 2
        ? `${list} · row ${rest[0] + 1}`
        : `${list} · row ${rest[0] + 1} · ${field}`;
    }
    case "presetPackages":
      if (typeof rest[0] !== "number") return "Presets";
      return [`Preset ${rest[0] + 1}`, ...(rest[1] === undefined ? [] : [String(rest[1])])].join(
        " · ",
      );
    case undefined:
      return "Onboarding prices";
    default:
      return path.map(String).join(" · ");
  }
}

/** The label of a support plan's field: "Advanced · Silver · monthly price", "… · service 2". */
export function supportPlanLabel(path: readonly PropertyKey[]): string {
  const [tier, level, field, index] = path;
  if (tier === undefined) return "Support plans";
  const plan = [
    labelOf(tierLabels, tier),
    ...(level === undefined ? [] : [labelOf(supportLevelLabels, level)]),
  ];
  if (field === undefined) return plan.join(" · ");
  if (field === "services" && typeof index === "number")
    return `${plan.join(" · ")} · service ${index + 1}`;
  return `${plan.join(" · ")} · ${labelOf(supportPlanFields, field)}`;
}
