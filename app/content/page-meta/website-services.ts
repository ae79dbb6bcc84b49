import { site } from "../../config/site";

import type { PageCopy } from "./types";

const { brand: brandName } = site;

export default {
  id: "website-services",
  title: `Website services — migration and redesign | ${brandName}`,
  description: `Website migration and redesign by ${brandName}: fast, search-ready sites on your CRM's platform, priced per page.`,
} satisfies PageCopy;
