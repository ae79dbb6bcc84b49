import { site } from "../../config/site";

import type { PageCopy } from "./types";

const { brand: brandName, crm: crmName } = site;

export default {
  id: "software-onboarding-pricing",
  title: `Software onboarding pricing | ${brandName}`,
  description: `Onboarding packages and support tiers with the full ${crmName} onboarding price tables for Professional and Enterprise.`,
} satisfies PageCopy;
