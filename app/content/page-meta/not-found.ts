import { site } from "../../config/site";

import type { PageCopy } from "./types";

export default {
  title: `Page not found | ${site.brand}`,
  description: `The page you asked for does not exist on the ${site.brand} website.`,
} satisfies Omit<PageCopy, "id">;
