import { site } from "../../config/site";

import type { PageCopy } from "./types";

const { brand: brandName } = site;

export default {
  id: "cheat-sheets",
  title: `Software cheat sheets | ${brandName}`,
  description:
    "Free cheat sheets for marketing automation, sales pipelines, customer support, operations dashboards, website optimisation and AI tools.",
} satisfies PageCopy;
