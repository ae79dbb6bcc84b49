import { REQUEST_REPLY_PROMISE } from "./contact-reply";

/**
 * App development: services, reasons to go custom and the process (the FAQ is the owner's,
 * seeded from ./questions.ts).
 */

export type AppServiceIcon = "mobile" | "web" | "enterprise";

export const appServices = [
  {
    icon: "mobile",
    title: "Mobile Apps",
    description:
      "Native-quality iOS and Android apps from one codebase, with offline mode, push notifications and app-store launch handled for you.",
    points: ["iOS and Android", "Offline-first data sync", "App Store and Google Play release"],
  },
  {
    icon: "web",
    title: "Web Apps",
    description:
      "Fast, secure web applications and customer portals that work in any browser and connect to the tools you already use.",
    points: [
      "Customer and partner portals",
      "Dashboards and internal tools",
      "CRM and API integrations",
    ],
  },
  {
    icon: "enterprise",
    title: "Enterprise Solutions",
    description:
      "Scalable systems that automate complex processes across departments, with single sign-on, audit trails and role-based access.",
    points: ["Workflow automation", "SSO and role-based access", "Legacy system modernisation"],
  },
] as const satisfies readonly {
  icon: AppServiceIcon;
  title: string;
  description: string;
  points: readonly string[];
}[];

export const whyCustomPoints = [
  {
    title: "Fits your process",
    description:
      "Software shaped around how your team works, instead of a team bent around software.",
  },
  {
    title: "You own it",
    description:
      "No per-seat licences that grow with your headcount: the code and the data are yours.",
  },
  {
    title: "Connects everything",
    description: "Your CRM, ERP, payments and support tools share one source of truth.",
  },
  {
    title: "Grows with you",
    description:
      "A scalable architecture that takes new features and more users without a rebuild.",
  },
] as const;

export const processSteps = [
  {
    title: "Consultation",
    duration: "Week 1",
    description:
      "We learn your goals, users and constraints, then agree on scope, budget and what success looks like.",
    deliverables: ["Requirements summary", "Fixed-scope proposal", "Project timeline"],
  },
  {
    title: "Design",
    duration: "Weeks 2-3",
    description:
      "User flows, wireframes and a clickable prototype you can test with real users before a line of code is written.",
    deliverables: ["User flows and wireframes", "Clickable prototype", "Visual design system"],
  },
  {
    title: "Development",
    duration: "Weeks 3-10",
    description:
      "Two-week sprints with a demo at the end of each, so you see progress and steer priorities as we build.",
    deliverables: ["Working builds every sprint", "Integrations and APIs", "Admin tools"],
  },
  {
    title: "Testing",
    duration: "Alongside development",
    description:
      "Automated tests, manual QA on real devices, security checks and performance testing before anything ships.",
    deliverables: ["Automated test suite", "Device and browser QA", "Security review"],
  },
  {
    title: "Deployment & Support",
    duration: "Launch and beyond",
    description:
      "We launch to the app stores or the cloud, train your team and stay on hand with monitoring, updates and new features.",
    deliverables: ["Production launch", "Team training", "Ongoing maintenance plan"],
  },
] as const;

export const TEAM_AVAILABILITY_NOTE = "Teams available to start new projects";

/** What the visitor is told once their request is stored (the toast and the thank-you page). */
export const APP_CONSULTATION_SUCCESS = {
  title: "Consultation Request Submitted",
  description: `We'll be in touch with you shortly! We reply ${REQUEST_REPLY_PROMISE}.`,
} as const;
