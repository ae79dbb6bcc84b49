import type { MetaDescriptor } from "react-router";

import { site } from "~/config/site";

import { INBOX_HEADING } from "./admin-headings";

/** The inbox's pages are private: named for their tab, kept out of every index. */
export function adminMeta(page?: string): MetaDescriptor[] {
  return [
    { title: [page, INBOX_HEADING, site.brand].filter(Boolean).join(" | ") },
    { name: "robots", content: "noindex, nofollow" },
  ];
}
