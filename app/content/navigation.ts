import { site } from "~/config/site";

import { canonicalPath } from "./page-paths";

export interface NavigationItem {
  title: string;
  href: string;
  description: string;
}

export interface NavigationDropdown {
  title: string;
  items: readonly NavigationItem[];
}

export const servicesMenu: NavigationDropdown = {
  title: "Services",
  items: [
    {
      title: "Software Onboarding",
      href: canonicalPath("software-onboarding"),
      description: `Get your team live on ${site.crm} and your sales stack, fast.`,
    },
    {
      title: "Website Services",
      href: canonicalPath("website-services"),
      description: "Website migration and redesign, priced per page.",
    },
    {
      title: "Custom Presentations",
      href: canonicalPath("custom-presentations"),
      description: "Pitch decks and sales presentations that close.",
    },
    {
      title: "Lead Generation",
      href: canonicalPath("lead-generation"),
      description: "Qualified leads with buyer-intent data.",
    },
    {
      title: "App Development",
      href: canonicalPath("app-development"),
      description: "Custom mobile, web and enterprise apps.",
    },
    {
      title: "RevOps Consulting",
      href: canonicalPath("revops-consulting"),
      description: "Align marketing, sales and service around revenue.",
    },
  ],
};

export const resourcesMenu: NavigationDropdown = {
  title: "Resources",
  items: [
    {
      title: "AI Trainer Prompt Guide",
      href: canonicalPath("prompt-guide"),
      description: "Free prompts for marketers, sales, service and ops.",
    },
    {
      title: "Software Advisory",
      href: canonicalPath("software-advisory"),
      description: "A free call with a software specialist.",
    },
    {
      title: "AI Tools",
      href: canonicalPath("ai-tools"),
      description: "Free AI tools for every team.",
    },
    {
      title: "Cheat Sheets",
      href: canonicalPath("cheat-sheets"),
      description: "Quick-reference guides for your software.",
    },
  ],
};

export const headerLinks = {
  softwareReps: { title: "Software Reps", href: canonicalPath("software-reps") },
  aiTrainer: { title: "AI Trainer", href: canonicalPath("ai-trainer") },
  contact: { title: "Contact", href: canonicalPath("contact") },
} as const;

/** The site's most visited pages: links to them fetch them ahead of the click (`lib/prefetch.ts`). */
export const prefetchedPaths = ["/", canonicalPath("software-reps"), canonicalPath("ai-trainer")];
