import { site } from "~/config/site";
import { addOns, individualPlans, teamPlans } from "~/content/ai-trainer-plans";
import { LEADS_PER_LIST } from "~/content/lead-generation";
import { onboardingPackagesOf } from "~/content/onboarding-packages";
import {
  type SupportPlans,
  hubs,
  packageTypeLabels,
  packageTypes,
  supportLevelLabels,
  supportLevels,
  tierLabels,
  tierTitles,
  tiers,
} from "~/content/onboarding-prices";
import { websiteServiceOrder } from "~/content/website-pricing";

import type { AiTrainerPlanCopy } from "./ai-trainer-plan-copy-schema";
import type { AiTrainerPlans } from "./ai-trainer-plan-schema";
import { annualPrice, bandLabel } from "./ai-trainer-pricing";
import { formatUsd } from "./format";
import type { OnboardingPackages } from "./onboarding-package-schema";
import { orderedLeadLists } from "./lead-lists";
import type { LeadLists } from "./lead-lists-schema";
import type { OnboardingPrices } from "./onboarding-price-schema";
import type { PresentationPrices } from "./presentation-price-schema";
import { type RevopsPackages, packageList } from "./revops-package-schema";
import type { WebsiteServices } from "./website-service-schema";
import { type HubPrices, hubPrice, lowestHubPrice, suitePrice } from "./onboarding-prices";
import {
  type OfferInput,
  type StructuredData,
  productSchema,
  serviceSchema,
} from "./structured-data";
import type { ListedPage } from "./seo";
import type { WebsitePrices } from "./website-price-schema";
import { lowestPricePerPage } from "./website-pricing";

/**
 * The JSON-LD of each priced page, built from the content modules the page renders: a Service
 * with its offers on service and pricing pages, a Product with the plans on the AI trainer pages.
 */

function service(
  page: ListedPage,
  name: string,
  offers: readonly OfferInput[] = [],
): StructuredData {
  return serviceSchema({ name, description: page.description, path: page.path, offers });
}

const ONBOARDING_SERVICE = "Software Onboarding";
const WEBSITE_SERVICE = "Website Services";

/** The three onboarding packages, with their published copy, at their lowest hub price. */
function onboardingPackageOffers(prices: HubPrices, packages: OnboardingPackages): OfferInput[] {
  return onboardingPackagesOf(packages).map((item) => ({
    name: `${item.name} onboarding`,
    price: lowestHubPrice(prices, item.tier),
    unit: "hub",
    isFromPrice: true,
    description: item.description,
  }));
}

/** Every cell of the hub price tables: each hub, the suite and the Free/Starter rate. */
function hubPriceOffers(prices: OnboardingPrices): OfferInput[] {
  return packageTypes
    .flatMap((packageType) =>
      tiers.flatMap((tier) => {
        const label = `${packageTypeLabels[packageType]}, ${tierLabels[tier]}`;
        return [
          ...hubs.map((hub) => ({
            name: `${hub} onboarding (${label})`,
            price: hubPrice(prices.hubPrices, packageType, hub, tier),
          })),
          {
            name: `Suite onboarding, all five hubs (${label})`,
            price: suitePrice(prices.hubPrices, packageType, tier),
          },
        ];
      }),
    )
    .concat(
      tiers.map((tier) => ({
        name: `Free and Starter hub onboarding (${tierLabels[tier]})`,
        price: prices.freeStarterHubPrices[tier],
        unit: "hub",
      })),
    );
}

function addOnOffers(prices: OnboardingPrices): OfferInput[] {
  return [...prices.addOnTable, ...prices.integrationTable].flatMap((row) =>
    (["advanced", "intelligent"] as const).flatMap((tier) => {
      const price = row[tier];
      return price === null ? [] : [{ name: `${row.name} (${tierTitles[tier]})`, price }];
    }),
  );
}

function supportPlanOffers(plans: SupportPlans): OfferInput[] {
  return tiers.flatMap((tier) =>
    supportLevels.map((level) => {
      const plan = plans[tier][level];
      return {
        name: `${supportLevelLabels[level]} support (${tierTitles[tier]})`,
        price: plan.monthlyPrice,
        billingPeriod: "MON" as const,
        description: `${plan.hoursPerMonth} hours a month, ${plan.responseHours}-hour response`,
      };
    }),
  );
}

export function softwareOnboardingSchema(
  page: ListedPage,
  prices: HubPrices,
  packages: OnboardingPackages,
): StructuredData {
  return service(page, ONBOARDING_SERVICE, onboardingPackageOffers(prices, packages));
}

