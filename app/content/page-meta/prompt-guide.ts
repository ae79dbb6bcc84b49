import { site } from "../../config/site";

import type { PageCopy } from "./types";

const { brand: brandName } = site;

export default {
  id: "prompt-guide",
  title: `Free AI trainer prompt guide | ${brandName}`,
  description:
    "A free guide of ready-to-use AI prompts for marketers, salespeople, customer service reps and operations managers.",
} satisfies PageCopy;
