import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";

import { afterEach, describe, expect, it, vi } from "vitest";

import { leadTotal } from "~/lib/lead-choices";
import type { LeadFormId } from "~/lib/lead-schemas";

import { buildServer } from "../../server/app";
import { type LeadsDatabase, openDatabase } from "../../server/db/database";
import { createErasure } from "../../server/leads/erasure";

import {
  type DatabaseKind,
  type TestServer,
  fixtureClientDir,
  freshDatabase,
  tempDir,
  testEnv,
  validContact,
} from "./helpers";
import { validLeads } from "../support/valid-leads";
import { seedPricing } from "../support/lead-samples";

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
});

interface SlackAnswer {
  status: number;
  body: string;
  headers?: Record<string, string>;
}

/** Slack's answers to an incoming webhook, as its documentation lists them. */
const SLACK = {
  ok: { status: 200, body: "ok" },
  invalidPayload: { status: 400, body: "invalid_payload" },
  forbidden: { status: 403, body: "action_prohibited" },
  noService: { status: 404, body: "no_service" },
  archived: { status: 410, body: "channel_is_archived" },
  rateLimited: (seconds: number) => ({
    status: 429,
    body: "rate_limited",
    headers: { "retry-after": String(seconds) },
  }),
  serverError: { status: 500, body: "rollup_error" },
} satisfies Record<string, SlackAnswer | ((seconds: number) => SlackAnswer)>;

interface SlackPost {
  raw: string;
  body: {
    text: string;
    blocks: {
      type: string;
      text?: { type: string; text: string };
      fields?: { type: string; text: string }[];
      elements?: { type: string; text: { type: string; text: string }; url: string }[];
    }[];
  };
  at: number;
}