export function softwareOnboardingPricingSchema(
  page: ListedPage,
  prices: OnboardingPrices,
  packages: OnboardingPackages,
): StructuredData {
  return service(page, ONBOARDING_SERVICE, [
    ...onboardingPackageOffers(prices.hubPrices, packages),
    ...hubPriceOffers(prices),
  ]);
}

export function crmPricingSchema(
  page: ListedPage,
  prices: OnboardingPrices,
  plans: SupportPlans,
): StructuredData {
  return service(page, `${site.crm} onboarding and support`, [
    ...hubPriceOffers(prices),
    ...addOnOffers(prices),
    ...supportPlanOffers(plans),
  ]);
}

export function websiteServicesSchema(
  page: ListedPage,
  prices: WebsitePrices,
  { services }: WebsiteServices,
): StructuredData {
  return service(
    page,
    WEBSITE_SERVICE,
    websiteServiceOrder.map((id) => ({
      name: services[id].name,
      price: lowestPricePerPage(prices, id),
      unit: "page",
      isFromPrice: true,
      description: services[id].summary,
    })),
  );
}

export function websiteDesignPricingSchema(
  page: ListedPage,
  prices: WebsitePrices,
  { services }: WebsiteServices,
): StructuredData {
  return service(
    page,
    WEBSITE_SERVICE,
    websiteServiceOrder.flatMap((id) =>
      prices.services[id].tiers.map((tier) => ({
        name: `${services[id].name}, ${tier.minPages}-${tier.maxPages} pages`,
        price: tier.pricePerPage,
        unit: "page",
      })),
    ),
  );
}

export function customPresentationsSchema(
  page: ListedPage,
  prices: PresentationPrices,
): StructuredData {
  const { pricePerSlide, minimumCharge, minimumBelowSlides } = prices;
  return service(page, "Custom Presentations", [
    {
      name: "Presentation design",
      price: pricePerSlide,
      unit: "slide",
      description: `Decks under ${minimumBelowSlides} slides cost ${formatUsd(minimumCharge)}.`,
    },
  ]);
}

/** The lead list packages of `lists`, the published ones. */
export function leadGenerationSchema(page: ListedPage, lists: LeadLists): StructuredData {
  return service(
    page,
    "Lead Generation",
    orderedLeadLists(lists).map((item) => ({
      name: `${item.name} lead list`,
      price: item.price,
      description: `${LEADS_PER_LIST} leads: ${item.features.join(", ")}.`,
    })),
  );
}

/** App development is quoted per project, so its service has no published offers. */
export function appDevelopmentSchema(page: ListedPage): StructuredData {
  return service(page, "App Development");
}

/** The packages at their published names and monthly prices. */
export function revopsConsultingSchema(page: ListedPage, packages: RevopsPackages): StructuredData {
  return service(
    page,
    "RevOps Consulting",
    packageList(packages).map((item) => ({
      name: item.name,
      price: item.price,
      billingPeriod: "MON",
      description: item.description,
    })),
  );
}

/** The AI trainer's plans with a published price; Team Enterprise is priced per contract. */
function aiTrainerOffers(plans: AiTrainerPlans, copy: AiTrainerPlanCopy): OfferInput[] {
  const individual = individualPlans.flatMap((plan): OfferInput[] => [
    {
      name: plan.name,
      price: plans.individual[plan.id].monthlyPrice,
      billingPeriod: "MON",
      description: copy.individual[plan.id].description,
    },
    ...(plans.individual[plan.id].monthlyPrice > 0
      ? [
          {
            name: `${plan.name}, billed annually`,
            price: annualPrice(plans, plan.id),
            billingPeriod: "ANN" as const,
          },
        ]
      : []),
  ]);
  const team = teamPlans.flatMap((plan) =>
    (plans.team[plan.id].bands ?? []).map((band) => ({
      name: `${plan.name}, ${bandLabel(band)}`,
      price: band.pricePerUser,
      billingPeriod: "MON" as const,
      unit: "user",
      description: copy.team[plan.id].description,
    })),
  );
  const extras = addOns.map((addOn) => ({
    name: addOn.name,
    price: plans.addOns[addOn.id].monthlyPrice,
    billingPeriod: "MON" as const,
    description: copy.addOns[addOn.id].description,
  }));
  return [...individual, ...team, ...extras];
}

export function aiTrainerSchema(page: ListedPage, plans: AiTrainerPlans, copy: AiTrainerPlanCopy) {
  return productSchema({
    name: `${site.brand} AI Trainer`,
    description: page.description,
    path: page.path,
    offers: aiTrainerOffers(plans, copy),
  });
}
