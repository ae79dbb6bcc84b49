/**
 * Today's AI trainer figures and limited offer: the seed of the owner-edited items
 * (app/lib/content-kinds.ts). Pages render the published items and hand them to their islands
 * as props; islands import the plans' names from ./ai-trainer-plans.ts, never these.
 */
import type { AiTrainerOffer, AiTrainerPlans } from "~/lib/ai-trainer-plan-schema";

/** Prices in US dollars per month unless stated. */
export const aiTrainerPlansSeed: AiTrainerPlans = {
  individual: {
    free: { monthlyPrice: 0, conversations: 50 },
    basic: { monthlyPrice: 15, conversations: 500 },
    premium: { monthlyPrice: 40, conversations: 1000 },
  },
  annualDiscountPercent: 10,
  overagePerConversation: 0.02,
  addOns: {
    "specialized-support": { monthlyPrice: 5 },
    "integration-discounts": { monthlyPrice: 5 },
  },
  team: {
    "team-basic": {
      minUsers: 5,
      conversationsPerUser: 500,
      bands: [
        { minUsers: 5, maxUsers: 10, pricePerUser: 12 },
        { minUsers: 11, maxUsers: 20, pricePerUser: 10 },
        { minUsers: 21, maxUsers: null, pricePerUser: 8 },
      ],
    },
    "team-pro": {
      minUsers: 1,
      conversationsPerUser: 1000,
      bands: [
        { minUsers: 1, maxUsers: 10, pricePerUser: 35 },
        { minUsers: 11, maxUsers: 20, pricePerUser: 30 },
        { minUsers: 21, maxUsers: null, pricePerUser: 25 },
      ],
    },
    "team-enterprise": { minUsers: 1, conversationsPerUser: null, bands: null },
  },
  teamAddOnMonthlyPrice: 5,
};

/** The offer for upgrading within 48 hours of free access, with no end date. */
export const aiTrainerOfferSeed: AiTrainerOffer = { hours: 48, endsAt: null };
