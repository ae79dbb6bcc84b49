import { site } from "../../config/site";

import type { PageCopy } from "./types";

const { brand: brandName, crm: crmName } = site;

export default {
  id: "software-reps",
  title: `Software reps: onboarding pricing and calculator | ${brandName}`,
  description: `Close more deals and maximise MRR: sales resources, ${crmName} onboarding pricing, an onboarding cost calculator with quote export, and an onboarding advisor.`,
} satisfies PageCopy;
