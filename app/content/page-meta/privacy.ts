import { site } from "../../config/site";

import type { PageCopy } from "./types";

const { brand: brandName } = site;

export default {
  id: "privacy",
  title: `Privacy policy | ${brandName}`,
  description: `What ${brandName}'s forms collect, why, how long we keep it, and your rights. No tracking cookies.`,
} satisfies PageCopy;
