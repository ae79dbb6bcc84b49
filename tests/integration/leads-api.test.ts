import { afterEach, describe, expect, it } from "vitest";

import { buildServer } from "../../server/app";
import type { LeadsDatabase } from "../../server/db/database";
import { leadsToCsv } from "../../server/leads/export";

import {
  type DatabaseKind,
  fixtureClientDir,
  freshDatabase,
  testEnv,
  validContact,
} from "./helpers";

const clientDir = fixtureClientDir();

type TestServer = Awaited<ReturnType<typeof buildServer>>;
const servers: TestServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function serverOn(database: LeadsDatabase, env: Record<string, string> = {}) {
  const server = await buildServer({ env: testEnv(env), clientDir, database });
  await server.ready();
  servers.push(server);
  return server;
}

function postLead(server: TestServer, body: unknown, headers: Record<string, string> = {}) {
  return server.inject({
    method: "POST",
    url: "/api/leads",
    headers: { "content-type": "application/json", ...headers },
    payload: typeof body === "string" ? body : JSON.stringify(body),
  });
}

describe.each<DatabaseKind>(["sqlite", "postgres"])("leads API on %s", (kind) => {
  it("stores a valid lead, answers 201 with its id and lists it", async () => {
    const server = await serverOn(await freshDatabase(kind));
    const data = { ...validContact, message: "Hello <script>alert('x')</script> =1+1" };
    const response = await postLead(
      server,
      { form: "contact", data, page: "/contact" },
      {
        "user-agent": "integration-test",
      },
    );
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ id: string }>();
    const leads = await server.leads.list();
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({
      id,
      form: "contact",
      page: "/contact",
      data,
      userAgent: "integration-test",
      deliveries: [],
    });
    // Stored verbatim; the export disarms formulas and quotes markup-bearing cells.
    const csv = leadsToCsv(leads);
    expect(csv).toContain("<script>alert('x')</script>");
    expect(csv.split("\r\n")[1]).toMatch(new RegExp(`^${id},`));
  });

  it.each([
    ["malformed JSON", "{not json", 400],
    ["a body that is not an object", '"hello"', 400],
    ["an unknown form", { form: "mystery", data: validContact, page: "/" }, 400],
    ["an extra envelope field", { form: "contact", data: validContact, page: "/", x: 1 }, 400],
    [
      "an extra data field",
      { form: "contact", data: { ...validContact, admin: true }, page: "/" },
      400,
    ],
    [
      "a page that is not a path",
      { form: "contact", data: validContact, page: "http://evil" },
      400,
    ],
    [
      "a wrong field type",
      { form: "contact", data: { ...validContact, email: 42 }, page: "/" },
      400,
    ],
  ])("rejects %s with a JSON error and stores nothing", async (_label, body, status) => {
    const server = await serverOn(await freshDatabase(kind));
    const response = await postLead(server, body);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toHaveProperty("error");
    expect(await server.leads.count()).toBe(0);
  });

  it("answers with the schema's own messages per field", async () => {
    const server = await serverOn(await freshDatabase(kind));
    const response = await postLead(server, {
      form: "contact",
      data: { firstName: "A", lastName: "B", email: "nope", company: "", message: "short" },
      page: "/contact",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      firstName: ["First name must be at least 2 characters."],
      lastName: ["Last name must be at least 2 characters."],
      email: ["Please enter a valid email address."],
      company: ["Company name is required."],
      message: ["Message must be at least 10 characters."],
    });
    expect(await server.leads.count()).toBe(0);
  });

  it("answers 415 to a wrong content type and 413 to an oversized body", async () => {
    const server = await serverOn(await freshDatabase(kind));
    const wrongType = await server.inject({
      method: "POST",
      url: "/api/leads",
      headers: { "content-type": "text/plain" },
      payload: "hello",
    });
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json()).toEqual({ error: "Content-Type must be application/json" });
    const oversized = await postLead(server, {
      form: "contact",
      data: { ...validContact, message: "x".repeat(40 * 1024) },
      page: "/contact",
    });
    expect(oversized.statusCode).toBe(413);
    expect(oversized.json()).toEqual({ error: "Request body is too large" });
    expect(await server.leads.count()).toBe(0);
  });

  it("answers a filled honeypot with 201 and keeps nothing", async () => {
    const server = await serverOn(await freshDatabase(kind));
    const response = await postLead(server, {
      form: "contact",
      data: validContact,
      page: "/contact",
      website: "http://spam.example",
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toHaveProperty("id");
    expect(await server.leads.count()).toBe(0);
  });

  it("limits submissions per client IP with 429", async () => {
    const server = await serverOn(await freshDatabase(kind), { RATE_LIMIT_MAX: "3" });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      statuses.push(
        (await postLead(server, { form: "contact", data: validContact, page: "/" })).statusCode,
      );
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    const limited = await postLead(server, { form: "contact", data: validContact, page: "/" });
    expect(limited.json()).toEqual({ error: "Too many requests, please try again later" });
    expect(await server.leads.count()).toBe(3);
  });
});

describe("serving pages", () => {
  it("answers unknown paths with the 404 page and status 404, API paths with JSON", async () => {
    const server = await serverOn(await freshDatabase("sqlite"));
    const page = await server.inject({ url: "/no/such/page" });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain("Oops! Page not found");
    const api = await server.inject({ url: "/api/nothing" });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ error: "Not found" });
  });

  it("sends security headers with a CSP that allows exactly the page's inline scripts", async () => {
    const server = await serverOn(await freshDatabase("sqlite"));
    const response = await server.inject({ url: "/contact" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.headers["x-frame-options"]).toBe("DENY");
    expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(response.headers["strict-transport-security"]).toBeUndefined();
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    const asset = await server.inject({ url: "/assets/app-abc123.js" });
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("sends HSTS on HTTPS behind a trusted proxy", async () => {
    const server = await serverOn(await freshDatabase("sqlite"), { TRUST_PROXY: "true" });
    const response = await server.inject({
      url: "/contact",
      headers: { "x-forwarded-proto": "https" },
    });
    expect(response.headers["strict-transport-security"]).toContain("max-age=31536000");
  });

  it("redirects between the two domains with 301, keeping www and the query", async () => {
    const server = await serverOn(await freshDatabase("sqlite"));
    const toTrainer = await server.inject({
      url: "/grevvy-ai-trainer?ref=x",
      headers: { host: "www.grevvy.com" },
    });
    expect(toTrainer.statusCode).toBe(301);
    expect(toTrainer.headers.location).toBe("http://www.grevvyai.com/grevvy-ai-trainer?ref=x");
    const back = await server.inject({ url: "/contact", headers: { host: "grevvyai.com" } });
    expect(back.statusCode).toBe(301);
    expect(back.headers.location).toBe("http://grevvy.com/contact");
    const stay = await server.inject({ url: "/contact", headers: { host: "grevvy.com" } });
    expect(stay.statusCode).toBe(200);
    const local = await server.inject({
      url: "/grevvy-ai-trainer",
      headers: { host: "localhost:3000" },
    });
    expect(local.statusCode).toBe(200);
  });
});
