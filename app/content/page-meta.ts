/**
 * Today's title and description of every listed page but the legal ones, by page id: what is
 * live until the owner first publishes the page titles (app/lib/page-meta-schema.ts).
 */
import { site } from "~/config/site";
import type { PagesMeta } from "~/lib/page-meta-schema";

import { ADVISORY_CALL_MINUTES } from "./advisory-call";
import { CONTACT_RESPONSE_TIME } from "./contact-reply";

export const pageMetaSeed: PagesMeta = {
  home: {
    title: `${site.brand} — Grow revenue with instant software adoption by AI`,
    description: `${site.brand} onboards teams onto ${site.crm}, runs revenue operations, builds websites, decks and apps, finds qualified leads and trains your team with AI.`,
  },
  services: {
    title: `Services | ${site.brand}`,
    description: `Software onboarding, website services, custom presentations, lead generation, app development and revenue operations consulting by ${site.brand}.`,
  },
  pricing: {
    title: `Pricing | ${site.brand}`,
    description: `Every ${site.brand} price in one place: onboarding, support, websites, presentations, lead lists, RevOps consulting and the AI trainer plans.`,
  },
  "software-onboarding": {
    title: `Software onboarding services | ${site.brand}`,
    description: `Basic, Advanced and IntellAGENT onboarding packages for ${site.crm} and your sales stack, with Bronze, Silver and Gold support and website page migration.`,
  },
  "software-onboarding-pricing": {
    title: `Software onboarding pricing | ${site.brand}`,
    description: `Onboarding packages and support tiers with the full ${site.crm} onboarding price tables for Professional and Enterprise.`,
  },
  "crm-pricing": {
    title: `${site.crm} onboarding and support pricing | ${site.brand}`,
    description: `${site.crm} onboarding prices by hub and tier for Professional and Enterprise, add-ons, and monthly Bronze, Silver and Gold support plans.`,
  },
  "website-services": {
    title: `Website services — migration and redesign | ${site.brand}`,
    description: `Website migration and redesign by ${site.brand}: fast, search-ready sites on your CRM's platform, priced per page.`,
  },
  "website-design-pricing": {
    title: `Website design pricing — per-page migration and redesign | ${site.brand}`,
    description:
      "Transparent per-page prices for website migration and redesign, with volume tiers and an instant page-count estimate.",
  },
  "custom-presentations": {
    title: `Custom presentation design | ${site.brand}`,
    description:
      "Pitch decks and sales presentations designed for you, priced per slide, with a live estimate and a free quote.",
  },
  "lead-generation": {
    title: `Lead generation with buyer-intent data | ${site.brand}`,
    description:
      "Lists of 100 qualified leads with contact details, intent data, tech stacks and decision-maker insights, delivered in 3-5 business days.",
  },
  "app-development": {
    title: `Custom app development — mobile, web and enterprise | ${site.brand}`,
    description:
      "Mobile apps, web apps and enterprise solutions built around your processes, from consultation to deployment and support.",
  },
  "revops-consulting": {
    title: `Revenue operations (RevOps) consulting | ${site.brand}`,
    description:
      "Monthly RevOps consulting packages that smash silos between marketing, sales and service, turbocharge your tools and lock in revenue.",
  },
  "ai-trainer": {
    title: `${site.brand} AI Trainer — an AI coach for your CRM and sales software`,
    description: `The ${site.brand} AI Trainer answers your team's software questions instantly, 24/7, with onboarding agents for mapping, workflows, setup and integrations.`,
  },
  "ai-trainer-support": {
    title: `${site.brand} AI Trainer — plans and pricing`,
    description: `Individual and team plans for the ${site.brand} AI Trainer: start free, upgrade when you need more conversations, with a 30-day money-back guarantee.`,
  },
  "software-reps": {
    title: `Software reps: onboarding pricing and calculator | ${site.brand}`,
    description: `Close more deals and maximise MRR: sales resources, ${site.crm} onboarding pricing, an onboarding cost calculator with quote export, and an onboarding advisor.`,
  },
  "sales-resources": {
    title: `Sales resources for partner reps | ${site.brand}`,
    description: `Request email templates, sequences, onboarding one-pagers, checklists and GPT sales prompts, sent to your inbox by ${site.brand}.`,
  },
  "prompt-guide": {
    title: `Free AI trainer prompt guide | ${site.brand}`,
    description:
      "A free guide of ready-to-use AI prompts for marketers, salespeople, customer service reps and operations managers.",
  },
  "software-advisory": {
    title: `Free software advisory call | ${site.brand}`,
    description: `A free ${ADVISORY_CALL_MINUTES}-minute call with a ${site.brand} specialist: we assess your setup, recommend what to use and answer your questions, with no sales pressure.`,
  },
  "ai-tools": {
    title: `Free AI tools for every team | ${site.brand}`,
    description: `Content generation, sales script optimisation, support chatbots, workflow automation, website design and discovery questions: free AI tools from ${site.brand}.`,
  },
  "cheat-sheets": {
    title: `Software cheat sheets | ${site.brand}`,
    description:
      "Free cheat sheets for marketing automation, sales pipelines, customer support, operations dashboards, website optimisation and AI tools.",
  },
  contact: {
    title: `Contact ${site.brand}`,
    description: `Send ${site.brand} a message or book a call. We reply within ${CONTACT_RESPONSE_TIME}.`,
  },
};
