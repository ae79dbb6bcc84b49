import type { LucideIcon } from "lucide-react";
import Briefcase from "lucide-react/icons/briefcase";
import Headphones from "lucide-react/icons/headphones";
import Megaphone from "lucide-react/icons/megaphone";
import Settings2 from "lucide-react/icons/settings-2";

import { site } from "~/config/site";
import type { promptGuideRoles } from "~/lib/lead-options";

export const PROMPT_GUIDE_SUCCESS = {
  title: "Success! Your guide is on its way to your inbox.",
} as const;

/** When the site sends no e-mail (mail not configured), nothing is promised to the inbox. */
export const PROMPT_GUIDE_SUCCESS_WITHOUT_EMAIL = {
  title: "Success! Your request has been received.",
} as const;

export interface PromptGuideRole {
  role: (typeof promptGuideRoles)[number]["value"];
  title: string;
  description: string;
  examples: readonly string[];
  icon: LucideIcon;
}

/** Who the guide is for, one card per role of the download form. */
export const promptGuideAudiences: readonly PromptGuideRole[] = [
  {
    role: "marketer",
    title: "Marketers",
    description: "Plan campaigns, write on-brand copy and turn reports into next steps in minutes.",
    examples: ["Campaign briefs", "Email and ad copy", "Persona research"],
    icon: Megaphone,
  },
  {
    role: "salesperson",
    title: "Salespeople",
    description:
      "Research accounts, personalise outreach and prepare for every call with confidence.",
    examples: ["Account research", "Follow-up emails", "Objection handling"],
    icon: Briefcase,
  },
  {
    role: "customerService",
    title: "Customer Service Reps",
    description:
      "Answer faster, keep the tone right and turn recurring questions into help articles.",
    examples: ["Reply drafts", "Ticket summaries", "Knowledge-base articles"],
    icon: Headphones,
  },
  {
    role: "operations",
    title: "Operations Managers",
    description: "Document processes, design workflows and get clear answers from messy data.",
    examples: ["Process documentation", "Workflow design", "Report analysis"],
    icon: Settings2,
  },
];

export interface PromptTopic {
  id: string;
  title: string;
  summary: string;
  prompts: readonly string[];
}

/** The four chapters of the guide, each with a sample of its prompts. */
export const promptTopics: readonly PromptTopic[] = [
  {
    id: "marketing-automation",
    title: "Marketing Automation",
    summary:
      "Prompts that plan nurture sequences, segment lists and write the emails your workflows send.",
    prompts: [
      "Draft a five-email nurture sequence for trial sign-ups who have not logged in after three days.",
      "Suggest lead-scoring criteria for a B2B software company selling to mid-size manufacturers.",
      "Rewrite this newsletter intro in three tones: friendly, expert and urgent.",
    ],
  },
  {
    id: "sales-crm",
    title: "Sales CRM",
    summary: `Prompts that keep your ${site.crm} pipeline clean, prepare calls and speed up follow-ups.`,
    prompts: [
      "Summarise these call notes into next steps, owner and due date for the deal record.",
      "List ten discovery questions for a first call with a VP of Operations at a logistics firm.",
      "Write a follow-up email that recaps our demo and proposes two meeting times.",
    ],
  },
  {
    id: "customer-service-tools",
    title: "Customer Service Tools",
    summary:
      "Prompts that draft empathetic replies, summarise long tickets and build your knowledge base.",
    prompts: [
      "Draft a reply to this frustrated customer that apologises, explains the fix and sets expectations.",
      "Summarise this ticket thread in three bullet points for the engineer taking it over.",
      "Turn these five similar tickets into a step-by-step help-centre article.",
    ],
  },
  {
    id: "operations-management",
    title: "Operations Management",
    summary:
      "Prompts that map processes, write SOPs and turn spreadsheets into decisions you can act on.",
    prompts: [
      "Write a standard operating procedure for onboarding a new client, with owners for each step.",
      "Find the bottlenecks in this order-to-cash process description and suggest automations.",
      "Explain the three biggest changes in this month's KPI report and what might cause them.",
    ],
  },
];

export interface PromptTip {
  title: string;
  description: string;
}

export const promptTips: readonly PromptTip[] = [
  {
    title: "Be Specific",
    description:
      "Name the audience, the format, the length and the goal. A precise request gets a usable first draft instead of a generic one.",
  },
  {
    title: "Use Context",
    description:
      "Give the AI what you know: your product, your customer, past results and examples of what good looks like.",
  },
  {
    title: "Experiment",
    description:
      "Ask for variations, change the tone, add constraints. The second or third version is often the one you send.",
  },
];

/** The worked example under the tips: a weak prompt and the same request done well. */
export const examplePrompt = {
  role: "Marketer",
  weak: "Write an email about our webinar.",
  strong:
    "You are a B2B email marketer. Write a 120-word invitation to our webinar “Automate Your Sales Follow-Up” for operations managers at companies with 50–200 employees who downloaded our CRM checklist last month. Lead with the time they will save, include one customer result, end with a single Register Now call to action, and suggest three subject lines under 45 characters.",
} as const;

/** What arrives in the inbox, listed beside the download form. */
export const guideContents = [
  "Ready-to-use prompts for each role, sorted by task",
  "Four chapters: marketing, sales, service and operations",
  "A fill-in-the-blanks template for writing your own prompts",
  "Before-and-after examples that show what changes the answer",
] as const;
