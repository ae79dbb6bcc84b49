import type { InjectOptions } from "fastify";
import { expect } from "vitest";

import { SESSION_COOKIE } from "~/lib/admin-api";

import { createOwnerAccounts } from "../../server/admin/accounts";
import type { LeadsDatabase } from "../../server/db/database";

import type { TestServer } from "./helpers";

export const OWNER = { email: "owner@example.com", password: "correct horse battery" };

/** The origin of `server.inject` requests (Host localhost:80, plain HTTP). */
export const SAME_ORIGIN = "http://localhost";

export function addOwner({ db }: LeadsDatabase, email = OWNER.email, password = OWNER.password) {
  return createOwnerAccounts(db).add(email, password);
}

export function login(
  server: TestServer,
  body: unknown,
  options: {
    headers?: Record<string, string>;
    remoteAddress?: string;
    cookies?: Record<string, string>;
  } = {},
) {
  return server.inject({
    method: "POST",
    url: "/api/admin/login",
    headers: { "content-type": "application/json", origin: SAME_ORIGIN, ...options.headers },
    remoteAddress: options.remoteAddress,
    cookies: options.cookies,
    payload: typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** Signs the owner in and answers the session cookie to send along. */
export async function signIn(server: TestServer, credentials = OWNER) {
  const response = await login(server, credentials);
  expect(response.statusCode).toBe(200);
  const cookie = response.cookies.find(({ name }) => name === SESSION_COOKIE);
  expect(cookie?.value).toBeTruthy();
  return { [SESSION_COOKIE]: cookie!.value };
}

/** A signed-in owner's requests: same origin, JSON bodies. */
export function asOwner(server: TestServer, cookies: Record<string, string>) {
  return (options: InjectOptions & { body?: unknown }) => {
    const { body, ...rest } = options;
    return server.inject({
      ...rest,
      cookies,
      headers: {
        origin: SAME_ORIGIN,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...rest.headers,
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
  };
}

/** Headers every answer of the inbox and its pages carries. */
export function expectPrivate(response: { headers: Record<string, unknown> }) {
  expect(response.headers["cache-control"]).toBe("no-store");
  expect(response.headers["x-robots-tag"]).toBe("noindex, nofollow");
}
