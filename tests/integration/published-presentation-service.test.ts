import { describe, expect, it } from "vitest";

import { pageLinks } from "~/content/page-paths";
import { presentationServiceSeed } from "~/content/presentation-service";
import { CONTENT_API, type ContentProblemsAnswer } from "~/lib/content-api";

import { addOwner, asOwner, signIn } from "./admin-helpers";
import { type DatabaseKind, freshDatabase } from "./helpers";
import { publishItem } from "./price-publishing";
import { goldenPage, renderingTestServers, withoutAssetNames } from "./rendered-pages";

/**
 * The presentation service's copy, published by the owner, reaches the pricing card of the
 * presentations page (rendered on demand from the production build: `npm run build` first); an
 * empty list is refused, and restoring version 1 gives back today's page.
 */

const startServer = renderingTestServers();

const URL = pageLinks["custom-presentations"];
const KIND = "presentation-service";
const NEW_LINE = "Speaker notes written for every slide";
/** The lines reversed and one added. */
const edited = { includes: [...presentationServiceSeed.includes].reverse().concat(NEW_LINE) };
const [firstLine] = presentationServiceSeed.includes;
const lastLine = presentationServiceSeed.includes.at(-1)!;

const golden = goldenPage(pageLinks["custom-presentations"]);

describe.each<DatabaseKind>(["sqlite", "postgres"])("the presentation service on %s", (kind) => {
  it("shows the published lines on the pricing card in their order; version 1 restores today's page", async () => {
    const database = await freshDatabase(kind);
    await addOwner(database);
    const server = await startServer(database);
    const owner = asOwner(server, await signIn(server, database));
    const page = async () => (await server.inject({ url: URL })).body;
    expect(await page()).not.toContain(NEW_LINE);

    await publishItem(owner, KIND, edited);
    const card = /<div[^>]*data-testid="pricing-card"[\s\S]*?<\/ul>/.exec(await page())![0];
    expect(card).toContain(NEW_LINE);
    expect(card.indexOf(lastLine)).toBeLessThan(card.indexOf(firstLine!));

    const restored = await owner({
      method: "POST",
      url: CONTENT_API.restore(KIND),
      body: { version: 1 },
    });
    expect(restored.statusCode).toBe(200);
    expect(withoutAssetNames(await page())).toBe(golden);
  });

  it("refuses an empty list, naming it, and keeps today's page", async () => {
    const database = await freshDatabase(kind);
    await addOwner(database);
    const server = await startServer(database);
    const owner = asOwner(server, await signIn(server, database));
    const draft = await owner({
      method: "PUT",
      url: CONTENT_API.draft(KIND),
      body: { data: { includes: [] } },
    });
    expect(draft.statusCode).toBe(400);
    expect(draft.json<ContentProblemsAnswer>().problems.map(({ message }) => message)).toEqual([
      "Presentation design · includes: keep at least 1",
    ]);
    expect(withoutAssetNames((await server.inject({ url: URL })).body)).toBe(golden);
  });
});
