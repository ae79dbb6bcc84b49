import { site } from "../../config/site";

import type { PageCopy } from "./types";

const { brand: brandName } = site;

export default {
  id: "website-design-pricing",
  title: `Website design pricing — per-page migration and redesign | ${brandName}`,
  description:
    "Transparent per-page prices for website migration and redesign, with volume tiers and an instant page-count estimate.",
} satisfies PageCopy;
