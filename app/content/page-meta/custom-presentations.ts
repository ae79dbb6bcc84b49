import { site } from "../../config/site";

import type { PageCopy } from "./types";

const { brand: brandName } = site;

export default {
  id: "custom-presentations",
  title: `Custom presentation design | ${brandName}`,
  description:
    "Pitch decks and sales presentations designed for you, priced per slide, with a live estimate and a free quote.",
} satisfies PageCopy;
