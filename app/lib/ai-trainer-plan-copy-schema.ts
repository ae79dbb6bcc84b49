/**
 * The owner-editable copy of the AI trainer's plans: each plan's description, features, support
 * line and badge, and the add-ons' descriptions. Its zod schema (the editor, the server and the
 * tests validate with it; the type is derived from it) and the label that names each field. The
 * seed is ~/content/ai-trainer-plan-copy.ts. The plans' and add-ons' names, the add-ons' plans
 * and Team Enterprise's support line stay in code (~/content/ai-trainer-plans.ts): the spec fixes
 * them word for word. The figures are the `ai-trainer-plans` kind (./ai-trainer-plan-schema.ts).
 */
import { z } from "zod";

import {
  type AddOnId,
  type TeamPlanId,
  addOnIds,
  individualPlanIds,
  planNames,
} from "~/content/ai-trainer-plan-ids";
import { addOnNames } from "~/content/ai-trainer-plans";

import { requiredText as text } from "./content-schema-parts";

/** The longest description, in characters. */
export const MAX_DESCRIPTION = 200;
/** The longest feature or support line, in characters. */
export const MAX_LINE = 120;
/** The longest badge, in characters: it sits on the card's top edge. */
export const MAX_BADGE = 24;
/** The most features a plan lists besides its allowance and support line. */
export const MAX_FEATURES = 8;

/** A plan's features in the order its card lists them, each once. */
const features = z
  .array(text(MAX_LINE))
  .min(1)
  .max(MAX_FEATURES)
  .superRefine((lines, context) => {
    lines.forEach((line, index) => {
      if (lines.indexOf(line) < index) {
        context.addIssue({
          code: "custom",
          path: [index],
          message: `repeats feature ${lines.indexOf(line) + 1}`,
        });
      }
    });
  });

const planCopy = z.strictObject({
  description: text(MAX_DESCRIPTION),
  features,
  support: text(MAX_LINE),
  /** The word on the card's edge ("Most Popular"), which also highlights it; null: neither. */
  badge: text(MAX_BADGE).nullable(),
});

/** Team Enterprise's support line is the spec's ("24/7 support"): it has no field. */
const fixedSupportPlanCopy = planCopy.omit({ support: true });

const addOnCopy = z.strictObject({ description: text(MAX_DESCRIPTION) });

/** A record with one entry per key of `keys`, each checked by `value`. */
function recordOf<K extends string, V extends z.ZodType>(keys: readonly K[], value: V) {
  return z.strictObject(Object.fromEntries(keys.map((key) => [key, value])) as Record<K, V>);
}

/** The words of the plan cards and the add-on lists on both trainer pages. */
export const aiTrainerPlanCopySchema = z.strictObject({
  individual: recordOf(individualPlanIds, planCopy),
  team: z.strictObject({
    "team-basic": planCopy,
    "team-pro": planCopy,
    "team-enterprise": fixedSupportPlanCopy,
  } satisfies Record<TeamPlanId, z.ZodType>),
  /** The individual plans' add-ons. */
  addOns: recordOf(addOnIds, addOnCopy),
  /** The same add-ons bought for a whole team. */
  teamAddOns: recordOf(addOnIds, addOnCopy),
});

export type AiTrainerPlanCopy = z.output<typeof aiTrainerPlanCopySchema>;
export type PlanCopy = z.output<typeof planCopy>;

const sectionNames: Record<string, string> = {
  individual: "Individual plans",
  team: "Team plans",
  addOns: "Add-ons",
  teamAddOns: "Team add-ons",
};
const fieldNames: Record<string, string> = {
  description: "description",
  features: "features",
  support: "support line",
  badge: "badge",
};

function named(labels: Record<string, string>, key: PropertyKey | undefined) {
  return typeof key === "string" && Object.hasOwn(labels, key) ? labels[key]! : String(key);
}

/**
 * The label that names a field of the copy by its plan or add-on: "Basic · description", "Team
 * Pro · feature 2", "Team add-ons · Integration Discount Portal · description".
 */
export function aiTrainerPlanCopyLabel(path: readonly PropertyKey[]): string {
  const [section, id, field, index] = path;
  if (section === undefined) return "AI trainer plan copy";
  const sectionName = named(sectionNames, section);
  if (id === undefined) return sectionName;
  const isAddOn = section === "addOns" || section === "teamAddOns";
  const itemName = isAddOn ? named(addOnNames, id as AddOnId) : named(planNames, id);
  const item = section === "teamAddOns" ? `${sectionName} · ${itemName}` : itemName;
  if (field === undefined) return item;
  if (field === "features" && typeof index === "number") return `${item} · feature ${index + 1}`;
  return `${item} · ${named(fieldNames, field)}`;
}
