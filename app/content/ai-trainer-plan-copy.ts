/**
 * Today's copy of the AI trainer plans: the seed of the owner-edited item
 * (app/lib/content-kinds.ts). Pages render the published item and hand it to their islands as
 * props; islands import the plans' names from ./ai-trainer-plans.ts, never this.
 */
import type { AiTrainerPlanCopy } from "~/lib/ai-trainer-plan-copy-schema";

export const aiTrainerPlanCopySeed: AiTrainerPlanCopy = {
  individual: {
    free: {
      description: "Try the trainer on your own questions before you commit.",
      features: [
        "Instant answers on software features and best practices",
        "Step-by-step setup walkthroughs",
        "Learns from your thumbs-up and thumbs-down feedback",
      ],
      support: "Help-center and email support",
      badge: null,
    },
    basic: {
      description: "For the everyday user who wants answers without searching help docs.",
      features: [
        "Everything in Free",
        "Onboarding agents for mapping, workflows, setup and integrations",
        "Saved conversation history",
        "Resource hub with guides and templates",
      ],
      support: "Priority email support",
      badge: "Most Popular",
    },
    premium: {
      description: "For power users, admins and consultants who live in their software.",
      features: [
        "Everything in Basic",
        "Advanced automation and reporting guidance",
        "Tool-integration playbooks",
        "Access to the talent marketplace for hands-on help",
      ],
      support: "Priority support with a 1-business-day response",
      badge: null,
    },
  },
  team: {
    "team-basic": {
      description: "Get a whole team productive on the same tools, fast.",
      features: [
        "Everything in Basic for every user",
        "Shared team workspace and answer library",
        "Central billing for the team",
      ],
      support: "Priority email support",
      badge: null,
    },
    "team-pro": {
      description: "For revenue teams that run their process inside their software.",
      features: [
        "Everything in Premium for every user",
        "Role-based access",
        "Team adoption insights",
        "Custom onboarding playbooks",
      ],
      support: "Priority support with a named success contact",
      badge: "Best Value",
    },
    "team-enterprise": {
      description: "For larger organisations with their own processes, security reviews and scale.",
      features: [
        "Everything in Team Pro",
        "Agents trained on your own processes and documentation",
        "Security review and custom terms",
      ],
      badge: null,
    },
  },
  addOns: {
    "specialized-support": {
      description: "An extra specialist agent for one more tool or topic, such as billing or CPQ.",
    },
    "integration-discounts": {
      description: "Member discounts on popular integrations and apps for your stack.",
    },
  },
  teamAddOns: {
    "specialized-support": {
      description: "A specialist agent for one more tool or topic, for the whole team.",
    },
    "integration-discounts": {
      description: "Member discounts on popular integrations and apps, for the whole team.",
    },
  },
};
