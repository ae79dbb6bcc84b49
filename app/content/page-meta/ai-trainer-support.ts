import { site } from "../../config/site";

import type { PageCopy } from "./types";

const { brand: brandName } = site;

export default {
  id: "ai-trainer-support",
  title: `${brandName} AI Trainer — plans and pricing`,
  description: `Individual and team plans for the ${brandName} AI Trainer: start free, upgrade when you need more conversations, with a 30-day money-back guarantee.`,
} satisfies PageCopy;
