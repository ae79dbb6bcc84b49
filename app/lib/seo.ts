import { site } from "~/config/site";
import { canonicalOf } from "~/content/page-paths";

import { canonicalUrl } from "./domains";
import type { PageMeta } from "./page-meta-schema";
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
 * What a page says about itself in search results, tabs and link previews: a listed page's is
 * owner-edited (the "page-meta" kind), but for the legal pages', written in their files.
 */
export type { PageMeta };

/** A listed page as rendered at one of its paths: its meta and its canonical path. */
export interface ListedPage extends PageMeta {
  path: string;
}

/** The page rendered at `url`, which may be one of its aliases. */
export function listedPage(url: URL, meta: PageMeta): ListedPage {
  return { ...meta, path: canonicalOf(url.pathname) };
}

/**
 * Title, description, canonical link and JSON-LD of a listed page. Pages add their own
 * structured data (services, FAQ, products) next to the organization.
 */
export function pageHead(
  page: ListedPage,
  structuredData: readonly StructuredData[] = [],
): PageHead {
  return {
    title: page.title,
    description: page.description,
    canonical: canonicalUrl(page.path),
    structuredData: [organizationSchema(), ...structuredData],
  };
}

/** A page left out of the site map (the 404, thank-you and problems pages): never indexed. */
export function unlistedPageHead(page: PageMeta): PageHead {
  return { ...page, robots: "noindex", structuredData: [] };
}
