import type { Testimonial } from "~/components/ui/testimonial-card";

import { DELIVERY_TIME, LEADS_PER_LIST } from "./lead-list-terms";

/**
 * Lead lists: claims and testimonials of the lead generation page. Its packages and its FAQ are
 * the owner's published items, seeded from ./lead-lists.ts and ./questions.ts.
 */

// Part of this module's data too; they live apart only to keep the page hero's download small.
export { DELIVERY_TIME, LEADS_PER_LIST };

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

export const leadTestimonials: readonly Testimonial[] = [
  {
    content:
      "The Premium list gave our reps the tech stack and the decision maker before the first call. We booked 14 meetings from 100 leads in the first two weeks.",
    author: "Daniel Ortiz",
    position: "VP of Sales",
    company: "Cloudline Logistics",
    rating: 5,
  },
  {
    content:
      "Intent data changed our outbound. We stopped chasing cold accounts and our reply rate tripled in 60 days.",
    author: "Priya Raman",
    position: "Head of Growth",
    company: "Northbeam Analytics",
    rating: 5,
  },
  {
    content:
      "Clean, accurate and delivered in four days, already mapped to our CRM fields. We have reordered every quarter since.",
    author: "Megan Doyle",
    position: "Revenue Operations Manager",
    company: "Brightpath Health",
    rating: 5,
  },
];

/** What the visitor is told once their request is stored (the toast and the thank-you page). */
export const LEAD_INTEREST_SUCCESS = {
  title: "Form submitted successfully!",
  description: "We will contact you shortly.",
} as const;
