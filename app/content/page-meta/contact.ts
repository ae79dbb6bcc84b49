import { site } from "../../config/site";

import type { PageCopy } from "./types";

const { brand: brandName } = site;

export default {
  id: "contact",
  title: `Contact ${brandName}`,
  description: `Send ${brandName} a message or book a call. We reply within 1-2 business days.`,
} satisfies PageCopy;
