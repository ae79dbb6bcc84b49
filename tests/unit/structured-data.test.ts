import { describe, expect, it } from "vitest";

import {
  faqPageSchema,
  jsonLd,
  organizationSchema,
  productSchema,
  serviceSchema,
} from "~/lib/structured-data";

describe("structured data", () => {
  it("describes the organization with its contacts and profiles", () => {
    const organization = organizationSchema();
    expect(organization["@type"]).toBe("Organization");
    expect(organization.name).toBe("Grevvy");
    expect(organization.sameAs).toHaveLength(4);
  });

  it("gives services and products offers in US dollars on their canonical URL", () => {
    const service = serviceSchema({
      name: "RevOps consulting",
      description: "d",
      path: "/services/revops-consulting",
      offers: [{ name: "Ignite", price: 2000, billingPeriod: "MON" }],
    });
    expect(service.url).toBe("https://grevvy.com/services/revops-consulting");
    expect(service.offers).toEqual([
      expect.objectContaining({ price: "2000.00", priceCurrency: "USD", name: "Ignite" }),
    ]);
    const product = productSchema({
      name: "AI Trainer",
      description: "d",
      path: "/grevvy-ai-trainer",
      offers: [{ name: "Basic", price: 15 }],
    });
    expect(product.url).toBe("https://grevvyai.com/grevvy-ai-trainer");
  });

  it("lists FAQ questions with their answers", () => {
    expect(faqPageSchema([{ question: "Q?", answer: "A." }]).mainEntity).toEqual([
      { "@type": "Question", name: "Q?", acceptedAnswer: { "@type": "Answer", text: "A." } },
    ]);
  });
});

describe("jsonLd", () => {
  it("keeps a value from closing its script element, and parses back to the same data", () => {
    const data = { name: "</script><script>alert(1)</script> & <!-- \u2028" };
    const text = jsonLd(data);
    expect(text).not.toMatch(/<|>|&|\u2028/);
    expect(JSON.parse(text)).toEqual(data);
  });
});
