import { site } from "~/config/site";
import { salesResourceOptions } from "~/lib/lead-options";

/** Sales-rep page resources, the /sales-resources request list, partner copy and testimonial. */

export type RepResourceId =
  | "email-templates"
  | "email-sequences"
  | "service-one-pagers"
  | "case-study-one-pagers"
  | "ai-links";

export interface RepResource {
  id: RepResourceId;
  title: string;
  description: string;
  highlights: readonly string[];
  /**
   * The resources of the /sales-resources request form that deliver it, ticked by its link;
   * none when the form does not list it (its link names it in the form instead).
   */
  requests: readonly SalesResourceId[];
}

/** The query field of a Request Access link naming a resource the request form does not list. */
export const REP_RESOURCE_QUERY = "resource";

/** The five resource cards of the sales-rep page; each is requested on /sales-resources. */
export const repResources: readonly RepResource[] = [
  {
    id: "email-templates",
    title: "Email Templates",
    description: `Proven prospecting, upsell and cross-sell emails that open the conversation about ${site.crm} onboarding.`,
    highlights: ["Prospecting and follow-up", "Upsell and cross-sell pitches"],
    requests: ["prospect-email-templates", "upsell-cross-sell-templates"],
  },
  {
    id: "email-sequences",
    title: "Email Sequences",
    description:
      "Multi-step sequences that warm up cold leads and book meetings while you work the rest of your pipeline.",
    highlights: ["Cold lead targeting", "Ready to load into sequences"],
    requests: ["email-sequences"],
  },
  {
    id: "service-one-pagers",
    title: "Service Offering One-Pagers",
    description:
      "One page per onboarding package that explains scope, timeline and value in language buyers understand.",
    highlights: ["Basic, Advanced and Intelligent", "Clean, co-brandable PDFs"],
    requests: ["onboarding-one-pager"],
  },
  {
    id: "case-study-one-pagers",
    title: "Case Study One-Pagers",
    description:
      "Real onboarding outcomes, summed up on a page, to show prospects what a successful rollout looks like.",
    highlights: ["Before-and-after results", "Sorted by industry and team size"],
    requests: [],
  },
  {
    id: "ai-links",
    title: "AI Links for Clients",
    description: `Share links to ${site.brand} AI tools your clients can try today: instant answers about their new CRM from day one.`,
    highlights: ["AI trainer for your clients", "Faster adoption after close"],
    requests: ["gpt-sales-prompts"],
  },
];

export const onboardingSupportCard = {
  title: "Need Onboarding Support?",
  description: `Bring us into the deal. We scope the onboarding with your prospect, answer technical questions and help you close the ${site.crm} sale.`,
  action: "Schedule Meeting",
} as const;

export const salesRoomsPromo = {
  eyebrow: "Sales Rooms",
  title: "Share Everything in One Sales Room",
  description:
    "Give every prospect a private room with the right one-pagers, case studies, pricing and next steps, so your champion can sell internally for you.",
  points: [
    "Curated resources for each deal stage",
    "Onboarding pricing your buyer can share",
    "One link for every stakeholder",
  ],
  action: "Access Sales Rooms",
} as const;

export type SalesResourceId = (typeof salesResourceOptions)[number]["id"];

/** Descriptions of the seven resources that can be requested, by resource id. */
export const salesResourceDescriptions: Record<SalesResourceId, string> = {
  "prospect-email-templates":
    "First-touch and follow-up emails that get replies from decision makers.",
  "upsell-cross-sell-templates":
    "Pitches that move existing customers to more hubs, seats and higher tiers.",
  "email-sequences": "Multi-step sequences that turn cold leads into booked meetings.",
  "onboarding-one-pager": "A one-page overview of our onboarding packages to share with buyers.",
  "onboarding-checklist":
    "The step-by-step checklist that keeps every onboarding on time and on scope.",
  "close-enterprise-deals":
    "A playbook for positioning, pricing and closing Professional and Enterprise suites.",
  "gpt-sales-prompts":
    "Master prompts for research, outreach, objection handling and call prep with AI.",
};

export const salesResources = salesResourceOptions.map((option) => ({
  ...option,
  description: salesResourceDescriptions[option.id],
}));

export const partnerSection = {
  eyebrow: "Partner with us",
  title: "Let's Close Your Next Deal",
  titleHighlight: "Together",
  intro: `Tell us about your prospect or your territory. Submit the form and pick a time: we will join your next call ready to scope the ${site.crm} onboarding.`,
  sideCard: {
    title: "Need Deal Support or a Demo?",
    description:
      "Have a live deal, a technical question or a prospect who wants to see a demo? Reach our partner team directly.",
    action: "Contact Us",
  },
  about: {
    title: `About ${site.brand}`,
    description: `${site.brand} is a ${site.crm} onboarding and revenue-operations consultancy. We set up the CRM, migrate the data, automate the processes and train the team, so your customers get value fast and you keep the renewal.`,
    points: [
      "Onboarding for every hub, Professional and Enterprise",
      "Scoping support on your live deals",
      "Resources and pricing you can share with buyers",
    ],
    action: "Partner With Us Today",
  },
  submitLabel: "Submit and Book Meeting",
  busyLabel: "Submitting...",
  waitMs: 1000,
  success: { title: "Redirecting you to book a meeting" },
} as const;

export const resourceRequest = {
  submitLabel: "Submit Request",
  busyLabel: "Submitting...",
  waitMs: 1500,
  success: { title: "Resources request submitted! Check your email soon." },
  /** When the site sends no e-mail (mail not configured), nothing is promised to the inbox. */
  successWithoutEmail: { title: "Resources request submitted!" },
  privacyNote: "Resources are sent by e-mail. We never share your information with third parties.",
  /** After the name of a sales-rep page resource that the form does not list. */
  unlistedNote: "is not in this form's list. Ask for it in a message on our",
  unlistedLink: "contact page",
} as const;
