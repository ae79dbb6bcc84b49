import { answerText } from "~/components/ui/faq-answer";
import { site } from "~/config/site";

import { canonicalUrl } from "./domains";

/** schema.org objects for JSON-LD, built from the same content the pages render. */
export type StructuredData = Record<string, unknown>;

const origin = `https://${site.domains.main}`;

export function organizationSchema(): StructuredData {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${origin}/#organization`,
    name: site.brand,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    email: site.emails.general,
    sameAs: site.social.map((profile) => profile.href),
    contactPoint: [
      {
        "@type": "ContactPoint",
        contactType: "sales",
        email: site.emails.contact,
        url: `${origin}/contact`,
      },
    ],
  };
}

export interface OfferInput {
  name: string;
  /** US dollars. */
  price: number;
  /** e.g. "MON" for monthly prices. */
  billingPeriod?: "MON" | "ANN";
  /** What the price is charged for when it is not the whole offer: "page", "slide", "user". */
  unit?: string;
  /** The price is the lowest of a range, as in "From $1,000". */
  isFromPrice?: boolean;
  description?: string;
}

function priceSpecification(item: OfferInput) {
  if (!item.billingPeriod && !item.unit && !item.isFromPrice) return {};
  const price = item.price.toFixed(2);
  return {
    priceSpecification: {
      "@type": "UnitPriceSpecification",
      ...(item.isFromPrice ? { minPrice: price } : { price }),
      priceCurrency: "USD",
      ...(item.billingPeriod ? { unitCode: item.billingPeriod } : {}),
      ...(item.unit ? { unitText: item.unit } : {}),
    },
  };
}

function offer(item: OfferInput, url: string) {
  return {
    "@type": "Offer",
    name: item.name,
    price: item.price.toFixed(2),
    priceCurrency: "USD",
    url,
    ...(item.description ? { description: item.description } : {}),
    ...priceSpecification(item),
  };
}

export function serviceSchema(input: {
  name: string;
  description: string;
  path: string;
  serviceType?: string;
  offers?: readonly OfferInput[];
}): StructuredData {
  const url = canonicalUrl(input.path);
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: input.name,
    description: input.description,
    url,
    serviceType: input.serviceType ?? input.name,
    provider: { "@id": `${origin}/#organization` },
    ...(input.offers && input.offers.length > 0
      ? { offers: input.offers.map((item) => offer(item, url)) }
      : {}),
  };
}

export function productSchema(input: {
  name: string;
  description: string;
  path: string;
  offers: readonly OfferInput[];
}): StructuredData {
  const url = canonicalUrl(input.path);
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: input.name,
    description: input.description,
    url,
    brand: { "@type": "Brand", name: site.brand },
    offers: input.offers.map((item) => offer(item, url)),
  };
}

/** A page's questions, each answer (Markdown) as the words the page shows. */
export function faqPageSchema(
  items: readonly { question: string; answer: string }[],
): StructuredData {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: answerText(item.answer) },
    })),
  };
}

/**
 * JSON-LD for a <script type="application/ld+json">: JSON with `<`, `>`, `&` and the two line
 * separators escaped, so no value can close the script element or start markup inside it.
 */
export function jsonLd(data: StructuredData): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}
