/**
 * Today's lead list packages: the seed of the owner-edited item (app/lib/content-kinds.ts).
 * Pages render the published item and hand it to their islands as props; islands never import
 * these.
 */
import type { LeadLists } from "~/lib/lead-lists-schema";

/** Prices in US dollars for a list of LEADS_PER_LIST leads (./lead-list-terms.ts). */
export const leadListsSeed: LeadLists = {
  basic: {
    name: "Basic",
    price: 500,
    description: "A clean, verified list to start outreach this week.",
    features: ["Company names", "Contact info", "Basic company details"],
    popular: false,
  },
  standard: {
    name: "Standard",
    price: 1000,
    description: "Know who is already researching a solution like yours.",
    features: [
      "Company names",
      "Contact info",
      "Basic company details",
      "Intent-to-buy data",
      "Engagement history",
    ],
    popular: true,
  },
  premium: {
    name: "Premium",
    price: 1500,
    description: "Everything your reps need to open with a relevant first call.",
    features: [
      "Company names",
      "Contact info",
      "Intent data",
      "Tech stack data",
      "Decision-maker insights",
    ],
    popular: false,
  },
};
