import Bot from "lucide-react/icons/bot";
import FileText from "lucide-react/icons/file-text";
import MessagesSquare from "lucide-react/icons/messages-square";
import Palette from "lucide-react/icons/palette";
import Search from "lucide-react/icons/search";
import Workflow from "lucide-react/icons/workflow";
import Zap from "lucide-react/icons/zap";
import Clock from "lucide-react/icons/clock";
import Gift from "lucide-react/icons/gift";
import Users from "lucide-react/icons/users";

import type { CatalogItem, IconItem, LinkedChoice } from "./types";

export const AI_TOOLS_SUCCESS = {
  title: "Thank you for your submission!",
  description: "You will receive access to our full AI tools catalog shortly.",
} as const;

/** When the site sends no e-mail (mail not configured), nothing is promised to the inbox. */
export const AI_TOOLS_SUCCESS_WITHOUT_EMAIL = {
  title: "Thank you for your submission!",
  description: "Your request for the AI tools catalog has been received.",
} as const;

export const aiTools: readonly CatalogItem[] = [
  {
    id: "content-generator",
    title: "AI Content Generator",
    audience: "Marketers",
    description:
      "Blog posts, social captions and email copy in your brand voice, drafted from a one-line brief.",
    icon: FileText,
  },
  {
    id: "sales-script-optimizer",
    title: "Sales Script Optimizer",
    audience: "Sales Teams",
    description:
      "Paste your call script and get a sharper version with stronger openers and answers to common objections.",
    icon: MessagesSquare,
  },
  {
    id: "customer-service-chatbot",
    title: "Customer Service Chatbot",
    audience: "Support Teams",
    description:
      "A chatbot trained on your help articles that answers routine questions and hands the rest to your team.",
    icon: Bot,
  },
  {
    id: "operations-workflow-automator",
    title: "Operations Workflow Automator",
    audience: "Operations",
    description:
      "Describe a manual process and get a step-by-step automation plan for your CRM and everyday tools.",
    icon: Workflow,
  },
  {
    id: "website-design-assistant",
    title: "Website Design Assistant",
    audience: "Designers & Developers",
    description:
      "Page layouts, section copy and conversion tips for landing pages, generated from your goals.",
    icon: Palette,
  },
  {
    id: "discovery-question-generator",
    title: "Discovery Question Generator",
    audience: "All Users",
    description:
      "Tailored discovery questions for any prospect, industry or role, ready before your next call.",
    icon: Search,
  },
];

/** Try Now names its tool in the access form. */
export const aiToolChoice: LinkedChoice = {
  query: "tool",
  field: "tool",
  label: "Selected tool",
  items: aiTools,
};

export const aiToolsBenefits: readonly IconItem[] = [
  {
    title: "Save Hours Every Week",
    description:
      "Hand first drafts, summaries and research to AI and spend your time on decisions.",
    icon: Clock,
  },
  {
    title: "Built for Your Role",
    description:
      "Each tool is tuned for a real job: marketing, sales, support, operations or design.",
    icon: Users,
  },
  {
    title: "Results on Day One",
    description: "No setup projects or training courses: open a tool and get a useful answer.",
    icon: Zap,
  },
  {
    title: "Free to Use",
    description: "Every tool in the catalog is free. No credit card, no trial that runs out.",
    icon: Gift,
  },
];

/** What the access request brings, listed beside the form. */
export const aiToolsAccessPerks = [
  "Access to all six featured tools and the full catalog",
  "The tools for your role highlighted first",
  "New tools by e-mail as we add them",
  "Free to use: no credit card, no expiry",
] as const;
