import type { MetaDescriptor } from "react-router";

import { site } from "~/config/site";
import { type PageId, notFoundPage, pageById } from "~/content/pages";

import { canonicalUrl } from "./domains";

/** Title, description, canonical link and share tags of a page, from the route table. */
export function pageMeta(id: PageId): MetaDescriptor[] {
  const page = pageById(id);
  const url = canonicalUrl(page.paths[0]);
  return [
    { title: page.title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.brand },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: page.title },
    { name: "twitter:description", content: page.description },
  ];
}

export function notFoundMeta(): MetaDescriptor[] {
  return [
    { title: notFoundPage.title },
    { name: "description", content: notFoundPage.description },
    { name: "robots", content: "noindex" },
  ];
}
