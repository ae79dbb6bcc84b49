import { z } from "zod/mini";

import { MAX_CUSTOM_INTEGRATIONS, hubs, packageTypes, tiers } from "~/content/onboarding-options";
import { quoteRequestMessages as messages } from "~/content/onboarding-quote-messages";

import type { QuoteChoices } from "./onboarding-quote";

/**
 * The calculator's choices as a quote request carries them: one of each hub at most, at least
 * one, and the add-ons the calculator offers. A module of its own so that whoever reads a stored
 * quote checks it without every form's schema.
 */
export const quoteChoicesSchema = z.strictObject(
  {
    packageType: z.enum(packageTypes, messages.quote),
    hubs: z
      .array(
        z.strictObject(
          { hub: z.enum(hubs, messages.quote), tier: z.enum(tiers, messages.quote) },
          messages.quote,
        ),
        messages.quote,
      )
      .check(
        z.minLength(1, messages.noHub),
        z.refine(
          (picks) => new Set(picks.map((pick) => pick.hub)).size === picks.length,
          messages.repeatedHub,
        ),
      ),
    techAudit: z.boolean(messages.quote),
    processMapping: z.boolean(messages.quote),
    customIntegrations: z
      .number(messages.integrations)
      .check(
        z.int(messages.integrations),
        z.minimum(0, messages.integrations),
        z.maximum(MAX_CUSTOM_INTEGRATIONS, messages.integrations),
      ),
  },
  messages.quote,
) satisfies z.ZodMiniType<QuoteChoices>;

/** A stored value as quote choices, or null when it is none. */
export function readQuoteChoices(value: unknown): QuoteChoices | null {
  const parsed = quoteChoicesSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
