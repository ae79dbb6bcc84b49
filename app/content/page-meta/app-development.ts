import { site } from "../../config/site";

import type { PageCopy } from "./types";

const { brand: brandName } = site;

export default {
  id: "app-development",
  title: `Custom app development — mobile, web and enterprise | ${brandName}`,
  description:
    "Mobile apps, web apps and enterprise solutions built around your processes, from consultation to deployment and support.",
} satisfies PageCopy;
