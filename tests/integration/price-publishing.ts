import { expect } from "vitest";

import { onboardingPricesSeed } from "~/content/onboarding-prices";
import { CONTENT_API } from "~/lib/content-api";
import type { ContentKindId, ContentOf } from "~/lib/content-kinds";
import type { OnboardingPrices } from "~/lib/onboarding-price-schema";

import type { asOwner } from "./admin-helpers";

/**
 * The owner's edit of issue #52's targets: the Marketing Hub Professional Advanced price, from
 * today's to PRICE_AFTER, saved as a draft and published.
 */

export const KIND = "onboarding-prices";
/** The publish-to-live bound of issue #52. */
export const LIVE_WITHIN_MS = 5000;
export const PRICE_BEFORE = onboardingPricesSeed.hubPrices.professional["Marketing Hub"].advanced;
export const PRICE_AFTER = 3200;

export function withAdvancedPrice(price: number): OnboardingPrices {
  const prices = structuredClone(onboardingPricesSeed);
  prices.hubPrices.professional["Marketing Hub"].advanced = price;
  return prices;
}

type Owner = ReturnType<typeof asOwner>;

export async function saveDraft(owner: Owner, price: number) {
  const body = { data: withAdvancedPrice(price) };
  expect((await owner({ method: "PUT", url: CONTENT_API.draft(KIND), body })).statusCode).toBe(200);
}

/** An item of `kind` saved as a draft and published over today's version. */
export async function publishItem<K extends ContentKindId>(
  owner: Owner,
  kind: K,
  data: ContentOf<K>,
) {
  const draft = await owner({ method: "PUT", url: CONTENT_API.draft(kind), body: { data } });
  expect(draft.statusCode).toBe(200);
  const body = { basedOn: 0 };
  const published = await owner({ method: "POST", url: CONTENT_API.publish(kind), body });
  expect(published.statusCode).toBe(200);
}

/** The price saved and published over today's version. */
export async function publishPrice(owner: Owner, price: number) {
  await publishItem(owner, KIND, withAdvancedPrice(price));
}
