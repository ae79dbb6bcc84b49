import type { IconItem } from "./types";
import BadgeDollarSign from "lucide-react/icons/badge-dollar-sign";
import Compass from "lucide-react/icons/compass";
import Hourglass from "lucide-react/icons/hourglass";
import MessageCircleQuestion from "lucide-react/icons/message-circle-question-mark";
import Puzzle from "lucide-react/icons/puzzle";
import Route from "lucide-react/icons/route";
import ScanSearch from "lucide-react/icons/scan-search";
import ShieldCheck from "lucide-react/icons/shield-check";
import Sparkles from "lucide-react/icons/sparkles";
import TrendingUp from "lucide-react/icons/trending-up";

import type { Testimonial } from "~/components/ui/testimonial-card";
import { site } from "~/config/site";

export const ADVISORY_SUCCESS = { title: "Your message has been sent successfully!" } as const;

export const LIMITED_SLOTS_NOTE = "Limited slots available each week";

/** Why teams need guidance: the three costs of going it alone. */
export const advisoryProblems: readonly IconItem[] = [
  {
    title: "Wasting Time",
    description:
      "Hours lost to trial and error, workarounds and searching help articles that almost answer the question.",
    icon: Hourglass,
  },
  {
    title: "Missing Features",
    description:
      "Most teams use a fraction of what they pay for: automations, reports and integrations sit untouched.",
    icon: Puzzle,
  },
  {
    title: "Overspending",
    description:
      "Extra seats, overlapping tools and higher tiers bought “just in case” quietly inflate every renewal.",
    icon: BadgeDollarSign,
  },
];

export const advisorySteps: readonly IconItem[] = [
  {
    title: "Assess",
    description:
      "We review how your team uses its software today: your setup, your processes and where work gets stuck.",
    icon: ScanSearch,
  },
  {
    title: "Recommend",
    description:
      "You get clear, prioritised recommendations: what to switch on, what to simplify and what you can stop paying for.",
    icon: Compass,
  },
  {
    title: "Answer",
    description: `Bring your questions about ${site.crm}, your sales stack or AI tools, and leave with straight answers.`,
    icon: MessageCircleQuestion,
  },
];

export const advisoryBenefits: readonly IconItem[] = [
  {
    title: "Expert Perspective",
    description:
      "Specialists who onboard revenue teams every week and know which settings actually matter.",
    icon: Sparkles,
  },
  {
    title: "A Clear Roadmap",
    description: "Leave with a short, ordered list of next steps your team can start on tomorrow.",
    icon: Route,
  },
  {
    title: "Lower Software Costs",
    description: "Spot unused seats, duplicate tools and tiers you have outgrown or never needed.",
    icon: TrendingUp,
  },
  {
    title: "No Obligation",
    description: "The call is free and honest. If you can do it yourself, we will tell you how.",
    icon: ShieldCheck,
  },
];

export interface AgendaStep {
  minutes: number;
  title: string;
  description: string;
}

/** What happens on the call, in order; the minutes add up to the call's length. */
export const advisoryAgenda: readonly AgendaStep[] = [
  {
    minutes: 5,
    title: "Your Goals",
    description: "What you want your software to do for your team this quarter.",
  },
  {
    minutes: 10,
    title: "Your Current Setup",
    description: "A quick walk through your tools, data and the workflows you rely on.",
  },
  {
    minutes: 10,
    title: "Recommendations",
    description: "Quick wins, features to switch on and costs you can cut.",
  },
  {
    minutes: 5,
    title: "Questions and Next Steps",
    description: "Your open questions answered, and a written summary sent after the call.",
  },
];

export const advisoryTestimonial: Testimonial = {
  content: `One call with ${site.brand} found two tools we were paying for twice and a workflow that saves our reps an hour a day. We cut $8,400 from our annual software bill before the next renewal.`,
  author: "Daniel Okafor",
  position: "Head of Sales Operations",
  company: "Northwind Logistics",
  rating: 5,
};
