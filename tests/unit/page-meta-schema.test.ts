import { describe, expect, it } from "vitest";

import { site } from "~/config/site";
import { pageMetaSeed } from "~/content/page-meta";
import { type PageId, pageLinks } from "~/content/page-paths";
import { checkContent, contentKinds } from "~/lib/content-kinds";
import {
  MAX_DESCRIPTION,
  MAX_TITLE,
  type PagesMeta,
  legalPages,
  pageMetaLabel,
} from "~/lib/page-meta-schema";

/** The problems `checkContent` finds in the pages' titles after `change`, as messages. */
function problemsAfter(change: (pages: PagesMeta) => void) {
  const pages = structuredClone(pageMetaSeed);
  change(pages);
  const checked = checkContent("page-meta", pages);
  return checked.success ? [] : checked.problems.map(({ message }) => message);
}

describe("the pages' titles and descriptions", () => {
  it("accept today's: every listed page's but the legal pages', which stay in code", () => {
    expect(checkContent("page-meta", pageMetaSeed)).toEqual({ success: true, data: pageMetaSeed });
    const legal: readonly PageId[] = legalPages;
    expect(Object.keys(pageMetaSeed).sort()).toEqual(
      (Object.keys(pageLinks) as PageId[]).filter((id) => !legal.includes(id)).sort(),
    );
    expect(pageMetaSeed.contact).toEqual({
      title: `Contact ${site.brand}`,
      description: `Send ${site.brand} a message or book a call. We reply within 1-2 business days.`,
    });
    expect(pageMetaSeed["software-advisory"].description).toMatch(/^A free 30-minute call with/);
    expect(contentKinds["page-meta"].seed).toBe(pageMetaSeed);
  });

  it("name each field by its page", () => {
    expect(pageMetaLabel(["contact", "title"])).toBe("Contact · title");
    expect(pageMetaLabel(["home", "description"])).toBe("Home · description");
    expect(pageMetaLabel(["crm-pricing", "title"])).toBe(`${site.crm} pricing · title`);
    expect(pageMetaLabel(["prompt-guide"])).toBe("Prompt guide");
    expect(pageMetaLabel([])).toBe("Page titles");
    expect(pageMetaLabel(["privacy", "title"])).toBe("Page titles");
  });

  it("refuse an empty title or description, naming the field", () => {
    expect(
      problemsAfter((pages) => {
        pages.contact.title = "  ";
        pages.pricing.description = "";
      }),
    ).toEqual(["Pricing · description: write it", "Contact · title: write it"]);
  });

  it(`refuse a title over ${MAX_TITLE} characters and a description over ${MAX_DESCRIPTION}`, () => {
    expect(
      problemsAfter((pages) => {
        pages.home.title = "T".repeat(MAX_TITLE);
        pages.home.description = "D".repeat(MAX_DESCRIPTION);
      }),
    ).toEqual([]);
    expect(
      problemsAfter((pages) => {
        pages.home.title = "T".repeat(MAX_TITLE + 1);
        pages["ai-tools"].description = "D".repeat(MAX_DESCRIPTION + 1);
      }),
    ).toEqual([
      `Home · title: write at most ${MAX_TITLE} characters`,
      `AI tools · description: write at most ${MAX_DESCRIPTION} characters`,
    ]);
  });

  it("refuse a line break, keep the text trimmed", () => {
    expect(
      problemsAfter((pages) => {
        pages.services.title = "Services\nby us";
      }),
    ).toEqual(["Services · title: write it on one line: a result shows one"]);
    const pages = structuredClone(pageMetaSeed);
    pages.services.title = "  Services  ";
    const checked = checkContent("page-meta", pages);
    expect(checked.success && checked.data.services.title).toBe("Services");
  });

  it("refuse a title another page has, at the later page", () => {
    expect(
      problemsAfter((pages) => {
        pages.pricing.title = pages.services.title.toUpperCase();
      }),
    ).toEqual(["Pricing · title: the Services page has this title: give each page its own"]);
  });

  it("refuse a missing page or an unknown one", () => {
    expect(
      problemsAfter((pages) => {
        delete (pages as Partial<PagesMeta>).contact;
        (pages as Record<string, unknown>).privacy = { title: "Privacy", description: "Ours" };
      }),
    ).toEqual(["Contact: is missing", "Page titles: has no field privacy"]);
  });
});
