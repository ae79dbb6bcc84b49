import { site } from "../../config/site";

import type { PageCopy } from "./types";

const { brand: brandName } = site;

export default {
  id: "ai-tools",
  title: `Free AI tools for every team | ${brandName}`,
  description: `Content generation, sales script optimisation, support chatbots, workflow automation, website design and discovery questions: free AI tools from ${brandName}.`,
} satisfies PageCopy;
