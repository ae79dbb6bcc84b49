import { afterEach, describe, expect, it, vi } from "vitest";

import { onboardingPricesSeed } from "~/content/onboarding-prices";
import { pageLinks } from "~/content/page-paths";
import { presentationPricesSeed } from "~/content/presentation-prices";
import { formatUsd } from "~/lib/format";

import { createActivityLog } from "../../server/admin/activity";
import { createPublishedContent } from "../../server/content/published";
import { createContentStore } from "../../server/content/store";
import type { LeadsDatabase } from "../../server/db/database";
import { validLeads } from "../support/valid-leads";

import { addOwner, asOwner, signIn } from "./admin-helpers";
import { type DatabaseKind, type TestServer, freshDatabase, testServers } from "./helpers";
import {
  KIND,
  LIVE_WITHIN_MS,
  PRICE_AFTER,
  PRICE_BEFORE,
  publishItem,
  publishPrice,
  withAdvancedPrice,
} from "./price-publishing";
import {
  type NoticeChannels,
  inboxLine,
  noticesOf,
  postLead,
  startNoticeChannels,
} from "./lead-notices";

/**
 * A published price reaches what the server prices: a quote request's notice e-mail, its
 * HubSpot note and the inbox, on every instance sharing the database, within 5 s, with no
 * restart; the last published prices stay while the database is away.
 */

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
});

const startServer = testServers();

/** The quote request's choices: Marketing Hub Professional Advanced, mapping, one integration. */
const quoteLead = validLeads["onboarding-quote"];

/** The quote's total with the Marketing Hub Professional Advanced price at `price`. */
function quoteTotal(price: number) {
  const addOns = onboardingPricesSeed.calculatorAddOnPrices.professional.processMapping;
  return formatUsd(price + addOns + onboardingPricesSeed.customIntegrationPrice);
}

function serverOn(database: LeadsDatabase, channels: NoticeChannels) {
  return startServer(database, channels.env);
}

const postQuote = (server: TestServer) =>
  postLead(server, "onboarding-quote", quoteLead, "/software-reps");

async function ownerOn(server: TestServer, database: LeadsDatabase) {
  return asOwner(server, await signIn(server, database));
}

describe.each<DatabaseKind>(["sqlite", "postgres"])("published prices on %s", (kind) => {
  it("price a quote request's notice e-mail and HubSpot note as soon as they are published", async () => {
    const delivery = await startNoticeChannels();
    cleanups.push(delivery.close);
    const database = await freshDatabase(kind);
    await addOwner(database);
    const server = await serverOn(database, delivery);
    const owner = await ownerOn(server, database);

    const before = await noticesOf(delivery, await postQuote(server));
    expect(before.email).toContain(quoteTotal(PRICE_BEFORE));
    expect(before.note).toContain(quoteTotal(PRICE_BEFORE));

    await publishPrice(owner, PRICE_AFTER);
    const after = await noticesOf(delivery, await postQuote(server));
    expect(after.email).toContain(formatUsd(PRICE_AFTER));
    expect(after.email).toContain(quoteTotal(PRICE_AFTER));
    expect(after.email).not.toContain(quoteTotal(PRICE_BEFORE));
    expect(after.note).toContain(formatUsd(PRICE_AFTER));
    expect(after.note).toContain(quoteTotal(PRICE_AFTER));
  });
});

describe.each<DatabaseKind>(["sqlite", "postgres"])(
  "published presentation prices on %s",
  (kind) => {
    const request = { ...validLeads["presentation-quote"], slides: "18" };
    const estimate = (pricePerSlide: number) => `Estimated price: ${formatUsd(18 * pricePerSlide)}`;

    it("price a presentation quote request's notice e-mail and HubSpot note", async () => {
      const delivery = await startNoticeChannels();
      cleanups.push(delivery.close);
      const database = await freshDatabase(kind);
      await addOwner(database);
      const server = await serverOn(database, delivery);
      const owner = await ownerOn(server, database);
      const postRequest = () =>
        postLead(server, "presentation-quote", request, pageLinks["custom-presentations"]);
      const { pricePerSlide } = presentationPricesSeed;

      const before = await noticesOf(delivery, await postRequest());
      expect(before.email).toContain(estimate(pricePerSlide));
      expect(before.note).toContain(formatUsd(18 * pricePerSlide));

      await publishItem(owner, "presentation-prices", {
        ...presentationPricesSeed,
        pricePerSlide: 65,
      });
      const after = await noticesOf(delivery, await postRequest());
      expect(after.email).toContain(estimate(65));
      expect(after.email).not.toContain(estimate(pricePerSlide));
      expect(after.note).toContain(formatUsd(18 * 65));
    });
  },
);

describe("published prices on two instances sharing PostgreSQL", () => {
  it("reach the other instance within 5 s, with no restart", async () => {
    const delivery = await startNoticeChannels();
    cleanups.push(delivery.close);
    const database = await freshDatabase("postgres");
    await addOwner(database);
    const publishing = await serverOn(database, delivery);
    const other = await serverOn(database, delivery);
    const ownerHere = await ownerOn(publishing, database);
    const ownerThere = await ownerOn(other, database);
    const id = await postQuote(other);
    expect(await inboxLine(ownerThere, id, "Marketing Hub")).toContain(formatUsd(PRICE_BEFORE));

    await publishPrice(ownerHere, PRICE_AFTER);
    await vi.waitFor(
      async () =>
        expect(await inboxLine(ownerThere, id, "Marketing Hub")).toContain(formatUsd(PRICE_AFTER)),
      { timeout: LIVE_WITHIN_MS, interval: 50 },
    );
    const notices = await noticesOf(delivery, await postQuote(other));
    expect(notices.email).toContain(quoteTotal(PRICE_AFTER));
    expect(notices.note).toContain(quoteTotal(PRICE_AFTER));
  });
});

describe("published content while the database is away", () => {
  it("keeps the last version it read", async () => {
    const database = await freshDatabase("sqlite");
    const activity = createActivityLog(database.db);
    const store = createContentStore(database.db, activity);
    const warnings: string[] = [];
    const published = createPublishedContent(database.db, {
      warn: (_details, message) => warnings.push(message),
    });
    expect(published.current(KIND)).toEqual(onboardingPricesSeed);

    await store.saveDraft(KIND, withAdvancedPrice(PRICE_AFTER), { email: "o@x.test", ip: "::1" });
    await store.publish(KIND, 0, { email: "o@x.test", ip: "::1" });
    await published.refresh();
    expect(published.current(KIND)).toEqual(withAdvancedPrice(PRICE_AFTER));

    await database.db.destroy();
    await published.refresh();
    expect(warnings).toEqual(["published content not read"]);
    expect(published.current(KIND)).toEqual(withAdvancedPrice(PRICE_AFTER));
  });
});
