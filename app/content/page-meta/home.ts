import { site } from "../../config/site";

import type { PageCopy } from "./types";

const { brand: brandName, crm: crmName } = site;

export default {
  id: "home",
  title: `${brandName} — Grow revenue with instant software adoption by AI`,
  description: `${brandName} onboards teams onto ${crmName}, runs revenue operations, builds websites, decks and apps, finds qualified leads and trains your team with AI.`,
} satisfies PageCopy;
