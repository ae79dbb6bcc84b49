import { describe, expect, it } from "vitest";

import { site } from "~/config/site";
import { allPagePaths, canonicalPath, pages } from "~/content/pages";

describe("route table", () => {
  it("lists every path of both route tables once", () => {
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
