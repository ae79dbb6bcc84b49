import type { MetaDescriptor } from "react-router";

import { site } from "~/config/site";
import notFoundPage from "~/content/page-meta/not-found";
import type { PageCopy } from "~/content/page-meta/types";
import { canonicalPath } from "~/content/page-paths";

import { canonicalUrl } from "./domains";
import { type StructuredData, organizationSchema } from "./structured-data";

export const SHARE_IMAGE = {
  url: `https://${site.domains.main}/og-image.png`,
  width: 1200,
  height: 630,
  alt: `${site.brand}: grow revenue with instant software adoption by AI`,
};

/**
 * Title, description, canonical link, share tags and JSON-LD of a page, from the route table.
 * Pages add their own structured data (services, FAQ, products) next to the organization.
 *
 * JSON-LD is for crawlers, which read the prerendered HTML, so it is built at build time only:
 * pages pass `import.meta.env.SSR && [...]`, which leaves the builders and the content they
 * read out of the browser's bundle. Hydration keeps the prerendered scripts in <head>.
 */
export function pageMeta(
  page: PageCopy,
  structuredData: readonly StructuredData[] | false = [],
): MetaDescriptor[] {
  const url = canonicalUrl(canonicalPath(page.id));
  return [
    { title: page.title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.brand },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:locale", content: "en_US" },
    { property: "og:image", content: SHARE_IMAGE.url },
    { property: "og:image:width", content: String(SHARE_IMAGE.width) },
    { property: "og:image:height", content: String(SHARE_IMAGE.height) },
    { property: "og:image:alt", content: SHARE_IMAGE.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: page.title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: SHARE_IMAGE.url },
    ...(import.meta.env.SSR ? [organizationSchema(), ...(structuredData || [])] : []).map(
      (data) => ({ "script:ld+json": data }),
    ),
  ];
}

export function notFoundMeta(): MetaDescriptor[] {
  return [
    { title: notFoundPage.title },
    { name: "description", content: notFoundPage.description },
    { name: "robots", content: "noindex" },
  ];
}
