import { site } from "~/config/site";

/** The about-the-agency block of the resource pages. */
export const aboutAgency = {
  title: `About ${site.brand}`,
  paragraphs: [
    `${site.brand} helps business teams get real value from their software, fast. We onboard teams onto ${site.crm} and their sales stack, run revenue operations, build websites, presentations and apps, and train teams with our own AI trainer.`,
    "We measure our work by adoption: people using their tools every day, because the tools finally fit the way they work.",
  ],
  highlights: [
    `${site.crm} onboarding and support`,
    "Revenue operations consulting",
    "Websites, presentations and apps",
    "AI training for every team",
  ],
} as const;
