import { site } from "../../config/site";

import type { PageCopy } from "./types";

const { brand: brandName } = site;

export default {
  id: "ai-trainer",
  title: `${brandName} AI Trainer — an AI coach for your CRM and sales software`,
  description: `The ${brandName} AI Trainer answers your team's software questions instantly, 24/7, with onboarding agents for mapping, workflows, setup and integrations.`,
} satisfies PageCopy;
