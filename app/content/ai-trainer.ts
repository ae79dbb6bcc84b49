import type { IconItem } from "./types";
import type { LucideIcon } from "lucide-react";
import BookOpen from "lucide-react/icons/book-open";
import Brain from "lucide-react/icons/brain";
import Clock from "lucide-react/icons/clock";
import Compass from "lucide-react/icons/compass";
import GitBranch from "lucide-react/icons/git-branch";
import LifeBuoy from "lucide-react/icons/life-buoy";
import MessageSquare from "lucide-react/icons/message-square";
import Plug from "lucide-react/icons/plug";
import Rocket from "lucide-react/icons/rocket";
import Settings2 from "lucide-react/icons/settings-2";
import ShieldCheck from "lucide-react/icons/shield-check";
import Sparkles from "lucide-react/icons/sparkles";
import ThumbsUp from "lucide-react/icons/thumbs-up";
import Users from "lucide-react/icons/users";
import Workflow from "lucide-react/icons/workflow";
import Zap from "lucide-react/icons/zap";

import type { Testimonial } from "~/components/ui/testimonial-card";
import { site } from "~/config/site";

import { MONEY_BACK_DAYS, TRAINER_NAME } from "./ai-trainer-hero";

/**
 * Copy of the two AI trainer pages below their heroes: the landing page with pricing and the
 * product page (the heroes' copy is in ai-trainer-hero.ts).
 */

/** The honest answer to "what can it touch?", shown on both pages. */
export const noCrmAccessNote = `The trainer never connects to your ${site.crm} account or any other software account: it coaches your people, and they stay in control of every change.`;

export const landingFeatures: readonly IconItem[] = [
  {
    icon: Zap,
    title: "Instant Answers",
    description: `Ask anything about ${site.crm} or your sales software in plain words and get a clear, step-by-step answer in seconds.`,
  },
  {
    icon: Compass,
    title: "Onboarding Agents",
    description:
      "Specialist agents for data mapping, workflows, setup and integrations guide new users through the work that usually needs a consultant.",
  },
  {
    icon: Plug,
    title: "Tool Integrations",
    description:
      "Playbooks for connecting the tools around your CRM: email, calendars, calling, billing and forms, with the settings that matter.",
  },
  {
    icon: Users,
    title: "Talent Marketplace",
    description:
      "When a task needs hands on keyboards, find vetted specialists who can build it with you or for you.",
  },
  {
    icon: BookOpen,
    title: "Resource Hub",
    description:
      "Guides, templates and checklists for the jobs teams repeat: pipelines, lead scoring, reports and handovers.",
  },
  {
    icon: ShieldCheck,
    title: "Safe by Design",
    description: noCrmAccessNote,
  },
];

export const howItWorks: readonly { title: string; description: string }[] = [
  {
    title: "Request access",
    description:
      "Pick a plan and send us your details, or book a short call. We set up your account and send you the way in: no card for the Free plan, nothing to install.",
  },
  {
    title: "Tell it about your stack",
    description: `Pick the software you use, such as ${site.crm}, and the role you play, so answers fit your setup.`,
  },
  {
    title: "Ask in plain words",
    description:
      "Type the question you would ask a colleague: how to build a report, fix a workflow, import a list.",
  },
  {
    title: "Follow the steps",
    description:
      "Get a numbered walkthrough, with the menus to open and the settings to choose, and do it yourself.",
  },
  {
    title: "Rate the answer",
    description:
      "A thumbs-up or a correction teaches the trainer what works for your team, so answers keep improving.",
  },
];

export const landingTestimonials: readonly Testimonial[] = [
  {
    content:
      "Our new reps used to wait days for admin help. Now they ask the trainer and get unstuck in minutes. Our adoption metrics tripled in 60 days.",
    author: "Maria Lopez",
    position: "VP of Sales",
    company: "Brightline SaaS",
    rating: 5,
  },
  {
    content:
      "I set up our first lead-scoring model and three workflows on my own, following the trainer's steps. It felt like having a consultant on call.",
    author: "James Carter",
    position: "Marketing Operations Manager",
    company: "Northfield Health",
    rating: 5,
  },
  {
    content:
      "The team plan costs less than one hour of outside consulting per month, and it answers at 11 pm before a board report.",
    author: "Priya Shah",
    position: "Revenue Operations Lead",
    company: "Atlas Manufacturing",
    rating: 5,
  },
];

/** The demo-request section beside its form (#lead-capture). */
export const leadCapture = {
  title: "See the Trainer Work on Your Questions",
  intro:
    "Book a 20-minute live demo. Bring two or three questions your team asks every week and watch the trainer answer them.",
  points: [
    "A walkthrough tailored to your software and team",
    "The right plan for your team size",
    "Honest answers on what the trainer does and does not do",
  ],
} as const;

export const explanation = {
  title: "A Software Coach That Never Logs Off",
  paragraphs: [
    `Most teams use a fraction of the software they pay for. Not because it is hard, but because the answer to "how do I…?" sits in a help article nobody finds, or with the one admin everybody waits for.`,
    `The ${TRAINER_NAME} is a support chat trained on software onboarding. Your people ask in their own words and get the exact steps for their setup, any time of day. Each rating and correction teaches it what works for your team.`,
  ],
  points: [
    {
      icon: Clock,
      title: "24/7 availability",
      description: "Answers at 7 am and at midnight, in every time zone.",
    },
    {
      icon: ThumbsUp,
      title: "Learns from feedback",
      description: "Ratings and corrections make the next answer better.",
    },
    { icon: ShieldCheck, title: "No account access", description: noCrmAccessNote },
  ],
} as const satisfies { title: string; paragraphs: readonly string[]; points: readonly IconItem[] };

