import { randomBytes } from "node:crypto";

import { type Algorithm, hash, verify } from "@node-rs/argon2";

/** Algorithm.Argon2id: a const enum in the package's types, so not importable as a value. */
const ARGON2ID = 2 as Algorithm;

export const MIN_PASSWORD_LENGTH = 12;
/** As long as the sign-in form accepts (loginSchema). */
export const MAX_PASSWORD_LENGTH = 1024;

/** Why a new password is refused, or null when it is fine. */
export function passwordProblem(password: string): string | null {
  if (!password) return "The password is empty";
  if ([...password].length < MIN_PASSWORD_LENGTH) {
    return `The password must be at least ${MIN_PASSWORD_LENGTH} characters long`;
  }
  if (password.length > MAX_PASSWORD_LENGTH) {
    return `The password must be at most ${MAX_PASSWORD_LENGTH} characters long`;
  }
  return null;
}

/** An argon2id hash (PHC string: algorithm, parameters and salt travel with it). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

/** A hash of a password nobody knows, checked for unknown e-mails so they take as long. */
let unknownAccountHash: Promise<string> | undefined;

/**
 * Whether the password matches the hash. Without a hash (no such account) a hash of a random
 * password is checked all the same, so the answer's timing does not tell an account exists.
 */
export async function verifyPassword(passwordHash: string | null, password: string) {
  unknownAccountHash ??= hashPassword(randomBytes(32).toString("base64url"));
  const matches = await verify(passwordHash ?? (await unknownAccountHash), password);
  return passwordHash !== null && matches;
}
