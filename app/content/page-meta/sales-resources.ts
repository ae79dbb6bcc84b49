import { site } from "../../config/site";

import type { PageCopy } from "./types";

const { brand: brandName } = site;

export default {
  id: "sales-resources",
  title: `Sales resources for partner reps | ${brandName}`,
  description: `Request email templates, sequences, onboarding one-pagers, checklists and GPT sales prompts, sent to your inbox by ${brandName}.`,
} satisfies PageCopy;
