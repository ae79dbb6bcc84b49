import { afterEach, describe, expect, it } from "vitest";

import { choiceLabels } from "~/content/lead-choice-labels";
import { pageLinks, pathsOf } from "~/content/page-paths";
import { revopsPackagesSeed } from "~/content/revops-packages";
import { CONTENT_API } from "~/lib/content-api";
import type { RevopsPackages } from "~/lib/revops-package-schema";

import type { LeadsDatabase } from "../../server/db/database";
import { validLeads } from "../support/valid-leads";

import { addOwner, asOwner, signIn } from "./admin-helpers";
import { type DatabaseKind, type TestServer, freshDatabase } from "./helpers";
import { publishItem } from "./price-publishing";
import { islandProps, renderingTestServers, withoutAssetNames } from "./rendered-pages";
import {
  type NoticeChannels,
  inboxLine,
  noticesOf,
  postLead,
  startNoticeChannels,
} from "./lead-notices";

/**
 * A published version of the RevOps packages reaches every page that shows them (the hero, the
 * package cards and the discovery form's props, the page's structured data, the services and
 * pricing indexes) and a discovery request's notices and inbox entry; restoring version 1 gives back the
 * seeded pages. Needs the production build (`npm run build`).
 */

const startServer = renderingTestServers();

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
});

/** Dominate renamed and made the popular one, Accelerate repriced, Ignite's features reordered. */
const edited: RevopsPackages = (() => {
  const packages = structuredClone(revopsPackagesSeed);
  packages.dominate.name = "Zenith";
  packages.dominate.isPopular = true;
  packages.accelerate.isPopular = false;
  packages.accelerate.price = 4800;
  packages.ignite.features.reverse();
  return packages;
})();

/** The `packages` prop of the page's island of `component`. */
const packagesOf = (html: string, component: string) => islandProps(html, component).packages;

/** The offers of the page's Service, as its JSON-LD lists them. */
function offersOf(html: string): { name: string; price: string }[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)];
  const service = blocks
    .map(([, json]) => JSON.parse(json!) as { "@type": string; offers?: [] })
    .find((data) => data["@type"] === "Service");
  return (service?.offers ?? []).map(({ name, price }) => ({ name, price }));
}

async function serverOn(kind: DatabaseKind, channels?: NoticeChannels) {
  const database: LeadsDatabase = await freshDatabase(kind);
  await addOwner(database);
  const server = await startServer(database, channels?.env ?? {});
  const owner = asOwner(server, await signIn(server, database));
  return { server, owner };
}

/** A discovery request for Dominate from a sender of its own. */
const postDiscovery = (server: TestServer) =>
  postLead(
    server,
    "revops-discovery",
    { ...validLeads["revops-discovery"], package: "dominate" },
    pageLinks["revops-consulting"],
  );

/** The sales notice's text, the HubSpot note and the inbox's package line of a lead. */
async function noticesAndLine(
  channels: NoticeChannels,
  owner: ReturnType<typeof asOwner>,
  id: string,
) {
  return {
    ...(await noticesOf(channels, id)),
    inbox: await inboxLine(owner, id, choiceLabels.package),
  };
}

describe.each<DatabaseKind>(["sqlite", "postgres"])("RevOps packages published on %s", (kind) => {
  it("reach the cards, the discovery form, the structured data and the indexes; restoring version 1 gives back the seeded pages", async () => {
    const { server, owner } = await serverOn(kind);
    const render = async (url: string) => (await server.inject({ url })).body;
    const pages = pathsOf("revops-consulting");
    expect(pages).toEqual(["/services/revops-consulting", "/pricing/revops-consulting"]);
    const indexes = [pageLinks.services, pageLinks.pricing];
    const seeded = new Map<string, string>();
    for (const url of [...pages, ...indexes]) seeded.set(url, await render(url));
    for (const url of pages) {
      expect(seeded.get(url)).not.toContain("Zenith");
      expect(seeded.get(url)).not.toContain("$4,800");
    }

    await publishItem(owner, "revops-packages", edited);
    for (const url of pages) {
      const html = await render(url);
      expect(packagesOf(html, "RevopsPackages"), url).toEqual(edited);
      expect(packagesOf(html, "DiscoveryForm"), url).toEqual(edited);
      // The hero, and the cards rendered on the server from the same props.
      expect(html).toContain("one revenue goal: Ignite, Accelerate or Zenith.");
      expect(html).toContain("$4,800");
      expect(html.match(/Most Popular/g)).toHaveLength(1);
      expect(offersOf(html)).toEqual([
        { name: "Ignite", price: "2000.00" },
        { name: "Accelerate", price: "4800.00" },
        { name: "Zenith", price: "9000.00" },
      ]);
    }
    for (const url of indexes) {
      expect(await render(url), url).toContain("Ignite, Accelerate and Zenith");
    }

    const restored = await owner({
      method: "POST",
      url: CONTENT_API.restore("revops-packages"),
      body: { version: 1 },
    });
    expect(restored.statusCode).toBe(200);
    for (const [url, html] of seeded) {
      expect(withoutAssetNames(await render(url)), url).toBe(withoutAssetNames(html));
    }
  });

  it("name the chosen package in a discovery request's notice e-mail, HubSpot note and inbox", async () => {
    const delivery = await startNoticeChannels();
    cleanups.push(delivery.close);
    const { server, owner } = await serverOn(kind, delivery);

    const before = await noticesAndLine(delivery, owner, await postDiscovery(server));
    expect(before.email).toContain(`${choiceLabels.package}: Dominate`);
    expect(before.note).toContain("Dominate");
    expect(before.inbox).toBe("Dominate");

    await publishItem(owner, "revops-packages", edited);
    const after = await noticesAndLine(delivery, owner, await postDiscovery(server));
    expect(after.email).toContain(`${choiceLabels.package}: Zenith`);
    expect(after.email).not.toContain("Dominate");
    expect(after.note).toContain("Zenith");
    expect(after.note).not.toContain("Dominate");
    expect(after.inbox).toBe("Zenith");
  });
});
