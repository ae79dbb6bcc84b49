import { createHmac } from "node:crypto";

import { addressCounter } from "../client-ip";

/** How long a second send of the same lead from the same client is taken for the first. */
export const REPEAT_SEND_WINDOW_MS = 10 * 60 * 1000;

/**
 * What one send is known by: its form and validated data (as the schema normalised them) with
 * the client's address (an IPv6 one's /64, as the rate limits count it). A double tap, a held
 * press replayed, or a browser's form posted twice gives the same fingerprint; another person,
 * or another text, another one. The content is the HMAC's key: the hash names no address by
 * itself, and it is cleared once its window has passed (see forgetSendFingerprints).
 */
export function sendFingerprint(
  form: string,
  data: Record<string, unknown>,
  clientAddress: string,
): string {
  return createHmac("sha256", JSON.stringify([form, data]))
    .update(addressCounter(clientAddress))
    .digest("base64url");
}
