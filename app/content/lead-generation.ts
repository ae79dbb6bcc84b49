import type { FaqItem } from "~/components/ui/faq";

import { DELIVERY_TIME, LEADS_PER_LIST } from "./lead-list-terms";

/** Lead lists: packages, claims, testimonials and FAQ of the lead generation page. */

// Part of this module's data too; they live apart only to keep the page hero's download small.
export { DELIVERY_TIME, LEADS_PER_LIST };

export type LeadListId = "basic" | "standard" | "premium";

export interface LeadListPackage {
  id: LeadListId;
  name: string;
  price: number;
  description: string;
  features: readonly string[];
  popular?: boolean;
  /** The interest form's checkbox for this list. */
  formField: "basicList" | "standardList" | "premiumList";
}

export const leadListPackages: readonly LeadListPackage[] = [
  {
    id: "basic",
    name: "Basic",
    price: 500,
    description: "A clean, verified list to start outreach this week.",
    features: ["Company names", "Contact info", "Basic company details"],
    formField: "basicList",
  },
  {
    id: "standard",
    name: "Standard",
    price: 1000,
    description: "Know who is already researching a solution like yours.",
    features: [
      "Company names",
      "Contact info",
      "Basic company details",
      "Intent-to-buy data",
      "Engagement history",
    ],
    popular: true,
    formField: "standardList",
  },
  {
    id: "premium",
    name: "Premium",
    price: 1500,
    description: "Everything your reps need to open with a relevant first call.",
    features: [
      "Company names",
      "Contact info",
      "Intent data",
      "Tech stack data",
      "Decision-maker insights",
    ],
    formField: "premiumList",
  },
];

export const buyerIntentStats = [
  { value: "3x", label: "Up to 3x higher conversion rates" },
  { value: "45%", label: "45% shorter sales cycle" },
  { value: "5x", label: "5x more likely to convert" },
] as const;

export const buyerIntentSignals = [
  {
    title: "Research activity",
    description: "Companies reading reviews, comparisons and pricing pages in your category.",
  },
  {
    title: "Hiring and growth",
    description: "New roles, funding rounds and expansions that create budget and urgency.",
  },
  {
    title: "Technology changes",
    description: "Tools being added, renewed or replaced in the stack your product fits into.",
  },
] as const;

export const whyChooseLeads = [
  {
    title: "Verified contacts",
    description:
      "Every e-mail and phone number is checked before delivery, so you don't burn sender reputation.",
  },
  {
    title: "Built for your ICP",
    description: "Lists are filtered to your industries, company sizes, regions and job titles.",
  },
  {
    title: "CRM-ready files",
    description:
      "Delivered as a clean CSV or imported straight into your CRM with properties mapped.",
  },
  {
    title: "Fresh data",
    description: "Pulled for your order, never recycled from an old database.",
  },
] as const;

export const leadGenerationFaq: readonly FaqItem[] = [
  {
    question: "What makes these leads qualified?",
    answer:
      "Each lead matches the ideal customer profile you give us (industry, company size, region and job title) and every contact is verified before delivery. Standard and Premium lists add intent data, so you also know who is actively researching a solution.",
  },
  {
    question: "How quickly will I receive my leads?",
    answer: `Delivery typically takes ${DELIVERY_TIME} from the moment we agree on your targeting criteria.`,
  },
  {
    question: "What is buyer-intent data?",
    answer:
      "Signals that a company is in the market right now: research on topics related to your product, visits to comparison and review sites, hiring and technology changes. It tells your reps who to call first.",
  },
  {
    question: "Can you import the leads into my CRM?",
    answer:
      "Yes. We deliver a clean CSV, and on request we import the list into your CRM with contact and company properties mapped, so your team can start sequences straight away.",
  },
  {
    question: "Can I order more than 100 leads?",
    answer: `Every package contains ${LEADS_PER_LIST} qualified leads, and you can order several lists or combine packages. Tell us your volume in the form and we will put together a custom quote.`,
  },
];

/** What the visitor is told once their request is stored (the toast and the thank-you page). */
export const LEAD_INTEREST_SUCCESS = {
  title: "Form submitted successfully!",
  description: "We will contact you shortly.",
} as const;
