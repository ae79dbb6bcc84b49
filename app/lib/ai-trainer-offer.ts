import type { AiTrainerOffer } from "./ai-trainer-plan-schema";

/**
 * Whether the limited offer still runs at `now`. Apart from its schema, so that the pricing
 * section's island, which sits beside the offer's banner, loads no schema.
 */
export function offerRunning(offer: AiTrainerOffer, now = Date.now()): boolean {
  return offer.endsAt === null || Date.parse(offer.endsAt) > now;
}
