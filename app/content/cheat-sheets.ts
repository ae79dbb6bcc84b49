import BarChart3 from "lucide-react/icons/chart-column";
import Bot from "lucide-react/icons/bot";
import Filter from "lucide-react/icons/funnel";
import Globe from "lucide-react/icons/globe";
import Headphones from "lucide-react/icons/headphones";
import MailCheck from "lucide-react/icons/mail-check";

import { site } from "~/config/site";

import type { CatalogItem, LinkedChoice } from "./types";

export const CHEAT_SHEETS_SUCCESS = {
  title: "Thank you for your submission!",
  description: "You will receive access to our Software Cheat Sheets shortly.",
} as const;

/** When the site sends no e-mail (mail not configured), nothing is promised to the inbox. */
export const CHEAT_SHEETS_SUCCESS_WITHOUT_EMAIL = {
  title: "Thank you for your submission!",
  description: "Your request for the Software Cheat Sheets has been received.",
} as const;

export interface CheatSheet extends CatalogItem {
  highlights: readonly string[];
}

export const cheatSheets: readonly CheatSheet[] = [
  {
    id: "marketing-automation",
    title: "Marketing Automation Cheat Sheet",
    audience: "Marketers",
    description: "Set up workflows, segments and nurture emails without the guesswork.",
    highlights: ["Workflow triggers that work", "List segmentation recipes", "Lead-scoring basics"],
    icon: MailCheck,
  },
  {
    id: "sales-pipeline",
    title: "Sales Pipeline Cheat Sheet",
    audience: "Sales Teams",
    description: `Deal stages, tasks and views that keep your ${site.crm} pipeline honest.`,
    highlights: ["Deal stage definitions", "Daily pipeline routine", "Forecasting shortcuts"],
    icon: Filter,
  },
  {
    id: "customer-support",
    title: "Customer Support Cheat Sheet",
    audience: "Support Teams",
    description: "Tickets, inboxes and help articles organised so nothing slips through.",
    highlights: ["Ticket routing rules", "Saved reply library", "Service-level tracking"],
    icon: Headphones,
  },
  {
    id: "operations-dashboard",
    title: "Operations Dashboard Cheat Sheet",
    audience: "Operations",
    description: "The reports and dashboards that show how your revenue engine is running.",
    highlights: ["Must-have KPIs", "Dashboard layouts", "Data hygiene checklist"],
    icon: BarChart3,
  },
  {
    id: "website-optimization",
    title: "Website Optimization Cheat Sheet",
    audience: "Designers & Developers",
    description: "Speed, search and conversion fixes for the pages that bring in leads.",
    highlights: ["Page speed quick wins", "On-page search checklist", "Form conversion tips"],
    icon: Globe,
  },
  {
    id: "ai-tools",
    title: "AI Tools Cheat Sheet",
    audience: "All Users",
    description: "Where AI already saves time in your software, and the prompts to use there.",
    highlights: ["Built-in AI features", "Prompt patterns by role", "Safe-use guidelines"],
    icon: Bot,
  },
];

/** View Cheat Sheet names its sheet in the access form. */
export const cheatSheetChoice: LinkedChoice<CheatSheet> = {
  query: "sheet",
  field: "cheatSheet",
  label: "Selected cheat sheet",
  items: cheatSheets,
};

/** What the access request brings, listed beside the form. */
export const cheatSheetPerks = [
  "The cheat sheet you picked, plus the whole library",
  "One printable page per topic",
  "Updated when the software changes",
  "Free, with no strings attached",
] as const;
