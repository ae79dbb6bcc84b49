import { describe, expect, it } from "vitest";

import { slug } from "~/lib/slug";

describe("slug", () => {
  it("joins lower-case words with hyphens", () => {
    expect(slug("Web App")).toBe("web-app");
    expect(slug("Enterprise Solution")).toBe("enterprise-solution");
  });

  it("keeps no whitespace, punctuation or accents, and no hyphen at either end", () => {
    expect(slug("  Café & CRM (2.0)! ")).toBe("cafe-crm-2-0");
    expect(slug("already-a-slug")).toBe("already-a-slug");
  });
});
