import { site } from "../../config/site";

import type { PageCopy } from "./types";

const { brand: brandName } = site;

export default {
  id: "lead-generation",
  title: `Lead generation with buyer-intent data | ${brandName}`,
  description:
    "Lists of 100 qualified leads with contact details, intent data, tech stacks and decision-maker insights, delivered in 3-5 business days.",
} satisfies PageCopy;
