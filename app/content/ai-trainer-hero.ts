import { site } from "~/config/site";

/**
 * The little the AI trainer pages' first screen reads: the product's name, its guarantee and the
 * two heroes' copy. Kept apart from the rest of the pages' copy (ai-trainer.ts), which loads later.
 */

export const TRAINER_NAME = `${site.brand} AI Trainer`;

/** Days within which every paid plan's first payment is refunded in full on request. */
export const MONEY_BACK_DAYS = 30;

export const landingHero = {
  eyebrow: "Instant answers for every software question",
  intro: `Stop searching help docs. The ${TRAINER_NAME} gives your team instant, step-by-step answers around the clock, learns from your feedback and comes with a ${MONEY_BACK_DAYS}-day money-back guarantee.`,
  highlights: [
    "Available 24/7",
    "Learns from your feedback",
    `${MONEY_BACK_DAYS}-day money-back guarantee`,
  ],
} as const;

export const productHero = {
  eyebrow: "AI support-chat trainer",
  intro: `The ${TRAINER_NAME} answers your team's ${site.crm} and sales-software questions instantly, with onboarding agents for mapping, workflows, setup and integrations. It is available 24/7 and learns from your feedback.`,
} as const;
