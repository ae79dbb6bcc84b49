import { beforeAll, describe, expect, it } from "vitest";

import { site } from "~/config/site";
import { canonicalPath, pageAliases, pageLinks } from "~/content/page-paths";
import { canonicalUrl } from "~/lib/domains";

import { type ListedPage, builtHead, listedPages } from "../support/listed-pages";

import { requireBuild } from "./build-output";

describe("pages", () => {
  let pages: ListedPage[];
  let allPagePaths: string[];
  beforeAll(() => {
    requireBuild();
    pages = listedPages();
    allPagePaths = pages.flatMap((page) => page.paths);
  });

  it("builds every path of both route tables, each once", () => {
    expect(new Set(allPagePaths).size).toBe(allPagePaths.length);
    for (const path of [
      "/",
      "/grevvy-ai-trainer",
      "/grevvy-ai-trainer-support",
      "/software-reps",
      "/hubspot-reps",
      "/sales-resources",
      "/services/software-onboarding",
      "/services/hubspot-onboarding",
      "/pricing/software-onboarding",
      "/pricing/hubspot-onboarding",
      "/services/website-services",
      "/pricing/website-design",
      "/services/custom-presentations",
      "/services/lead-generation",
      "/services/app-development",
      "/services/revops-consulting",
      "/pricing/revops-consulting",
      "/resources/hubai-prompt-guide",
      "/resources/grevvy-ai-trainer-prompt-guide",
      "/resources/software-advisory",
      "/resources/hubspot-advisory",
      "/resources/ai-tools",
      "/resources/cheat-sheets",
      "/resources/software-trials",
      "/contact",
      "/hubspot-crm-pricing",
      "/services",
      "/pricing",
      "/privacy",
      "/terms",
    ]) {
      expect(allPagePaths).toContain(path);
    }
  });

  it("makes the first path of a shared row canonical", () => {
    expect(canonicalPath("software-reps")).toBe("/software-reps");
    expect(canonicalPath("prompt-guide")).toBe("/resources/hubai-prompt-guide");
    expect(canonicalPath("cheat-sheets")).toBe("/resources/cheat-sheets");
  });

  it("gives every listed page a canonical link to itself, and every alias one to its page", () => {
    for (const page of pages) {
      for (const path of page.paths) expect(builtHead(path).canonical, path).toBe(canonicalUrl(page.paths[0]));
    }
    expect(Object.keys(pageAliases).length).toBeGreaterThan(0);
    for (const [alias, canonical] of Object.entries(pageAliases)) {
      expect(builtHead(alias).title, alias).toBe(builtHead(canonical).title);
    }
  });

  it("names in page-paths.ts only listed pages", () => {
    const canonicals = pages.map((page) => page.paths[0]);
    for (const [id, path] of Object.entries(pageLinks)) expect(canonicals, id).toContain(path);
  });

  it("gives every page a unique title and a description", () => {
    const titles = pages.map((page) => page.title);
    expect(new Set(titles).size).toBe(titles.length);
    for (const page of pages) {
      expect(page.title.length).toBeGreaterThan(5);
      expect(page.description.length).toBeGreaterThan(50);
      expect(page.description.length).toBeLessThanOrEqual(160);
      expect(page.title.length).toBeLessThanOrEqual(65);
    }
  });

  it("never shows the older product name", () => {
    for (const page of pages) {
      expect(`${page.title} ${page.description}`.toLowerCase()).not.toContain("hubai");
      expect(page.title).toContain(site.brand);
    }
  });
});
