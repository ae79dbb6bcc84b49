import {
  type Hub,
  MAX_CUSTOM_INTEGRATIONS,
  type PackageType,
  SUITE_DISCOUNT_RATE,
  type Tier,
} from "~/content/onboarding-options";

import type { OnboardingPrices, PresetPackage } from "./onboarding-price-schema";
import { hubPrice } from "./onboarding-prices";

/** The suite discount applies from this many selected hubs. */
export const SUITE_DISCOUNT_MIN_HUBS = 3;

/** The suite discount as the calculator and the notices write it: "10%". */
export const suiteDiscountPercent = `${Math.round(SUITE_DISCOUNT_RATE * 100)}%`;

export interface SelectedHub {
  name: Hub;
  tier: Tier;
  price: number;
}

export interface QuoteState {
  packageType: PackageType;
  selectedHubs: readonly SelectedHub[];
  techAudit: boolean;
  processMapping: boolean;
  customIntegrations: number;
}

export interface QuoteTotals {
  subtotal: number;
  discount: number;
  addOns: number;
  total: number;
}

/** The JSON a rep downloads with Export Quote. */
export interface QuoteExport {
  packageType: PackageType;
  selectedHubs: SelectedHub[];
  addOns: { techAudit: boolean; processMapping: boolean; customIntegrations: number };
  totals: QuoteTotals;
}

/**
 * What the visitor chose in the calculator, without prices: what a quote request carries, so
 * that whoever reads the lead prices it again from the price list (`quoteFromChoices`).
 */
export interface QuoteChoices {
  packageType: PackageType;
  hubs: { hub: Hub; tier: Tier }[];
  techAudit: boolean;
  processMapping: boolean;
  customIntegrations: number;
}

export const initialQuote: QuoteState = {
  packageType: "professional",
  selectedHubs: [],
  techAudit: false,
  processMapping: false,
  customIntegrations: 0,
};

export function clampIntegrations(count: number): number {
  if (!Number.isFinite(count)) return 0;
  return Math.min(MAX_CUSTOM_INTEGRATIONS, Math.max(0, Math.trunc(count)));
}

export function setCustomIntegrations(state: QuoteState, count: number): QuoteState {
  return { ...state, customIntegrations: clampIntegrations(count) };
}

export function subtotal(hubs: readonly SelectedHub[]): number {
  return hubs.reduce((sum, hub) => sum + hub.price, 0);
}

/** 10% of the subtotal once 3 or more hubs are selected. */
export function suiteDiscount(hubs: readonly SelectedHub[]): number {
  return hubs.length >= SUITE_DISCOUNT_MIN_HUBS
    ? Math.round(subtotal(hubs) * SUITE_DISCOUNT_RATE)
    : 0;
}

/** Nothing in the quote: no hub and no add-on, whichever package it is priced at. */
export function isQuoteEmpty(state: QuoteState): boolean {
  return (
    state.selectedHubs.length === 0 &&
    !state.techAudit &&
    !state.processMapping &&
    clampIntegrations(state.customIntegrations) === 0
  );
}

/** The choices behind a quote, its prices left out. */
export function quoteChoices(state: QuoteState): QuoteChoices {
  return {
    packageType: state.packageType,
    hubs: state.selectedHubs.map(({ name, tier }) => ({ hub: name, tier })),
    techAudit: state.techAudit,
    processMapping: state.processMapping,
    customIntegrations: clampIntegrations(state.customIntegrations),
  };
}

/**
 * The calculator's rules priced by one price list: the published one, which a page hands to its
 * calculator and the server reads for a quote request's notices.
 */
export function quoteRules(prices: OnboardingPrices) {
  /** Hubs and tiers priced at a package type. */
  const pricedHubs = (
    packageType: PackageType,
    picks: readonly { hub: Hub; tier: Tier }[],
  ): SelectedHub[] =>
    picks.map(({ hub, tier }) => ({
      name: hub,
      tier,
      price: hubPrice(prices.hubPrices, packageType, hub, tier),
    }));

  const addOnsTotal = (
    state: Pick<QuoteState, "packageType" | "techAudit" | "processMapping" | "customIntegrations">,
  ): number => {
    const addOnPrices = prices.calculatorAddOnPrices[state.packageType];
    return (
      (state.techAudit ? addOnPrices.techAudit : 0) +
      (state.processMapping ? addOnPrices.processMapping : 0) +
      clampIntegrations(state.customIntegrations) * prices.customIntegrationPrice
    );
  };

  /** Total = subtotal − suite discount + add-ons. */
  const quoteTotals = (state: QuoteState): QuoteTotals => {
    const sub = subtotal(state.selectedHubs);
    const discount = suiteDiscount(state.selectedHubs);
    const addOns = addOnsTotal(state);
    return { subtotal: sub, discount, addOns, total: sub - discount + addOns };
  };

  return {
    addOnsTotal,
    quoteTotals,

    /**
     * Clicking a hub tier: adds the hub, replaces its tier when another tier was selected, or
     * removes it when the same tier is clicked again.
     */
    toggleHubTier(state: QuoteState, hub: Hub, tier: Tier): QuoteState {
      const current = state.selectedHubs.find((selected) => selected.name === hub);
      const [picked] = pricedHubs(state.packageType, [{ hub, tier }]);
      let selectedHubs: SelectedHub[];
      if (!current) {
        selectedHubs = [...state.selectedHubs, picked!];
      } else if (current.tier === tier) {
        selectedHubs = state.selectedHubs.filter((selected) => selected.name !== hub);
      } else {
        selectedHubs = state.selectedHubs.map((selected) =>
          selected.name === hub ? picked! : selected,
        );
      }
      return { ...state, selectedHubs };
    },

    /** A preset replaces the whole selection, priced at the current package type. */
    applyPreset(state: QuoteState, preset: PresetPackage): QuoteState {
      return { ...state, selectedHubs: pricedHubs(state.packageType, preset.hubs) };
    },

    /** Switching package re-prices the selected hubs, so a quote never mixes packages. */
    setPackageType(state: QuoteState, packageType: PackageType): QuoteState {
      return {
        ...state,
        packageType,
        selectedHubs: pricedHubs(packageType, quoteChoices(state).hubs),
      };
    },

    quoteExport(state: QuoteState): QuoteExport {
      return {
        packageType: state.packageType,
        selectedHubs: state.selectedHubs.map(({ name, tier, price }) => ({ name, tier, price })),
        addOns: {
          techAudit: state.techAudit,
          processMapping: state.processMapping,
          customIntegrations: clampIntegrations(state.customIntegrations),
        },
        totals: quoteTotals(state),
      };
    },

    /** The quote the calculator shows for these choices, priced by its own rules. */
    quoteFromChoices(choices: QuoteChoices): QuoteState {
      return {
        packageType: choices.packageType,
        selectedHubs: pricedHubs(choices.packageType, choices.hubs),
        techAudit: choices.techAudit,
        processMapping: choices.processMapping,
        customIntegrations: clampIntegrations(choices.customIntegrations),
      };
    },
  };
}

export type QuoteRules = ReturnType<typeof quoteRules>;

export function quoteFileName(crmSlug: string, timestamp: number): string {
  return `${crmSlug}-onboarding-quote-${timestamp}.json`;
}