export interface ChatMessage {
  from: "user" | "trainer";
  text: string;
}

export interface UseCaseTab {
  id: string;
  label: string;
  icon: LucideIcon;
  title: string;
  bullets: readonly string[];
  questions: readonly string[];
  conversation: readonly ChatMessage[];
}

export const useCaseTabs: readonly UseCaseTab[] = [
  {
    id: "onboarding",
    label: "Onboarding",
    icon: Rocket,
    title: "Get every new user productive in their first week",
    bullets: [
      "Role-based first steps for reps, marketers and service agents",
      "Data mapping guidance before you import a single record",
      "Answers to the same beginner questions, without pulling in an admin",
    ],
    questions: [
      "Where do I see the deals assigned to me?",
      "How do I import contacts from a spreadsheet?",
      "What is the difference between a contact and a company?",
    ],
    conversation: [
      { from: "user", text: "How do I import contacts from a spreadsheet?" },
      {
        from: "trainer",
        text: "Save the sheet as CSV with one header row. Then go to Contacts → Import → Start an import → File from computer. Map each column to a property; create a new property for anything that doesn't match. Tick the box to update existing records by email so you don't create duplicates.",
      },
      { from: "user", text: "Some rows have no email. Will they fail?" },
      {
        from: "trainer",
        text: "They will import as contacts without an email, which makes duplicates likely. Fill in the email, or deselect those rows and add them by hand after checking they're not already in the CRM.",
      },
    ],
  },
  {
    id: "implementation",
    label: "Implementation",
    icon: Settings2,
    title: "Set the system up right the first time",
    bullets: [
      "Pipelines and deal stages that match how you really sell",
      "Properties, views and permissions planned before you build",
      "Checklists for go-live so nothing is forgotten",
    ],
    questions: [
      "How many deal stages should our pipeline have?",
      "Should lead source be a dropdown or a text field?",
      "How do I limit who can delete records?",
    ],
    conversation: [
      { from: "user", text: "How many deal stages should our pipeline have?" },
      {
        from: "trainer",
        text: "Usually five to seven. Each stage should end with something the buyer did, not something the rep did: for example 'Demo held' rather than 'Demo sent'. Set a win probability for each stage so your forecast means something.",
      },
      { from: "user", text: "Can I change them later?" },
      {
        from: "trainer",
        text: "Yes. Renaming a stage is safe. Deleting one asks you to move its open deals first, so plan the move before you delete.",
      },
    ],
  },
  {
    id: "customization",
    label: "Customization",
    icon: Sparkles,
    title: "Shape the software around your process",
    bullets: [
      "Custom properties, record layouts and saved views",
      "Reports and dashboards for the numbers your leaders ask for",
      "Templates and snippets your team will actually reuse",
    ],
    questions: [
      "How do I build a report of deals closed by rep this quarter?",
      "Can I show different fields to sales and service?",
      "How do I add a required field when a deal closes?",
    ],
    conversation: [
      { from: "user", text: "How do I build a report of deals closed by rep this quarter?" },
      {
        from: "trainer",
        text: "Open Reports → Create report → Single object → Deals. Filter 'Close date is this quarter' and 'Deal stage is Closed won'. Set the X-axis to Deal owner and the measure to Sum of amount, then add it to your sales dashboard.",
      },
      { from: "user", text: "Can it refresh for each new quarter?" },
      {
        from: "trainer",
        text: "It already does: 'this quarter' is a rolling filter, so the report moves on by itself on the first day of each quarter.",
      },
    ],
  },
  {
    id: "automation",
    label: "Automation",
    icon: Workflow,
    title: "Automate the busywork, safely",
    bullets: [
      "Workflows for lead routing, follow-ups and task creation",
      "Sequences and reminders that keep deals moving",
      "Testing steps before you switch a workflow on",
    ],
    questions: [
      "How do I assign new leads to reps in turn?",
      "Can I create a task when a deal is stuck for 14 days?",
      "How do I test a workflow without emailing customers?",
    ],
    conversation: [
      { from: "user", text: "How do I assign new leads to reps in turn?" },
      {
        from: "trainer",
        text: "Create a contact-based workflow with the trigger 'Lifecycle stage is Lead'. Add the action 'Rotate record to owner', pick the reps, and choose to overwrite only when the owner is empty. Test it on one contact before turning it on.",
      },
      { from: "user", text: "What if a rep is on holiday?" },
      {
        from: "trainer",
        text: "Remove them from the rotation for those days, or give them an 'away' status if your team uses one, and add a branch that skips owners who are away.",
      },
    ],
  },
];

export const productFeatures: readonly IconItem[] = [
  {
    icon: MessageSquare,
    title: "Plain-Language Chat",
    description: "No search syntax and no ticket queue: ask the way you would ask a colleague.",
  },
  {
    icon: Brain,
    title: "Learns From Feedback",
    description: "Every rating and correction makes the next answer more useful for your team.",
  },
  {
    icon: Clock,
    title: "Available 24/7",
    description: "Help at any hour, in every time zone, for every user on the plan.",
  },
  {
    icon: GitBranch,
    title: "Onboarding Agents",
    description:
      "Specialists for mapping, workflows, setup and integrations, each with its own playbooks.",
  },
  {
    icon: LifeBuoy,
    title: "Human Help When Needed",
    description: "Bring in a vetted specialist from the talent marketplace for hands-on work.",
  },
  {
    icon: ShieldCheck,
    title: "No Account Access",
    description: noCrmAccessNote,
  },
];

export const closingCta = {
  title: "Give Your Team an Answer for Every Question",
  intro: `Start free, upgrade when your team is hooked. Every paid plan comes with a ${MONEY_BACK_DAYS}-day money-back guarantee.`,
} as const;
