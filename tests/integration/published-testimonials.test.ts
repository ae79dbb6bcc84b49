import { describe, expect, it } from "vitest";

import { type PageId, pathsOf } from "~/content/page-paths";
import { testimonialsSeed } from "~/content/testimonials";
import { CONTENT_API } from "~/lib/content-api";
import type { Testimonial, TestimonialPlace, Testimonials } from "~/lib/testimonial-schema";

import { addOwner, asOwner, signIn } from "./admin-helpers";
import { type DatabaseKind, type TestServer, freshDatabase } from "./helpers";
import { publishItem } from "./price-publishing";
import { islandProps, renderingTestServers } from "./rendered-pages";

/**
 * Published testimonials reach every page that shows one, rendered on demand from the
 * production build (`npm run build` first): the quote in the page, and the home carousel's
 * quotes in its island's props; restoring version 1 gives back today's pages.
 */

const startServer = renderingTestServers();

/** Each page that shows quotes, with the place whose quotes it shows. */
const pagesOf: [PageId, TestimonialPlace][] = [
  ["home", "home"],
  ["ai-trainer-support", "aiTrainer"],
  ["lead-generation", "leadGeneration"],
  ["software-advisory", "advisory"],
  ["cheat-sheets", "cheatSheets"],
  ["revops-consulting", "revops"],
  ["software-reps", "softwareReps"],
];

/** A quote of its own for each place, so that a page showing another place's is caught. */
const editedQuote = (place: TestimonialPlace): Testimonial => ({
  content: `Published quote for ${place}, shown from the database`,
  author: `Owner Edited ${place}`,
  position: "Tester",
  company: "",
  rating: 4,
});

/** Every place's quotes replaced by its own edited one; the carousel's first two swapped too. */
const edited: Testimonials = {
  home: [editedQuote("home"), testimonialsSeed.home[1]!, testimonialsSeed.home[0]!],
  aiTrainer: [editedQuote("aiTrainer")],
  leadGeneration: [...testimonialsSeed.leadGeneration.slice(1), editedQuote("leadGeneration")],
  advisory: editedQuote("advisory"),
  cheatSheets: editedQuote("cheatSheets"),
  revops: editedQuote("revops"),
  softwareReps: editedQuote("softwareReps"),
};

/** A page's HTML, its islands' render ids aside (each render draws new ones). */
async function pageHtml(server: TestServer, url: string) {
  const response = await server.inject({ url });
  expect(response.statusCode, url).toBe(200);
  return response.body.replaceAll(/\suid="[^"]*"/g, ' uid=""');
}

/** The quotes shown by each path of each page: its own place's edited quote, or none. */
async function shownQuotes(server: TestServer) {
  const shown: Record<string, TestimonialPlace[]> = {};
  for (const [page] of pagesOf) {
    for (const url of pathsOf(page)) {
      const html = await pageHtml(server, url);
      shown[url] = pagesOf
        .map(([, place]) => place)
        .filter((place) => html.includes(editedQuote(place).content));
    }
  }
  return shown;
}

describe.each<DatabaseKind>(["sqlite", "postgres"])("testimonials published on %s", (kind) => {
  it("reach every page that shows them and the home carousel's props; version 1 restored gives back today's pages", async () => {
    const database = await freshDatabase(kind);
    await addOwner(database);
    const server = await startServer(database);
    const owner = asOwner(server, await signIn(server, database));
    const urls = pagesOf.flatMap(([page]) => pathsOf(page));
    const today = new Map<string, string>();
    for (const url of urls) today.set(url, await pageHtml(server, url));
    expect(Object.values(await shownQuotes(server)).flat()).toEqual([]);

    await publishItem(owner, "testimonials", edited);
    expect(await shownQuotes(server)).toEqual(
      Object.fromEntries(
        pagesOf.flatMap(([page, place]) => pathsOf(page).map((url) => [url, [place]])),
      ),
    );
    const home = await pageHtml(server, "/");
    expect(islandProps(home, "TestimonialCarousel").testimonials).toEqual(edited.home);
    // The edited quote's four stars, where the carousel showed five on every quote.
    expect(home).toContain('aria-label="4 out of 5 stars"');
    // The advisory quote's empty company: its role alone under the name.
    const advisory = await pageHtml(server, pathsOf("software-advisory")[0]!);
    expect(advisory).toContain(">Tester</span>");
    // A quote the owner left out is gone from its page.
    const leads = await pageHtml(server, pathsOf("lead-generation")[0]!);
    expect(leads).not.toContain(testimonialsSeed.leadGeneration[0]!.author);

    const restored = await owner({
      method: "POST",
      url: CONTENT_API.restore("testimonials"),
      body: { version: 1 },
    });
    expect(restored.statusCode).toBe(200);
    for (const url of urls) expect(await pageHtml(server, url), url).toBe(today.get(url));
  });

  it("refuses a carousel of one quote, naming the field, and keeps today's", async () => {
    const database = await freshDatabase(kind);
    await addOwner(database);
    const server = await startServer(database);
    const owner = asOwner(server, await signIn(server, database));
    const data = { ...testimonialsSeed, home: testimonialsSeed.home.slice(0, 1) };
    const saved = await owner({
      method: "PUT",
      url: CONTENT_API.draft("testimonials"),
      body: { data },
    });
    expect(saved.statusCode).toBe(400);
    expect(saved.json<{ problems: { message: string }[] }>().problems).toEqual([
      expect.objectContaining({ message: "Home carousel · testimonials: keep at least 2" }),
    ]);
    const home = await pageHtml(server, "/");
    expect(islandProps(home, "TestimonialCarousel").testimonials).toEqual(testimonialsSeed.home);
  });
});
