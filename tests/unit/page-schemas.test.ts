import { aiTrainerPlanCopySeed as planCopy } from "~/content/ai-trainer-plan-copy";
import { aiTrainerPlansSeed as seed } from "~/content/ai-trainer-prices";
import { describe, expect, it } from "vitest";

import { addOns, individualPlans, teamPlans } from "~/content/ai-trainer-plans";
import { onboardingPackageNames } from "~/content/onboarding-package-names";
import { onboardingPackagesSeed } from "~/content/onboarding-packages";
import { leadListsSeed } from "~/content/lead-lists";
import {
  addOnTable,
  hubPrices,
  hubs,
  integrationTable,
  packageTypes,
  supportPlans,
  tiers,
  onboardingPricesSeed,
} from "~/content/onboarding-prices";
import { presentationPricesSeed } from "~/content/presentation-prices";
import { questionsSeed } from "~/content/questions";
import { revopsPackagesSeed } from "~/content/revops-packages";
import { websitePricesSeed } from "~/content/website-prices";
import { websiteServicesSeed } from "~/content/website-services";
import { type PageId, canonicalPath } from "~/content/page-paths";
import { annualPrice } from "~/lib/ai-trainer-pricing";
import { orderedLeadLists } from "~/lib/lead-lists";
import { suitePrice } from "~/lib/onboarding-prices";
import { aiTrainerQuestions } from "~/lib/page-questions";
import {
  aiTrainerSchema,
  appDevelopmentSchema,
  crmPricingSchema,
  customPresentationsSchema,
  leadGenerationSchema,
  revopsConsultingSchema,
  softwareOnboardingPricingSchema,
  softwareOnboardingSchema,
  websiteDesignPricingSchema,
  websiteServicesSchema,
} from "~/lib/page-schemas";
import { packageList } from "~/lib/revops-package-schema";
import type { ListedPage } from "~/lib/seo";
import { type StructuredData, faqPageSchema } from "~/lib/structured-data";

/** A listed page as its file renders it at its canonical path. */
const pageAt = (id: PageId): ListedPage => ({
  title: id,
  description: `What the ${id} page offers.`,
  path: canonicalPath(id),
});

interface Offer {
  name: string;
  price: string;
  priceCurrency: string;
  url: string;
  priceSpecification?: { unitCode?: string; unitText?: string; minPrice?: string };
}

function offersOf(schema: StructuredData): Offer[] {
  return schema.offers as Offer[];
}

/** The offers' prices as numbers, in order. */
function prices(schema: StructuredData): number[] {
  return offersOf(schema).map((offer) => Number(offer.price));
}

function priceOf(schema: StructuredData, name: string): number {
  const offer = offersOf(schema).find((candidate) => candidate.name === name);
  if (!offer) throw new Error(`No offer named "${name}"`);
  return Number(offer.price);
}

const everyHubPrice = packageTypes.flatMap((packageType) =>
  hubs.flatMap((hub) => tiers.map((tier) => hubPrices[packageType][hub][tier])),
);

