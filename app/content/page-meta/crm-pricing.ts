import { site } from "../../config/site";

import type { PageCopy } from "./types";

const { brand: brandName, crm: crmName } = site;

export default {
  id: "crm-pricing",
  title: `${crmName} onboarding and support pricing | ${brandName}`,
  description: `${crmName} onboarding prices by hub and tier for Professional and Enterprise, add-ons, and monthly Bronze, Silver and Gold support plans.`,
} satisfies PageCopy;
