/**
 * The owner-editable AI trainer figures: the plans' prices, allowances and price bands, and the
 * limited offer. Their zod schemas (the editor, the server and the tests validate with them; the
 * types are derived from them) and the labels that name each field. The plans' names stay in
 * code (~/content/ai-trainer-plans.ts): the spec fixes them word for word. Their copy is the
 * `ai-trainer-plan-copy` kind (./ai-trainer-plan-copy-schema.ts).
 */
import { z } from "zod";

import {
  TEAM_SIZE_MAX,
  addOnIds,
  individualPlanIds,
  planNames,
  teamPlanIds,
} from "~/content/ai-trainer-plan-ids";
import { addOnNames, savingsExamples, teamPlans } from "~/content/ai-trainer-plans";

/** The most a price field takes, in US dollars. */
const MAX_PRICE = 100_000;
/** The most price bands a team plan has. */
export const MAX_BANDS = 6;

const dollars = z.number().int().min(0).max(MAX_PRICE);
const users = z.number().int().min(1).max(TEAM_SIZE_MAX);

/** A record with one entry per key of `keys`, each checked by `value`. */
function recordOf<K extends string, V extends z.ZodType>(keys: readonly K[], value: V) {
  return z.strictObject(Object.fromEntries(keys.map((key) => [key, value])) as Record<K, V>);
}

const individualPlan = z.strictObject({
  monthlyPrice: dollars,
  /** Conversations included each month. */
  conversations: z.number().int().min(1).max(1_000_000),
});

/** A per-user price for team sizes from `minUsers` to `maxUsers` (no upper limit when null). */
const priceBand = z.strictObject({
  minUsers: users,
  maxUsers: users.nullable(),
  pricePerUser: dollars,
});

const teamPlan = z
  .strictObject({
    /** Fewer users are billed as this many. */
    minUsers: users,
    /** Conversations included per user each month; null when agreed per contract. */
    conversationsPerUser: z.number().int().min(1).max(1_000_000).nullable(),
    /** Per-user price bands; null for custom pricing. */
    bands: z.array(priceBand).min(1).max(MAX_BANDS).nullable(),
  })
  .superRefine(({ minUsers, bands }, context) => {
    // Every team size the page prices falls in exactly one band.
    bands?.forEach((band, index) => {
      const at = (field: string, message: string) =>
        context.addIssue({ code: "custom", path: ["bands", index, field], message });
      const previous = bands[index - 1];
      if (previous === undefined && band.minUsers > minUsers) {
        at("minUsers", `starts at the plan's minimum, ${minUsers} users, or fewer`);
      }
      if (previous?.maxUsers != null && band.minUsers !== previous.maxUsers + 1) {
        at("minUsers", `starts at ${previous.maxUsers + 1}, after band ${index}`);
      }
      if (index === bands.length - 1) {
        if (band.maxUsers !== null)
          at("maxUsers", "the last band has no upper limit: leave it empty");
      } else if (band.maxUsers === null) {
        at("maxUsers", "give the largest team of this band");
      } else if (band.maxUsers < band.minUsers) {
        at("maxUsers", `give at least ${band.minUsers}, the band's smallest team`);
      }
    });
  });

/** The AI trainer's plan figures the plan cards, the team calculator and the quotes use. */
export const aiTrainerPlansSchema = z
  .strictObject({
    individual: recordOf(individualPlanIds, individualPlan),
    /** Annual billing takes this share, in percent, off twelve monthly payments. */
    annualDiscountPercent: z.number().int().min(0).max(90),
    /** Every plan bills each conversation beyond its allowance at this rate, in dollars. */
    overagePerConversation: z.number().min(0).max(100).multipleOf(0.01),
    addOns: recordOf(addOnIds, z.strictObject({ monthlyPrice: dollars })),
    team: recordOf(teamPlanIds, teamPlan),
    /** Each team add-on costs this much per month for the whole team. */
    teamAddOnMonthlyPrice: dollars,
  })
  .superRefine(({ individual, team }, context) => {
    // The savings examples under the team plans compare a priced plan with a paid one.
    for (const example of savingsExamples) {
      const compared = teamPlans.find(({ id }) => id === example.plan)?.comparedTo;
      if (team[example.plan].bands === null) {
        context.addIssue({
          code: "custom",
          path: ["team", example.plan, "bands"],
          message: `the savings example of ${example.users} users needs its prices`,
        });
      }
      if (compared && individual[compared].monthlyPrice === 0) {
        context.addIssue({
          code: "custom",
          path: ["individual", compared, "monthlyPrice"],
          message: `the savings of ${planNames[example.plan]} are counted against it: give more than 0`,
        });
      }
    }
  });

export type AiTrainerPlans = z.infer<typeof aiTrainerPlansSchema>;
export type IndividualPlanFigures = AiTrainerPlans["individual"]["basic"];
export type TeamPlanFigures = AiTrainerPlans["team"]["team-pro"];
export type PriceBand = z.infer<typeof priceBand>;

/** The limited offer on the plans: its window after free access, and when it stops showing. */
export const aiTrainerOfferSchema = z.strictObject({
  /** Hours after getting free access within which an upgrade earns the offer. */
  hours: z.number().int().min(1).max(720),
  /** When the banner stops showing, an ISO date and time; null: it keeps showing. */
  endsAt: z.iso.datetime({ offset: true }).nullable(),
});

export type AiTrainerOffer = z.infer<typeof aiTrainerOfferSchema>;

const planFields: Record<string, string> = {
  monthlyPrice: "monthly price",
  conversations: "conversations per month",
  minUsers: "minimum users",
  conversationsPerUser: "conversations per user",
  bands: "price bands",
};
const bandFields: Record<string, string> = {
  minUsers: "from users",
  maxUsers: "to users",
  pricePerUser: "price per user",
};
const sectionNames: Record<string, string> = {
  annualDiscountPercent: "Annual discount in percent",
  overagePerConversation: "Overage per conversation",
  teamAddOnMonthlyPrice: "Team add-ons · monthly price each",
};

function named(labels: Record<string, string>, key: PropertyKey | undefined) {
  return typeof key === "string" && key in labels ? labels[key]! : String(key);
}

/**
 * The label that names a field of the plans by its plan: "Basic · monthly price", "Team Pro ·
 * band 2 · price per user", "Integration Discount Portal · monthly price".
 */
export function aiTrainerPlanLabel(path: readonly PropertyKey[]): string {
  const [section, id, field, index, bandField] = path;
  if (section === undefined) return "AI trainer plans";
  if (section === "individual" || section === "team" || section === "addOns") {
    if (id === undefined)
      return { individual: "Individual plans", team: "Team plans", addOns: "Add-ons" }[section];
    const item = section === "addOns" ? named(addOnNames, id) : named(planNames, id);
    if (field === undefined) return item;
    if (field === "bands" && typeof index === "number") {
      const band = `${item} · band ${index + 1}`;
      return bandField === undefined ? band : `${band} · ${named(bandFields, bandField)}`;
    }
    return `${item} · ${named(planFields, field)}`;
  }
  return named(sectionNames, section);
}

/** The label of the offer's fields: "Limited offer · hours", "Limited offer · ends at". */
export function aiTrainerOfferLabel(path: readonly PropertyKey[]): string {
  const [field] = path;
  if (field === "hours") return "Limited offer · hours after free access";
  if (field === "endsAt") return "Limited offer · ends at";
  return "Limited offer";
}
