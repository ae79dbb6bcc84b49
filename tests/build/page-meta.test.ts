import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

import { beforeAll, describe, expect, it } from "vitest";

import { pageMetaSeed } from "~/content/page-meta";
import { pageLinks } from "~/content/page-paths";
import { type EditablePageId, legalPages } from "~/lib/page-meta-schema";

import { builtHead } from "../support/listed-pages";

import { CLIENT_DIR, SEEDED_PAGES_DIR, requireBuild } from "./build-output";

/**
 * The pages' titles and descriptions are owner-edited (decision 032) but for the legal pages':
 * the site map lists the pages it listed when each page file exported its title, the pages are
 * rendered with today's titles right after seeding, and the legal pages stay prerendered.
 */

beforeAll(requireBuild);

/** The site map as it was when the pages' files listed themselves. */
const listedBefore = [
  "https://grevvy.com/",
  "https://grevvy.com/contact",
  "https://grevvyai.com/grevvy-ai-trainer",
  "https://grevvyai.com/grevvy-ai-trainer-support",
  "https://grevvy.com/hubspot-crm-pricing",
  "https://grevvy.com/pricing",
  "https://grevvy.com/pricing/software-onboarding",
  "https://grevvy.com/pricing/website-design",
  "https://grevvy.com/privacy",
  "https://grevvy.com/resources/ai-tools",
  "https://grevvy.com/resources/cheat-sheets",
  "https://grevvy.com/resources/hubai-prompt-guide",
  "https://grevvy.com/resources/software-advisory",
  "https://grevvy.com/sales-resources",
  "https://grevvy.com/services",
  "https://grevvy.com/services/app-development",
  "https://grevvy.com/services/custom-presentations",
  "https://grevvy.com/services/lead-generation",
  "https://grevvy.com/services/revops-consulting",
  "https://grevvy.com/services/software-onboarding",
  "https://grevvy.com/services/website-services",
  "https://grevvy.com/software-reps",
  "https://grevvy.com/terms",
];

describe("the pages' titles in the build", () => {
  it("leave the site map as it was", () => {
    const sitemap = readFileSync(path.join(CLIENT_DIR, "sitemap.xml"), "utf8");
    expect([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])).toEqual(
      listedBefore,
    );
  });

  it("are today's on every page right after seeding; the legal pages' stay prerendered", () => {
    for (const id of Object.keys(pageMetaSeed) as EditablePageId[]) {
      const { title, description } = builtHead(pageLinks[id]);
      expect({ title, description }, id).toEqual(pageMetaSeed[id]);
      expect(existsSync(path.join(SEEDED_PAGES_DIR, pageLinks[id], "index.html")), id).toBe(true);
    }
    for (const id of legalPages) {
      expect(existsSync(path.join(CLIENT_DIR, pageLinks[id], "index.html")), id).toBe(true);
      expect(builtHead(pageLinks[id]).title, id).toMatch(/\| Grevvy$/);
    }
  });
});