/** A local stand-in for a Slack incoming webhook: answers from `script`, then 200 "ok". */
async function fakeSlack(script: SlackAnswer[] = []) {
  const posts: SlackPost[] = [];
  const server = http.createServer((request, response) => {
    let raw = "";
    request.on("data", (chunk) => (raw += chunk));
    request.on("end", () => {
      posts.push({ raw, body: JSON.parse(raw) as SlackPost["body"], at: Date.now() });
      const { status, body, headers }: SlackAnswer = script.shift() ?? SLACK.ok;
      response.writeHead(status, { "content-type": "text/html", ...headers }).end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  cleanups.push(close);
  return { url: `http://127.0.0.1:${port}/services/T000/B000/XXXX`, posts, close };
}

const clientDir = fixtureClientDir();

/**
 * A server posting to the stand-in. The environment refuses any address but https://, so the
 * stand-in's plain-HTTP address is set after that check.
 */
async function serverOn(
  database: LeadsDatabase,
  slackUrl: string,
  env: Record<string, string> = {},
) {
  const server = await buildServer({
    env: {
      ...testEnv({ LEADS_RETRY_BASE_MS: "40", LEADS_POLL_MS: "25", ...env }),
      SLACK_WEBHOOK_URL: slackUrl,
    },
    clientDir,
    database,
  });
  await server.ready();
  cleanups.push(() => server.close());
  return server;
}

async function post(
  server: TestServer,
  data: Record<string, unknown> = validContact,
  form: LeadFormId = "contact",
) {
  const response = await server.inject({
    method: "POST",
    url: "/api/leads",
    headers: { "content-type": "application/json" },
    payload: JSON.stringify({ form, data, page: "/contact" }),
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: string }>().id;
}

async function slackDelivery(server: TestServer, id: string) {
  const lead = await server.leads.find(id);
  return lead?.deliveries.find(({ channel }) => channel === "slack");
}

const waitLong = { timeout: 8000, interval: 20 };

async function settled(server: TestServer, id: string) {
  await vi.waitFor(async () => {
    expect((await slackDelivery(server, id))?.state).not.toBe("pending");
  }, waitLong);
  return (await slackDelivery(server, id))!;
}

/** Every text object of a post, with its type. */
function textObjects(body: SlackPost["body"]) {
  return body.blocks.flatMap((block) => [
    ...(block.text ? [block.text] : []),
    ...(block.fields ?? []),
    ...(block.elements ?? []).map(({ text }) => text),
  ]);
}

describe.each<DatabaseKind>(["sqlite", "postgres"])("Slack delivery on %s", (kind) => {
  it("posts each lead once: form, name, company and a button to it in the inbox", async () => {
    const slack = await fakeSlack();
    const server = await serverOn(await freshDatabase(kind), slack.url);
    const id = await post(server);
    expect(await settled(server, id)).toMatchObject({
      state: "delivered",
      attempts: 1,
      lastError: null,
    });
    // In the lead's delivery list beside the other channels.
    expect((await server.leads.find(id))!.deliveries.map(({ channel }) => channel)).toEqual([
      "slack",
    ]);
    expect(slack.posts).toHaveLength(1);
    const { body } = slack.posts[0]!;
    expect(body.text).toBe("New lead: Contact message");
    expect(body).toMatchObject({ link_names: false, unfurl_links: false, unfurl_media: false });
    expect(body.blocks.map(({ type }) => type)).toEqual(["header", "section", "actions"]);
    expect(body.blocks[0]!.text).toEqual({
      type: "plain_text",
      text: "Contact message",
      emoji: false,
    });
    expect(body.blocks[1]!.fields!.map(({ text }) => text)).toEqual([
      "Name: Ada Lovelace",
      "Company: Analytical Engines",
    ]);
    expect(body.blocks[2]!.elements).toEqual([
      {
        type: "button",
        text: { type: "plain_text", text: "Open in the inbox", emoji: false },
        url: `https://grevvy.com/admin/lead?id=${id}`,
        style: "primary",
      },
    ]);
  });

  it("gives the total the visitor saw where the form has one: an onboarding quote's", async () => {
    const slack = await fakeSlack();
    const server = await serverOn(await freshDatabase(kind), slack.url);
    const quote = validLeads["onboarding-quote"];
    const id = await post(server, quote, "onboarding-quote");
    await settled(server, id);
    const total = leadTotal("onboarding-quote", quote, seedPricing);
    expect(total).toMatch(/^\$[\d,]+$/);
    expect(slack.posts[0]!.body.blocks[1]!.fields!.map(({ text }) => text)).toEqual([
      `Name: ${quote.name}`,
      `Company: ${quote.company}`,
      `Total: ${total}`,
    ]);
  });

  it("sends what the visitor typed as plain text only: no link, mention or markup made of it", async () => {
    const slack = await fakeSlack();
    const server = await serverOn(await freshDatabase(kind), slack.url);
    const typed = {
      ...validContact,
      firstName: "<!channel> @here",
      lastName: "*Urgent* <https://evil.example|Reset your password>",
      company: "Evil & Co <@U012AB3CD>",
    };
    const id = await post(server, typed);
    await settled(server, id);
    const [{ body, raw }] = slack.posts as [SlackPost];
    expect(raw).not.toContain("mrkdwn");
    expect(body.text).toBe("New lead: Contact message");
    const texts = textObjects(body);
    for (const object of texts) expect(object.type).toBe("plain_text");
    expect(texts.map(({ text }) => text)).toContain(
      "Name: <!channel> @here *Urgent* <https://evil.example|Reset your password>",
    );
    expect(texts.map(({ text }) => text)).toContain("Company: Evil & Co <@U012AB3CD>");
  });

  it("retries a 5xx with back-off until Slack takes the lead", async () => {
    const slack = await fakeSlack([SLACK.serverError, SLACK.serverError]);
    const server = await serverOn(await freshDatabase(kind), slack.url);
    const id = await post(server);
    expect(await settled(server, id)).toMatchObject({ state: "delivered", attempts: 3 });
    expect(slack.posts).toHaveLength(3);
    // The second wait is twice the first (40 ms, then 80 ms).
    const [first, second, third] = slack.posts.map(({ at }) => at) as [number, number, number];
    expect(second - first).toBeGreaterThanOrEqual(35);
    expect(third - second).toBeGreaterThanOrEqual(75);
  });

  it("retries when Slack cannot be reached", async () => {
    const slack = await fakeSlack();
    const unreachable = slack.url;
    await slack.close();
    const server = await serverOn(await freshDatabase(kind), unreachable);
    const id = await post(server);
    await vi.waitFor(async () => {
      expect((await slackDelivery(server, id))?.attempts).toBeGreaterThanOrEqual(2);
    }, waitLong);
    expect(await slackDelivery(server, id)).toMatchObject({
      state: "pending",
      lastError: "Slack could not be reached (ECONNREFUSED)",
    });
  });

  it("waits as long as a 429's Retry-After asks", async () => {
    const slack = await fakeSlack([SLACK.rateLimited(1)]);
    const server = await serverOn(await freshDatabase(kind), slack.url);
    const id = await post(server);
    await vi.waitFor(async () => {
      expect((await slackDelivery(server, id))?.attempts).toBe(1);
    }, waitLong);
    expect(await slackDelivery(server, id)).toMatchObject({
      state: "pending",
      lastError: "Slack answered 429: rate_limited",
    });
    expect(await settled(server, id)).toMatchObject({ state: "delivered", attempts: 2 });
    const [first, second] = slack.posts.map(({ at }) => at) as [number, number];
    expect(second - first).toBeGreaterThanOrEqual(950);
  });

  it.each([
    ["invalid_payload", SLACK.invalidPayload],
    ["action_prohibited", SLACK.forbidden],
    ["no_service", SLACK.noService],
    ["channel_is_archived", SLACK.archived],
  ])("fails for good when Slack answers %s, until an operator retries", async (_, answer) => {
    const slack = await fakeSlack([answer]);
    const server = await serverOn(await freshDatabase(kind), slack.url);
    const id = await post(server);
    expect(await settled(server, id)).toMatchObject({
      state: "failed",
      attempts: 1,
      lastError: `Slack answered ${answer.status}: ${answer.body}`,
    });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(slack.posts).toHaveLength(1);
    expect(await server.leads.outbox.retry({ leadId: id, channel: "slack" })).toBe(1);
    await vi.waitFor(async () => {
      expect((await slackDelivery(server, id))?.state).toBe("delivered");
    }, waitLong);
    expect(slack.posts).toHaveLength(2);
  });

  it("goes with the lead when its person is erased: nothing more is posted", async () => {
    const slack = await fakeSlack([SLACK.serverError]);
    const database = await freshDatabase(kind);
    const server = await serverOn(database, slack.url, { LEADS_RETRY_BASE_MS: "300" });
    const id = await post(server);
    await vi.waitFor(async () => {
      expect((await slackDelivery(server, id))?.attempts).toBe(1);
    }, waitLong);
    const erasure = createErasure(database.db, { crm: false, leaseMs: 30_000 });
    await erasure.erasePerson(validContact.email, { actor: null, ip: null });
    expect(
      await database.db
        .selectFrom("lead_deliveries")
        .select("channel")
        .where("lead_id", "=", id)
        .execute(),
    ).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(slack.posts).toHaveLength(1);
  });
});

describe.each<DatabaseKind>(["sqlite", "postgres"])(
  "Slack delivery from two instances on %s",
  (kind) => {
    it("posts each lead once though both work the same outbox", async () => {
      const slack = await fakeSlack();
      let databases: [LeadsDatabase, LeadsDatabase];
      if (kind === "sqlite") {
        const file = path.join(tempDir("grevvy-db"), "leads.db");
        databases = [
          await openDatabase({ SQLITE_PATH: file }),
          await openDatabase({ SQLITE_PATH: file }),
        ];
      } else {
        databases = [await freshDatabase("postgres"), await freshDatabase("postgres")];
      }
      const instances = await Promise.all(
        databases.map((database) => serverOn(database, slack.url)),
      );
      const ids: string[] = [];
      // Each post a lead of its own: the same text from one client would be the first again.
      for (let i = 0; i < 20; i += 1) {
        ids.push(
          await post(instances[i % 2]!, {
            ...validContact,
            message: `${validContact.message} (${i})`,
          }),
        );
      }
      await vi.waitFor(() => expect(slack.posts).toHaveLength(20), waitLong);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(slack.posts).toHaveLength(20);
      const posted = slack.posts.map(({ body }) => body.blocks[2]!.elements![0]!.url.split("=")[1]);
      expect(posted.sort()).toEqual(ids.sort());
    });
  },
);
