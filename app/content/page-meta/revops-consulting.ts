import { site } from "../../config/site";

import type { PageCopy } from "./types";

const { brand: brandName } = site;

export default {
  id: "revops-consulting",
  title: `Revenue operations (RevOps) consulting | ${brandName}`,
  description:
    "Monthly RevOps consulting packages that smash silos between marketing, sales and service, turbocharge your tools and lock in revenue.",
} satisfies PageCopy;
