import type { LucideIcon } from "lucide-react";
import Code2 from "lucide-react/icons/code-xml";
import Globe from "lucide-react/icons/globe";
import Presentation from "lucide-react/icons/presentation";
import Rocket from "lucide-react/icons/rocket";
import Target from "lucide-react/icons/target";
import TrendingUp from "lucide-react/icons/trending-up";

import { site } from "~/config/site";

import { servicesMenu } from "./navigation";

/** A service as its card shows it: the six of them appear on the home page and the services index. */
export interface ServiceCard {
  title: string;
  description: string;
  icon: LucideIcon;
  /** The service page, as listed in the Services menu. */
  link: string;
  features: readonly [string, string, string];
}

function menuLink(title: string): string {
  const item = servicesMenu.items.find((entry) => entry.title === title);
  if (!item) throw new Error(`No Services menu entry titled "${title}"`);
  return item.href;
}

export const serviceCards: readonly ServiceCard[] = [
  {
    title: "Software Onboarding",
    description: `Get every team live on ${site.crm} and your sales stack fast, with data migrated, pipelines built and people trained.`,
    icon: Rocket,
    link: menuLink("Software Onboarding"),
    features: ["Data migration and clean-up", "Pipelines and automations", "Team training"],
  },
  {
    title: "Website Services",
    description:
      "Migrate or redesign your website on your CRM's platform: fast, search-ready and built to turn visitors into leads.",
    icon: Globe,
    link: menuLink("Website Services"),
    features: ["Page-by-page migration", "Conversion-focused redesign", "SEO preserved"],
  },
  {
    title: "Custom Presentations",
    description:
      "Pitch decks and sales presentations with a clear story and polished design that help you win the room.",
    icon: Presentation,
    link: menuLink("Custom Presentations"),
    features: ["Story-first structure", "On-brand design", "Editable templates"],
  },
  {
    title: "Lead Generation",
    description:
      "Qualified prospect lists with buyer-intent data, delivered straight into your CRM and ready for outreach.",
    icon: Target,
    link: menuLink("Lead Generation"),
    features: ["Buyer-intent data", "Verified contacts", "CRM-ready delivery"],
  },
  {
    title: "App Development",
    description:
      "Custom mobile, web and enterprise apps that connect to your CRM and the tools your team already uses.",
    icon: Code2,
    link: menuLink("App Development"),
    features: ["Mobile and web apps", "CRM integrations", "Launch and support"],
  },
  {
    title: "RevOps Consulting",
    description:
      "Align marketing, sales and service around one revenue engine, with the processes and reporting to prove it.",
    icon: TrendingUp,
    link: menuLink("RevOps Consulting"),
    features: ["Funnel and process audit", "Revenue reporting", "Ongoing strategy calls"],
  },
];