describe("service schemas", () => {
  it("give every service page a Service on its canonical URL, by the organization", () => {
    for (const schema of [
      softwareOnboardingSchema(
        pageAt("software-onboarding"),
        onboardingPricesSeed.hubPrices,
        onboardingPackagesSeed,
      ),
      softwareOnboardingPricingSchema(
        pageAt("software-onboarding-pricing"),
        onboardingPricesSeed,
        onboardingPackagesSeed,
      ),
      crmPricingSchema(pageAt("crm-pricing"), onboardingPricesSeed, supportPlans),
      websiteServicesSchema(pageAt("website-services"), websitePricesSeed, websiteServicesSeed),
      websiteDesignPricingSchema(
        pageAt("website-design-pricing"),
        websitePricesSeed,
        websiteServicesSeed,
      ),
      customPresentationsSchema(pageAt("custom-presentations"), presentationPricesSeed),
      leadGenerationSchema(pageAt("lead-generation"), leadListsSeed),
      appDevelopmentSchema(pageAt("app-development")),
      revopsConsultingSchema(pageAt("revops-consulting"), revopsPackagesSeed),
    ]) {
      expect(schema["@type"]).toBe("Service");
      expect(schema.provider).toEqual({ "@id": "https://grevvy.com/#organization" });
      for (const offer of (schema.offers ?? []) as Offer[]) {
        expect(offer.url).toBe(schema.url);
        expect(offer.priceCurrency).toBe("USD");
      }
    }
    expect(
      softwareOnboardingPricingSchema(
        pageAt("software-onboarding-pricing"),
        onboardingPricesSeed,
        onboardingPackagesSeed,
      ).url,
    ).toBe("https://grevvy.com/pricing/software-onboarding");
    expect(revopsConsultingSchema(pageAt("revops-consulting"), revopsPackagesSeed).url).toBe(
      "https://grevvy.com/services/revops-consulting",
    );
  });

  it("price the onboarding packages from their lowest hub price", () => {
    const schema = softwareOnboardingSchema(
      pageAt("software-onboarding"),
      onboardingPricesSeed.hubPrices,
      onboardingPackagesSeed,
    );
    expect(offersOf(schema).map((offer) => offer.name)).toEqual(
      onboardingPackageNames.map((item) => `${item.name} onboarding`),
    );
    expect(prices(schema)).toEqual([1000, 2000, 4000]);
    expect(offersOf(schema)[0]!.priceSpecification).toEqual(
      expect.objectContaining({ minPrice: "1000.00", unitText: "hub" }),
    );
  });

  it("carry every hub and suite price of the tables on the onboarding pricing page", () => {
    const schema = softwareOnboardingPricingSchema(
      pageAt("software-onboarding-pricing"),
      onboardingPricesSeed,
      onboardingPackagesSeed,
    );
    const listed = prices(schema);
    for (const price of everyHubPrice) expect(listed).toContain(price);
    expect(priceOf(schema, "Marketing Hub onboarding (Enterprise, Intelligent)")).toBe(18000);
    expect(priceOf(schema, "Suite onboarding, all five hubs (Professional, Basic)")).toBe(
      suitePrice(onboardingPricesSeed.hubPrices, "professional", "basic"),
    );
    expect(suitePrice(onboardingPricesSeed.hubPrices, "professional", "basic")).toBe(4950);
    expect(priceOf(schema, "Free and Starter hub onboarding (Intelligent)")).toBe(600);
  });

  it("list hub prices, add-ons and monthly support plans on the CRM pricing page", () => {
    const schema = crmPricingSchema(pageAt("crm-pricing"), onboardingPricesSeed, supportPlans);
    const listed = prices(schema);
    for (const price of everyHubPrice) expect(listed).toContain(price);
    const addOnPrices = [...addOnTable, ...integrationTable].flatMap((row) =>
      [row.advanced, row.intelligent].filter((price) => price !== null),
    );
    for (const price of addOnPrices) expect(listed).toContain(price);
    expect(priceOf(schema, "Native Integration (Intelligent (DFY+AI))")).toBe(300);
    expect(
      offersOf(schema).some((offer) => offer.name === "Native Integration (Advanced (DFY))"),
    ).toBe(false);
    const gold = offersOf(schema).find(
      (offer) => offer.name === "Gold support (Intelligent (DFY+AI))",
    );
    expect(Number(gold?.price)).toBe(supportPlans.intelligent.gold.monthlyPrice);
    expect(gold?.priceSpecification?.unitCode).toBe("MON");
  });

  it("price website pages per tier, and the services page from the cheapest tier", () => {
    const designPricing = websiteDesignPricingSchema(
      pageAt("website-design-pricing"),
      websitePricesSeed,
      websiteServicesSeed,
    );
    const services = websiteServicesSchema(
      pageAt("website-services"),
      websitePricesSeed,
      websiteServicesSeed,
    );
    expect(prices(designPricing)).toEqual(
      [websitePricesSeed.services.migration, websitePricesSeed.services.redesign].flatMap(
        (service) => service.tiers.map((tier) => tier.pricePerPage),
      ),
    );
    expect(priceOf(designPricing, "Website Redesign, 12-20 pages")).toBe(750);
    expect(prices(services)).toEqual([120, 650]);
    expect(offersOf(services)[0]!.priceSpecification?.unitText).toBe("page");

    const edited = structuredClone(websitePricesSeed);
    edited.services.redesign.tiers[3]!.pricePerPage = 600;
    expect(
      prices(websiteServicesSchema(pageAt("website-services"), edited, websiteServicesSeed)),
    ).toEqual([120, 600]);
  });

  it("name and describe the website services by the published copy", () => {
    const copy = structuredClone(websiteServicesSeed);
    copy.services.redesign.name = "Website Rebuild";
    copy.services.redesign.summary = "A new site on your CRM.";
    const services = websiteServicesSchema(pageAt("website-services"), websitePricesSeed, copy);
    expect(offersOf(services)[1]).toMatchObject({
      name: "Website Rebuild",
      description: "A new site on your CRM.",
    });
    const designPricing = websiteDesignPricingSchema(
      pageAt("website-design-pricing"),
      websitePricesSeed,
      copy,
    );
    expect(priceOf(designPricing, "Website Rebuild, 12-20 pages")).toBe(750);
  });

  it("price presentations per slide, lead lists per list and RevOps per month", () => {
    const [slide] = offersOf(
      customPresentationsSchema(pageAt("custom-presentations"), presentationPricesSeed),
    );
    expect(Number(slide!.price)).toBe(presentationPricesSeed.pricePerSlide);
    expect(slide!.priceSpecification?.unitText).toBe("slide");
    expect(prices(leadGenerationSchema(pageAt("lead-generation"), leadListsSeed))).toEqual(
      orderedLeadLists(leadListsSeed).map((item) => item.price),
    );
    expect(prices(revopsConsultingSchema(pageAt("revops-consulting"), revopsPackagesSeed))).toEqual(
      packageList(revopsPackagesSeed).map((item) => item.price),
    );
    expect(
      offersOf(revopsConsultingSchema(pageAt("revops-consulting"), revopsPackagesSeed)).every(
        (offer) => offer.priceSpecification?.unitCode === "MON",
      ),
    ).toBe(true);
  });

  it("leave app development without offers: it is quoted per project", () => {
    expect(appDevelopmentSchema(pageAt("app-development"))).not.toHaveProperty("offers");
  });
});

