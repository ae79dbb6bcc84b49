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

/** What a page's <head> says about it: rendered at build time by the site layout. */
export interface PageHead {
  title: string;
  description: string;
  /** The absolute canonical URL; pages that are not to be indexed have none. */
  canonical?: string;
  robots?: string;
  /** JSON-LD objects, one <script type="application/ld+json"> each. */
  structuredData: readonly StructuredData[];
}

/**
 * Title, description, canonical link and JSON-LD of a page, from the route table. Pages add
 * their own structured data (services, FAQ, products) next to the organization.
 */
export function pageHead(page: PageCopy, structuredData: readonly StructuredData[] = []): PageHead {
  return {
    title: page.title,
    description: page.description,
    canonical: canonicalUrl(canonicalPath(page.id)),
    structuredData: [organizationSchema(), ...structuredData],
  };
}

/** A page outside the route table (the 404, thank-you and problems pages): never indexed. */
export function unlistedPageHead(page: Pick<PageCopy, "title" | "description">): PageHead {
  return { ...page, robots: "noindex", structuredData: [] };
}

export function notFoundHead(): PageHead {
  return unlistedPageHead(notFoundPage);
}
