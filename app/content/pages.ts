// Relative imports: this module is also loaded by the build config, which has no "~" alias.
import { site } from "../config/site";

/**
 * The route table: one entry per page. The first path is canonical; the others are aliases
 * that render the same page and point their canonical link at the first path.
 */
export interface PageEntry {
  id: string;
  paths: readonly [string, ...string[]];
  title: string;
  description: string;
  /** Shown in the site map, footer and index pages. */
  group: "main" | "service" | "pricing" | "resource" | "legal";
}

const { brandSlug: brand, crmSlug: crm, brand: brandName, crm: crmName } = site;

export const pages = [
  {
    id: "home",
    paths: ["/"],
    title: `${brandName} — Grow revenue with instant software adoption by AI`,
    description: `${brandName} onboards teams onto ${crmName}, runs revenue operations, builds websites, decks and apps, finds qualified leads and trains your team with AI.`,
    group: "main",
  },
  {
    id: "ai-trainer",
    paths: [`/${brand}-ai-trainer`],
    title: `${brandName} AI Trainer — an AI coach for your CRM and sales software`,
    description: `The ${brandName} AI Trainer answers your team's software questions instantly, 24/7, with onboarding agents for mapping, workflows, setup and integrations.`,
    group: "main",
  },
  {
    id: "ai-trainer-support",
    paths: [`/${brand}-ai-trainer-support`],
    title: `${brandName} AI Trainer — plans and pricing`,
    description: `Individual and team plans for the ${brandName} AI Trainer: start free, upgrade when you need more conversations, with a 30-day money-back guarantee.`,
    group: "main",
  },
  {
    id: "software-reps",
    paths: ["/software-reps", `/${crm}-reps`],
    title: `Software reps: onboarding pricing and calculator | ${brandName}`,
    description: `Close more deals and maximise MRR: sales resources, ${crmName} onboarding pricing, an onboarding cost calculator with quote export, and an onboarding advisor.`,
    group: "main",
  },
  {
    id: "sales-resources",
    paths: ["/sales-resources"],
    title: `Sales resources for partner reps | ${brandName}`,
    description: `Request email templates, sequences, onboarding one-pagers, checklists and GPT sales prompts, sent to your inbox by ${brandName}.`,
    group: "resource",
  },
  {
    id: "software-onboarding",
    paths: ["/services/software-onboarding", `/services/${crm}-onboarding`],
    title: `Software onboarding services | ${brandName}`,
    description: `Basic, Advanced and IntellAGENT onboarding packages for ${crmName} and your sales stack, with Bronze, Silver and Gold support and website page migration.`,
    group: "service",
  },
  {
    id: "software-onboarding-pricing",
    paths: ["/pricing/software-onboarding", `/pricing/${crm}-onboarding`],
    title: `Software onboarding pricing | ${brandName}`,
    description: `Onboarding packages and support tiers with the full ${crmName} onboarding price tables for Professional and Enterprise.`,
    group: "pricing",
  },
  {
    id: "website-services",
    paths: ["/services/website-services"],
    title: `Website services — migration and redesign | ${brandName}`,
    description: `Website migration and redesign by ${brandName}: fast, search-ready sites on your CRM's platform, priced per page.`,
    group: "service",
  },
  {
    id: "website-design-pricing",
    paths: ["/pricing/website-design"],
    title: `Website design pricing — per-page migration and redesign | ${brandName}`,
    description: `Transparent per-page prices for website migration and redesign, with volume tiers and an instant page-count estimate.`,
    group: "pricing",
  },
  {
    id: "custom-presentations",
    paths: ["/services/custom-presentations"],
    title: `Custom presentation design | ${brandName}`,
    description: `Pitch decks and sales presentations designed for you, priced per slide, with a live estimate and a free quote.`,
    group: "service",
  },
  {
    id: "lead-generation",
    paths: ["/services/lead-generation"],
    title: `Lead generation with buyer-intent data | ${brandName}`,
    description: `Lists of 100 qualified leads with contact details, intent data, tech stacks and decision-maker insights, delivered in 3-5 business days.`,
    group: "service",
  },
  {
    id: "app-development",
    paths: ["/services/app-development"],
    title: `Custom app development — mobile, web and enterprise | ${brandName}`,
    description: `Mobile apps, web apps and enterprise solutions built around your processes, from consultation to deployment and support.`,
    group: "service",
  },
  {
    id: "revops-consulting",
    paths: ["/services/revops-consulting", "/pricing/revops-consulting"],
    title: `Revenue operations (RevOps) consulting | ${brandName}`,
    description: `Monthly RevOps consulting packages that smash silos between marketing, sales and service, turbocharge your tools and lock in revenue.`,
    group: "service",
  },
  {
    id: "prompt-guide",
    paths: ["/resources/hubai-prompt-guide", `/resources/${brand}-ai-trainer-prompt-guide`],
    title: `Free AI trainer prompt guide | ${brandName}`,
    description: `A free guide of ready-to-use AI prompts for marketers, salespeople, customer service reps and operations managers.`,
    group: "resource",
  },
  {
    id: "software-advisory",
    paths: ["/resources/software-advisory", `/resources/${crm}-advisory`],
    title: `Free software advisory call | ${brandName}`,
    description: `A free 30-minute call with a ${brandName} specialist: we assess your setup, recommend what to use and answer your questions, with no sales pressure.`,
    group: "resource",
  },
  {
    id: "ai-tools",
    paths: ["/resources/ai-tools"],
    title: `Free AI tools for every team | ${brandName}`,
    description: `Content generation, sales script optimisation, support chatbots, workflow automation, website design and discovery questions: free AI tools from ${brandName}.`,
    group: "resource",
  },
  {
    id: "cheat-sheets",
    paths: ["/resources/cheat-sheets", "/resources/software-trials"],
    title: `Software cheat sheets | ${brandName}`,
    description: `Free cheat sheets for marketing automation, sales pipelines, customer support, operations dashboards, website optimisation and AI tools.`,
    group: "resource",
  },
  {
    id: "contact",
    paths: ["/contact"],
    title: `Contact ${brandName}`,
    description: `Send ${brandName} a message or book a call. We reply within 1-2 business days.`,
    group: "main",
  },
  {
    id: "crm-pricing",
    paths: [`/${crm}-crm-pricing`],
    title: `${crmName} onboarding and support pricing | ${brandName}`,
    description: `${crmName} onboarding prices by hub and tier for Professional and Enterprise, add-ons, and monthly Bronze, Silver and Gold support plans.`,
    group: "pricing",
  },
  {
    id: "services",
    paths: ["/services"],
    title: `Services | ${brandName}`,
    description: `Software onboarding, website services, custom presentations, lead generation, app development and revenue operations consulting by ${brandName}.`,
    group: "main",
  },
  {
    id: "pricing",
    paths: ["/pricing"],
    title: `Pricing | ${brandName}`,
    description: `Every ${brandName} price in one place: onboarding, support, websites, presentations, lead lists, RevOps consulting and the AI trainer plans.`,
    group: "main",
  },
  {
    id: "privacy",
    paths: ["/privacy"],
    title: `Privacy policy | ${brandName}`,
    description: `What ${brandName}'s forms collect, why, how long we keep it, and your rights. No tracking cookies.`,
    group: "legal",
  },
  {
    id: "terms",
    paths: ["/terms"],
    title: `Terms of use | ${brandName}`,
    description: `The terms for using the ${brandName} website and its free resources.`,
    group: "legal",
  },
] as const satisfies readonly PageEntry[];

export type PageId = (typeof pages)[number]["id"];

export const NOT_FOUND_PRERENDER_PATH = "/404";

export const notFoundPage = {
  title: `Page not found | ${brandName}`,
  description: `The page you asked for does not exist on the ${brandName} website.`,
};

export function pageById(id: PageId): PageEntry {
  const page = pages.find((entry) => entry.id === id);
  if (!page) throw new Error(`Unknown page id: ${id}`);
  return page;
}

/** The canonical path of a page: the first path of its row. */
export function canonicalPath(id: PageId): string {
  return pageById(id).paths[0];
}

/** Every path that renders a page, aliases included. */
export const allPagePaths: readonly string[] = pages.flatMap((page) => page.paths);
