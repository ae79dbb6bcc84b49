import type { LucideIcon } from "lucide-react";
import Briefcase from "lucide-react/icons/briefcase";
import Cloud from "lucide-react/icons/cloud";
import Factory from "lucide-react/icons/factory";
import GraduationCap from "lucide-react/icons/graduation-cap";
import HeartPulse from "lucide-react/icons/heart-pulse";
import ShoppingCart from "lucide-react/icons/shopping-cart";

import { site } from "~/config/site";
import type { CounterFormat } from "~/lib/counters";

/**
 * Copy and data of the home page's first screen: the hero and its interactive demo. Kept apart
 * from the sections below (content/home.ts), which load later, so the first download stays small.
 */

/* ---------- Hero ---------- */

export const heroCopy = {
  eyebrow: "AI-powered growth for revenue teams",
  intro: `${site.brand} gets your team live on ${site.crm} and the tools around it, automates the busywork and trains your people with AI, so revenue grows while adoption takes care of itself.`,
  primaryAction: "Explore Services",
  secondaryAction: "Book Consultation",
  proofPoints: [
    "Live in weeks, not quarters",
    "Certified onboarding specialists",
    "AI coaching 24/7",
  ],
} as const;

/* ---------- Hero demo ---------- */

/**
 * Storage key that keeps the hero demo dark whatever the site theme. Its name comes from the
 * product's earlier name and is kept so returning visitors' stored value still applies.
 */
export const DEMO_THEME_STORAGE_KEY = "hubai-theme";

export const demoCopy = {
  caption: "Interactive AI Demo - Click to Explore",
  captionForIndustry: (industry: string) => `${industry} Solutions Ready`,
  pickerLabel: "Choose your industry",
  closingTitle: "Ready to Transform Your Business?",
  closingDefault:
    "Pick your industry above to see what teams like yours achieve when AI does the heavy lifting.",
  closingForIndustry: (industry: string, efficiency: string) =>
    `Leaders in ${industry} increased efficiency by ${efficiency} after putting AI to work across sales, marketing and operations.`,
  closingAction: "Talk to an Expert",
} as const;

export const demoTabs = [
  { value: "network", label: "AI Network" },
  { value: "roi", label: "ROI Calculator" },
  { value: "metrics", label: "Live Results" },
] as const;

export type DemoTab = (typeof demoTabs)[number]["value"];
export const DEFAULT_DEMO_TAB: DemoTab = "network";

export interface IndustryMetrics {
  /** Percentage strings exactly as shown, e.g. "40%". */
  efficiency: string;
  growth: string;
  satisfaction: string;
}

export interface Industry {
  id: string;
  name: string;
  icon: LucideIcon;
  /** Tailwind gradient stops for the industry's badge. */
  colour: string;
  metrics: IndustryMetrics;
}

export const industries: readonly Industry[] = [
  {
    id: "saas",
    name: "SaaS",
    icon: Cloud,
    colour: "from-purple-600 to-violet-500",
    metrics: { efficiency: "40%", growth: "25%", satisfaction: "89%" },
  },
  {
    id: "ecommerce",
    name: "E-commerce",
    icon: ShoppingCart,
    colour: "from-cyan-600 to-sky-500",
    metrics: { efficiency: "35%", growth: "30%", satisfaction: "92%" },
  },
  {
    id: "healthcare",
    name: "Healthcare",
    icon: HeartPulse,
    colour: "from-rose-600 to-pink-500",
    metrics: { efficiency: "45%", growth: "20%", satisfaction: "95%" },
  },
  {
    id: "consulting",
    name: "Consulting",
    icon: Briefcase,
    colour: "from-amber-600 to-orange-500",
    metrics: { efficiency: "50%", growth: "35%", satisfaction: "88%" },
  },
  {
    id: "manufacturing",
    name: "Manufacturing",
    icon: Factory,
    colour: "from-emerald-600 to-teal-500",
    metrics: { efficiency: "38%", growth: "22%", satisfaction: "85%" },
  },
  {
    id: "education",
    name: "Education",
    icon: GraduationCap,
    colour: "from-indigo-600 to-blue-500",
    metrics: { efficiency: "42%", growth: "28%", satisfaction: "91%" },
  },
];

export const industryMetricLabels: Record<keyof IndustryMetrics, string> = {
  efficiency: "Efficiency gain",
  growth: "Revenue growth",
  satisfaction: "Satisfaction",
};

/* AI Network graph: a 400 × 300 canvas, the core in the middle. */

export type NetworkNodeType = "core" | "sales" | "marketing" | "operations";

export interface NetworkNode {
  id: string;
  /** What the node stands for, read out with its label. */
  name: string;
  x: number;
  y: number;
  type: NetworkNodeType;
}

export const networkNodes: readonly NetworkNode[] = [
  { id: "core", name: "AI core", x: 200, y: 150, type: "core" },
  { id: "sales-pipeline", name: "Pipeline", x: 75, y: 78, type: "sales" },
  { id: "sales-forecast", name: "Forecasting", x: 325, y: 78, type: "sales" },
  { id: "sales-outreach", name: "Outreach", x: 269, y: 254, type: "sales" },
  { id: "marketing-campaigns", name: "Campaigns", x: 200, y: 35, type: "marketing" },
  { id: "marketing-content", name: "Content", x: 44, y: 176, type: "marketing" },
  { id: "operations-workflows", name: "Workflows", x: 131, y: 254, type: "operations" },
  { id: "operations-data", name: "Data quality", x: 356, y: 176, type: "operations" },
];

export const networkLinks: readonly (readonly [string, string])[] = [
  ["core", "sales-pipeline"],
  ["core", "sales-forecast"],
  ["core", "sales-outreach"],
  ["core", "marketing-campaigns"],
  ["core", "marketing-content"],
  ["core", "operations-workflows"],
  ["core", "operations-data"],
  ["sales-pipeline", "marketing-campaigns"],
  ["marketing-content", "operations-workflows"],
  ["sales-forecast", "operations-data"],
];

export const networkLabels: Record<NetworkNodeType, string> = {
  core: `${site.brand} AI Core`,
  sales: "Sales Optimization",
  marketing: "Marketing Intelligence",
  operations: "Operations Automation",
};

export const networkDescriptions: Record<NetworkNodeType, string> = {
  core: "One AI layer connecting every team, tool and record in your CRM.",
  sales: "Scores deals, drafts follow-ups and flags stalled pipeline before it slips.",
  marketing: "Segments audiences, personalises campaigns and hands sales the warmest leads.",
  operations: "Automates hand-offs, keeps data clean and reports without spreadsheets.",
};

export const networkHint =
  "Hover over or tab to a node to see how AI connects sales, marketing and operations.";

/* Live Results */

export interface Counter {
  id: string;
  label: string;
  target: number;
  format: CounterFormat;
}

export const counters: readonly Counter[] = [
  { id: "revenue", label: "Revenue generated", target: 2_400_000, format: "compact-usd" },
  { id: "clients", label: "Clients served", target: 150, format: "number" },
  { id: "efficiency", label: "Average efficiency gain", target: 42, format: "percent" },
  { id: "satisfaction", label: "Client satisfaction", target: 96, format: "percent" },
];

export const staticTiles = [
  { id: "users", label: "Users", value: "2.4k" },
  { id: "success", label: "Success", value: "98%" },
] as const;
