import { site } from "../../config/site";

import type { PageCopy } from "./types";

const { brand: brandName } = site;

export default {
  id: "terms",
  title: `Terms of use | ${brandName}`,
  description: `The terms for using the ${brandName} website and its free resources.`,
} satisfies PageCopy;
