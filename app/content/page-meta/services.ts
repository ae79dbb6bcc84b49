import { site } from "../../config/site";

import type { PageCopy } from "./types";

const { brand: brandName } = site;

export default {
  id: "services",
  title: `Services | ${brandName}`,
  description: `Software onboarding, website services, custom presentations, lead generation, app development and revenue operations consulting by ${brandName}.`,
} satisfies PageCopy;
