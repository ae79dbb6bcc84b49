import { createHash, randomBytes } from "node:crypto";

/** A random token for a cookie (session, known device): 32 bytes, base64url. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/** The database keeps only this: a stolen copy of it opens nothing. */
export function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
