import { site } from "../../config/site";

import type { PageCopy } from "./types";

const { brand: brandName, crm: crmName } = site;

export default {
  id: "software-onboarding",
  title: `Software onboarding services | ${brandName}`,
  description: `Basic, Advanced and IntellAGENT onboarding packages for ${crmName} and your sales stack, with Bronze, Silver and Gold support and website page migration.`,
} satisfies PageCopy;
