import { site } from "~/config/site";
import { type Tier, tierTitles } from "~/content/onboarding-options";

/** The onboarding advisor: five questions, each answer scoring the three onboarding tiers. */

export type TierScores = Record<Tier, number>;

export const advisorQuestionIds = [
  "hubspot_experience",
  "timeline",
  "customization",
  "ai_interest",
  "team_size",
] as const;
export type AdvisorQuestionId = (typeof advisorQuestionIds)[number];

export interface AdvisorOption {
  value: string;
  label: string;
  tierScore: TierScores;
}

export interface AdvisorQuestion {
  id: AdvisorQuestionId;
  text: string;
  options: readonly AdvisorOption[];
}

const score = (basic: number, advanced: number, intelligent: number): TierScores => ({
  basic,
  advanced,
  intelligent,
});

export const advisorQuestions: readonly AdvisorQuestion[] = [
  {
    id: "hubspot_experience",
    text: `How experienced is your team with ${site.crm}?`,
    options: [
      {
        value: "experienced",
        label: `Experienced: we already run ${site.crm} day to day`,
        tierScore: score(3, 1, 0),
      },
      {
        value: "moderate",
        label: "Moderate: we know the basics but not the advanced tools",
        tierScore: score(2, 2, 1),
      },
      {
        value: "novice",
        label: `Novice: we are new to ${site.crm}`,
        tierScore: score(0, 3, 2),
      },
    ],
  },
  {
    id: "timeline",
    text: "How soon do you need to be up and running?",
    options: [
      { value: "relaxed", label: "Relaxed: no hard deadline", tierScore: score(3, 1, 0) },
      { value: "standard", label: "Standard: within 1 to 2 months", tierScore: score(1, 3, 1) },
      { value: "urgent", label: "Urgent: as soon as possible", tierScore: score(0, 2, 3) },
    ],
  },
  {
    id: "customization",
    text: "How much customization does your setup need?",
    options: [
      {
        value: "minimal",
        label: "Minimal: the standard setup works for us",
        tierScore: score(3, 1, 0),
      },
      {
        value: "moderate",
        label: "Moderate: custom properties, pipelines and some workflows",
        tierScore: score(1, 3, 1),
      },
      {
        value: "extensive",
        label: "Extensive: complex automation, objects and integrations",
        tierScore: score(0, 2, 3),
      },
    ],
  },
  {
    id: "ai_interest",
    text: "How important are AI tools to your team?",
    options: [
      { value: "no", label: "Not a priority right now", tierScore: score(3, 2, 0) },
      {
        value: "curious",
        label: "Curious: we would like to explore AI",
        tierScore: score(1, 3, 1),
      },
      {
        value: "essential",
        label: "Essential: AI is core to how we want to work",
        tierScore: score(0, 1, 3),
      },
    ],
  },
  {
    id: "team_size",
    text: `How many people will use ${site.crm}?`,
    options: [
      { value: "small", label: "Small (1-5 users)", tierScore: score(3, 1, 0) },
      { value: "medium", label: "Medium (6-20 users)", tierScore: score(1, 3, 1) },
      { value: "large", label: "Large (20+ users)", tierScore: score(0, 1, 3) },
    ],
  },
];

export interface OnboardingTierDescription {
  name: string;
  title: string;
  description: string;
  keyPoints: readonly string[];
  recommendedFor: readonly string[];
}

export const onboardingTierDescriptions: Record<Tier, OnboardingTierDescription> = {
  basic: {
    name: "Basic",
    title: `${tierTitles.basic} Onboarding`,
    description: `A guided, do-it-yourself onboarding: our specialists set up the foundations of ${site.crm} and show your team how to build the rest with confidence.`,
    keyPoints: [
      "Portal setup, users, teams and permissions",
      "Core properties, pipelines and deal stages",
      "Data import and clean-up guidance",
      "Live training sessions and recorded walkthroughs",
    ],
    recommendedFor: [
      `Teams already comfortable in ${site.crm}`,
      "Small teams with standard processes",
      "Projects without a hard deadline",
    ],
  },
  advanced: {
    name: "Advanced",
    title: `${tierTitles.advanced} Onboarding`,
    description: `Done for you: our team configures ${site.crm} around your processes, migrates your data and builds the automation, then trains your people on a finished system.`,
    keyPoints: [
      "Custom properties, pipelines and objects built for you",
      "Workflows, sequences and lead routing automated",
      "Data migration from your current tools",
      "Dashboards and reports for every team",
    ],
    recommendedFor: [
      `Teams new to ${site.crm} or switching from another CRM`,
      "Growing teams that need custom processes",
      "A go-live within one to two months",
    ],
  },
  intelligent: {
    name: "Intelligent",
    title: `${tierTitles.intelligent} Onboarding`,
    description: `Everything in Advanced, plus AI built into your revenue engine: AI agents, predictive scoring and automation that keeps learning, live on an accelerated timeline.`,
    keyPoints: [
      "Everything in Advanced (DFY) onboarding",
      "AI agents for prospecting, service and reporting",
      "Predictive lead scoring and forecasting",
      "Complex integrations and an accelerated timeline",
    ],
    recommendedFor: [
      "Large teams with complex, multi-team processes",
      "Companies that see AI as core to how they sell",
      "Urgent launches that cannot slip",
    ],
  },
};
