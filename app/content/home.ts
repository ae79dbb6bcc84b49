import {
  Briefcase,
  Cloud,
  Factory,
  GraduationCap,
  HeartPulse,
  type LucideIcon,
  ShoppingCart,
} from "lucide-react";

import { site } from "~/config/site";
import type { CounterFormat } from "~/lib/counters";

/* ---------- Hero ---------- */

export const heroCopy = {
  eyebrow: "AI-powered growth for revenue teams",
  intro: `${site.brand} gets your team live on ${site.crm} and the tools around it, automates the busywork and trains your people with AI, so revenue grows while adoption takes care of itself.`,
  primaryAction: "Explore Services",
  secondaryAction: "Book a Consultation",
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

/* ---------- AI trainer promo ---------- */

export const trainerPromo = {
  eyebrow: `${site.brand} AI Trainer`,
  intro: `Instant, step-by-step answers about ${site.crm} and your sales software, any time of day. New hires ramp faster, veterans discover features they never knew existed, and nobody waits for a support ticket again.`,
  features: [
    "Instant answers, 24/7, in plain language",
    "Onboarding agents for mapping, workflows, setup and integrations",
    "Learns from your team's feedback to get sharper every week",
    "30-day money-back guarantee",
  ],
  action: "Start Free Demo",
  chat: {
    question: "How do I set up a deal stage that notifies my manager?",
    answer:
      "Open Settings → Objects → Deals → Pipelines, edit the stage, then add a workflow: trigger “Deal stage is Contract Sent”, action “Send internal email”. Want me to walk you through it step by step?",
  },
} as const;

/* ---------- Testimonials ---------- */

export interface HomeTestimonial {
  id: string;
  content: string;
  author: string;
  position: string;
  company: string;
}

export const testimonials: readonly HomeTestimonial[] = [
  {
    id: "brightpath",
    content: `${site.brand} had our whole sales team live on ${site.crm} in three weeks. Pipeline visibility went from guesswork to a dashboard our board actually trusts.`,
    author: "Sarah Mitchell",
    position: "VP of Sales",
    company: "BrightPath Software",
  },
  {
    id: "northwind",
    content:
      "The RevOps engagement paid for itself in the first quarter. Marketing and sales finally agree on what a qualified lead is, and our close rate shows it.",
    author: "David Chen",
    position: "Chief Revenue Officer",
    company: "Northwind Logistics",
  },
  {
    id: "lumen",
    content:
      "Our new reps ask the AI Trainer instead of interrupting senior staff. Ramp time dropped from two months to under four weeks.",
    author: "Priya Raman",
    position: "Head of Enablement",
    company: "Lumen Health",
  },
  {
    id: "atlas",
    content:
      "They migrated forty pages of our old site without losing a single ranking, and the redesign doubled our demo requests within a month.",
    author: "Marcus Johnson",
    position: "Marketing Director",
    company: "Atlas Manufacturing",
  },
  {
    id: "crestview",
    content:
      "The pitch deck they built helped us close our largest enterprise deal to date. Clear story, beautiful design, delivered ahead of schedule.",
    author: "Elena Rodriguez",
    position: "Founder & CEO",
    company: "Crestview Consulting",
  },
  {
    id: "summit",
    content:
      "Qualified leads with real buying intent, delivered straight into our CRM. Our SDRs spend their day talking to prospects instead of researching them.",
    author: "James O'Connor",
    position: "Sales Development Manager",
    company: "Summit Commerce",
  },
  {
    id: "keystone",
    content:
      "From scoping to launch, the app development team was transparent and fast. Our field technicians adopted the new app in days, not months.",
    author: "Aisha Patel",
    position: "Director of Operations",
    company: "Keystone Education Group",
  },
];

export const CAROUSEL_INTERVAL_MS = 8000;

/* ---------- Free guide ---------- */

export const freeGuide = {
  eyebrow: "Free guide",
  title: "The AI Adoption Quick-Start Guide for Revenue Teams",
  intro:
    "A practical, no-fluff playbook: where AI pays off first in sales, marketing and operations, a 30-day rollout plan, ready-to-use prompts and the metrics that prove it is working.",
  highlights: [
    "The five highest-ROI AI use cases for revenue teams",
    "A week-by-week 30-day rollout plan",
    "Copy-and-paste prompts for reps, marketers and ops",
    "A scorecard to measure adoption and impact",
  ],
  submitLabel: "Get the Free Guide",
  busyLabel: "Processing...",
  successTitle: "Thank You!",
  successText: "Your guide is ready. Download it now, and check your inbox for a copy.",
  downloadLabel: "Download Now",
  downloadHref: "/guides/ai-adoption-quick-start-guide.html",
  downloadFileName: `${site.brandSlug}-ai-adoption-quick-start-guide.html`,
  /** The observed simulated wait before the success view. */
  processingMs: 1500,
  /** How long the success view stays before the empty form returns. */
  successDisplayMs: 5000,
} as const;
