import { afterEach, describe, expect, it, vi } from "vitest";

import { leadListsSeed } from "~/content/lead-lists";
import { pageLinks } from "~/content/page-paths";
import { ADMIN_API, type LeadDetailAnswer } from "~/lib/admin-api";
import { CONTENT_API } from "~/lib/content-api";
import { formatUsd } from "~/lib/format";
import type { LeadLists } from "~/lib/lead-lists-schema";

import type { LeadsDatabase } from "../../server/db/database";
import { validLeads } from "../support/valid-leads";

import { addOwner, asOwner, signIn } from "./admin-helpers";
import {
  type DatabaseKind,
  type FakeHubSpot,
  type MailServer,
  type TestServer,
  freshDatabase,
  startFakeHubSpot,
  startMailServer,
} from "./helpers";
import { publishItem } from "./price-publishing";
import { goldenPage, islandProps, renderingTestServers, withoutAssetNames } from "./rendered-pages";

/**
 * Published lead lists reach every page that shows them (the lead generation page's packages,
 * interest form and structured data, the pricing index) and a lead interest request's notices
 * (e-mail, HubSpot note, inbox), on both databases; restoring version 1 gives back the seeded
 * pages. Renders through the production build (`npm run build` first).
 */

const startServer = renderingTestServers();

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
});

const LEAD_GENERATION = pageLinks["lead-generation"];
const PRICING = pageLinks.pricing;

/** The Standard list renamed and dearer, the Premium list's features reordered. */
const edited: LeadLists = structuredClone(leadListsSeed);
edited.standard.name = "Growth";
edited.standard.price = 1250;
edited.premium.features = [...leadListsSeed.premium.features].reverse();

/** The `lists` prop of the page's island of `component`. */
const listsOf = (html: string, component: string) => islandProps(html, component).lists;

/** What the two pages show of the lists. */
async function shown(server: TestServer) {
  const page = (await server.inject({ url: LEAD_GENERATION })).body;
  const pricing = (await server.inject({ url: PRICING })).body;
  return {
    packages: listsOf(page, "LeadPackages"),
    interestForm: listsOf(page, "LeadInterestForm"),
    // The package's button, and the form's checkbox with the list's price.
    card: page.includes("Get the <!-- -->Growth<!-- --> List"),
    checkbox: page.includes(`Growth list: 100 leads for ${formatUsd(1250)}`),
    structuredData: page.includes('"name":"Growth lead list","price":"1250.00"'),
    pricingIndex: pricing.includes("Basic, Growth and Premium lists of qualified leads"),
  };
}

async function services() {
  const mail = await startMailServer();
  const crm = await startFakeHubSpot();
  cleanups.push(
    () => mail.close(),
    () => crm.close(),
  );
  return { mail, crm };
}

function serverOn(database: LeadsDatabase, { mail, crm }: { mail: MailServer; crm: FakeHubSpot }) {
  return startServer(database, {
    SMTP_URL: mail.url,
    MAIL_FROM: "Grevvy <hello@grevvy.com>",
    LEADS_NOTIFY_TO: "sales@grevvy.com",
    HUBSPOT_ACCESS_TOKEN: "pat-test-token",
    HUBSPOT_API_BASE: crm.url,
    LEADS_RETRY_BASE_MS: "40",
    LEADS_POLL_MS: "25",
  });
}

let sender = 0;

/** A lead interest request for the Standard list, from a sender of its own. */
async function postInterest(server: TestServer) {
  sender += 1;
  const data = {
    ...validLeads["lead-interest"],
    standardList: true,
    email: `ada+${sender}@example.com`,
  };
  const response = await server.inject({
    method: "POST",
    url: "/api/leads",
    headers: { "content-type": "application/json" },
    payload: JSON.stringify({ form: "lead-interest", data, page: LEAD_GENERATION }),
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: string }>().id;
}

/** The request's sales notice, HubSpot note and inbox line of lists, once all were made. */
async function noticesOf(
  { mail, crm }: { mail: MailServer; crm: FakeHubSpot },
  owner: ReturnType<typeof asOwner>,
  id: string,
) {
  const sent = await vi.waitFor(
    () => {
      const sales = mail.received.find(
        ({ raw, recipients }) => raw.includes(id) && recipients.includes("sales@grevvy.com"),
      );
      const note = crm.requests.find(
        ({ path: url, raw }) => url.endsWith("/notes") && raw.includes(id),
      );
      expect(sales, "the sales notice").toBeDefined();
      expect(note, "the HubSpot note").toBeDefined();
      return { email: String(sales!.parsed.text), note: note!.raw };
    },
    { timeout: 8000, interval: 20 },
  );
  const detail = (await owner({ method: "GET", url: ADMIN_API.lead(id) })).json<LeadDetailAnswer>();
  const inbox = detail.choices.lines.find(({ label }) => label === "Lists")?.value;
  return { ...sent, inbox };
}

describe.each<DatabaseKind>(["sqlite", "postgres"])("published lead lists on %s", (kind) => {
  it("reach the pages, the islands' props and a request's notices; version 1 restores today's pages", async () => {
    const delivery = await services();
    const database = await freshDatabase(kind);
    await addOwner(database);
    const server = await serverOn(database, delivery);
    const owner = asOwner(server, await signIn(server, database));

    expect(await shown(server)).toEqual({
      packages: leadListsSeed,
      interestForm: leadListsSeed,
      card: false,
      checkbox: false,
      structuredData: false,
      pricingIndex: false,
    });
    const before = await noticesOf(delivery, owner, await postInterest(server));
    expect(before.email).toContain("Lists: Standard");
    expect(before.note).toContain("Standard");
    expect(before.inbox).toBe("Standard");

    await publishItem(owner, "lead-lists", edited);
    expect(await shown(server)).toEqual({
      packages: edited,
      interestForm: edited,
      card: true,
      checkbox: true,
      structuredData: true,
      pricingIndex: true,
    });
    const after = await noticesOf(delivery, owner, await postInterest(server));
    expect(after.email).toContain("Lists: Growth");
    expect(after.email).not.toContain("Lists: Standard");
    expect(after.note).toContain("Growth");
    expect(after.inbox).toBe("Growth");

    const restored = await owner({
      method: "POST",
      url: CONTENT_API.restore("lead-lists"),
      body: { version: 1 },
    });
    expect(restored.statusCode).toBe(200);
    for (const route of [LEAD_GENERATION, PRICING]) {
      const html = (await server.inject({ url: route })).body;
      expect(withoutAssetNames(html), route).toBe(goldenPage(route));
    }
  });
});
