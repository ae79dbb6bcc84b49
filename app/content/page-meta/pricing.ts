import { site } from "../../config/site";

import type { PageCopy } from "./types";

const { brand: brandName } = site;

export default {
  id: "pricing",
  title: `Pricing | ${brandName}`,
  description: `Every ${brandName} price in one place: onboarding, support, websites, presentations, lead lists, RevOps consulting and the AI trainer plans.`,
} satisfies PageCopy;
