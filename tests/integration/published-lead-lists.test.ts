import { afterEach, describe, expect, it } from "vitest";

import { leadListsSeed } from "~/content/lead-lists";
import { pageLinks } from "~/content/page-paths";
import { CONTENT_API } from "~/lib/content-api";
import { formatUsd } from "~/lib/format";
import type { LeadLists } from "~/lib/lead-lists-schema";

import type { LeadsDatabase } from "../../server/db/database";
import { validLeads } from "../support/valid-leads";

import { addOwner, asOwner, signIn } from "./admin-helpers";
import { type DatabaseKind, type TestServer, freshDatabase } from "./helpers";
import { publishItem } from "./price-publishing";
import { goldenPage, islandProps, renderingTestServers, withoutAssetNames } from "./rendered-pages";
import {
  type NoticeChannels,
  inboxLine,
  noticesOf,
  postLead,
  startNoticeChannels,
} from "./lead-notices";

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

function serverOn(database: LeadsDatabase, channels: NoticeChannels) {
  return startServer(database, channels.env);
}

/** A lead interest request for the Standard list, from a sender of its own. */
const postInterest = (server: TestServer) =>
  postLead(
    server,
    "lead-interest",
    { ...validLeads["lead-interest"], standardList: true },
    LEAD_GENERATION,
  );

/** The request's sales notice, HubSpot note and inbox line of lists, once all were made. */
async function noticesAndLine(
  channels: NoticeChannels,
  owner: ReturnType<typeof asOwner>,
  id: string,
) {
  return { ...(await noticesOf(channels, id)), inbox: await inboxLine(owner, id, "Lists") };
}

describe.each<DatabaseKind>(["sqlite", "postgres"])("published lead lists on %s", (kind) => {
  it("reach the pages, the islands' props and a request's notices; version 1 restores today's pages", async () => {
    const delivery = await startNoticeChannels();
    cleanups.push(delivery.close);
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
    const before = await noticesAndLine(delivery, owner, await postInterest(server));
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
    const after = await noticesAndLine(delivery, owner, await postInterest(server));
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
