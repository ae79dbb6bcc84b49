import { site } from "~/config/site";

/** Copy of the home page's sections below the hero (the hero's own copy is in home-hero.ts). */

/* ---------- AI trainer promo ---------- */

export const trainerPromo = {
  eyebrow: `${site.brand} AI Trainer`,
  intro: `Instant, step-by-step answers about ${site.crm} and your sales software, any time of day. New hires ramp faster, veterans discover features they never knew existed, and nobody waits for a support ticket again.`,
  features: [
    "Instant answers, 24/7, in plain language",
    "Onboarding agents for mapping, workflows, setup and integrations",
    "Learns from your team's feedback to get sharper every week",
    "30-day money-back guarantee",
  ],
  action: "Start Free Demo",
  chat: {
    question: "How do I set up a deal stage that notifies my manager?",
    answer:
      "Open Settings → Objects → Deals → Pipelines, edit the stage, then add a workflow: trigger “Deal stage is Contract Sent”, action “Send internal email”. Want me to walk you through it step by step?",
  },
} as const;

/* ---------- Testimonials ---------- */

/** The quotes are the owner's published testimonials, seeded from ./testimonials.ts. */
export const CAROUSEL_INTERVAL_MS = 8000;

/* ---------- Free guide ---------- */

export const freeGuide = {
  eyebrow: "Free guide",
  title: "The AI Adoption Quick-Start Guide for Revenue Teams",
  intro:
    "A practical, no-fluff playbook: where AI pays off first in sales, marketing and operations, a 30-day rollout plan, ready-to-use prompts and the metrics that prove it is working.",
  highlights: [
    "The five highest-ROI AI use cases for revenue teams",
    "A week-by-week 30-day rollout plan",
    "Copy-and-paste prompts for reps, marketers and ops",
    "A scorecard to measure adoption and impact",
  ],
  submitLabel: "Get the Free Guide",
  busyLabel: "Processing...",
  successTitle: "Thank You!",
  successText: "Your guide is ready. Download it now, and check your inbox for a copy.",
  /** When the site sends no e-mail (mail not configured), no copy is promised. */
  successTextWithoutEmail: "Your guide is ready. Download it now.",
  downloadLabel: "Download Now",
  downloadHref: "/guides/ai-adoption-quick-start-guide.html",
  downloadFileName: `${site.brandSlug}-ai-adoption-quick-start-guide.html`,
  /** The observed simulated wait before the success view. */
  processingMs: 1500,
  /** How long the success view stays before the empty form returns. */
  successDisplayMs: 5000,
} as const;