describe("AI trainer product schema", () => {
  const schema = aiTrainerSchema(pageAt("ai-trainer"), seed, planCopy);

  it("is a Product on each trainer page's own URL", () => {
    expect(schema["@type"]).toBe("Product");
    expect(schema.url).toBe("https://grevvyai.com/grevvy-ai-trainer");
    expect(aiTrainerSchema(pageAt("ai-trainer-support"), seed, planCopy).url).toBe(
      "https://grevvyai.com/grevvy-ai-trainer-support",
    );
  });

  it("offers every individual plan monthly and the paid ones annually", () => {
    for (const plan of individualPlans) {
      expect(priceOf(schema, plan.name)).toBe(seed.individual[plan.id].monthlyPrice);
    }
    expect(priceOf(schema, "Basic, billed annually")).toBe(annualPrice(seed, "basic"));
    expect(priceOf(schema, "Basic, billed annually")).toBe(162);
    expect(offersOf(schema).some((offer) => offer.name === "Free, billed annually")).toBe(false);
  });

  it("offers each team price band per user, and the add-ons", () => {
    for (const plan of teamPlans) {
      for (const band of seed.team[plan.id].bands ?? []) {
        const max = band.maxUsers === null ? "+" : `-${band.maxUsers}`;
        const offer = offersOf(schema).find(
          (candidate) => candidate.name === `${plan.name}, ${band.minUsers}${max} users`,
        );
        expect(Number(offer?.price)).toBe(band.pricePerUser);
        expect(offer?.priceSpecification).toEqual(
          expect.objectContaining({ unitCode: "MON", unitText: "user" }),
        );
      }
    }
    expect(priceOf(schema, "Team Basic, 5-10 users")).toBe(12);
    expect(offersOf(schema).some((offer) => offer.name.startsWith("Team Enterprise"))).toBe(false);
    for (const addOn of addOns) {
      expect(priceOf(schema, addOn.name)).toBe(seed.addOns[addOn.id].monthlyPrice);
    }
  });
});

describe("FAQ schema", () => {
  it("carries a page's questions and answers as shown", () => {
    for (const items of [
      questionsSeed["software-advisory"],
      aiTrainerQuestions(questionsSeed, seed),
    ]) {
      const schema = faqPageSchema(items);
      expect(schema["@type"]).toBe("FAQPage");
      expect(schema.mainEntity).toEqual(
        items.map((item) => ({
          "@type": "Question",
          name: item.question,
          acceptedAnswer: { "@type": "Answer", text: item.answer },
        })),
      );
    }
  });
});
