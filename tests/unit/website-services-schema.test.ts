import { describe, expect, it } from "vitest";

import { websiteServicesSeed } from "~/content/website-services";
import { checkContent } from "~/lib/content-kinds";
import { websitePriceLabel } from "~/lib/website-price-schema";
import {
  MAX_INCLUDE,
  MAX_INCLUDES,
  MAX_NAME,
  MAX_SUMMARY,
  type WebsiteServices,
  websiteServiceLabel,
} from "~/lib/website-service-schema";

/** The problems `checkContent` finds in the services' copy after `change`, each with its label. */
function problemsAfter(change: (copy: WebsiteServices) => void) {
  const copy = structuredClone(websiteServicesSeed);
  change(copy);
  const checked = checkContent("website-services", copy);
  return checked.success ? [] : checked.problems.map(({ field, message }) => ({ field, message }));
}

const messages = (change: (copy: WebsiteServices) => void) =>
  problemsAfter(change).map(({ message }) => message);

describe("the website services' schema", () => {
  it("accepts today's copy as it is", () => {
    expect(checkContent("website-services", websiteServicesSeed)).toEqual({
      success: true,
      data: websiteServicesSeed,
    });
  });

  it("names each field by its service, as the website prices do", () => {
    expect(websiteServiceLabel(["services", "migration", "name"])).toBe(
      "Website Page Migration · name",
    );
    expect(websiteServiceLabel(["services", "redesign", "summary"])).toBe(
      "Website Redesign · summary",
    );
    expect(websiteServiceLabel(["services", "redesign", "includes", 2])).toBe(
      "Website Redesign · includes · line 3",
    );
    expect(websiteServiceLabel(["services", "migration", "includes"])).toBe(
      "Website Page Migration · includes",
    );
    expect(websiteServiceLabel(["services", "migration"])).toBe("Website Page Migration");
    expect(websiteServiceLabel(["services", "rebuild"])).toBe("Website services");
    expect(websiteServiceLabel([])).toBe("Website services");
    // The website prices name a service as its copy's editor does.
    expect(websitePriceLabel(["services", "redesign", "tiers", 1, "pricePerPage"])).toBe(
      "Website Redesign · tier 2 · price per page",
    );
  });

  it("refuses empty and blank text, naming the field", () => {
    expect(
      problemsAfter((copy) => {
        copy.services.migration.name = "";
        copy.services.redesign.summary = "   ";
        copy.services.redesign.includes[1] = " ";
      }),
    ).toEqual([
      { field: "services.migration.name", message: "Website Page Migration · name: write it" },
      { field: "services.redesign.summary", message: "Website Redesign · summary: write it" },
      {
        field: "services.redesign.includes.1",
        message: "Website Redesign · includes · line 2: write it",
      },
    ]);
  });

  it("refuses text too long for its card, and lists too short or too long", () => {
    expect(
      messages((copy) => {
        copy.services.migration.name = "N".repeat(MAX_NAME + 1);
        copy.services.migration.summary = "S".repeat(MAX_SUMMARY + 1);
        copy.services.migration.includes[0] = "I".repeat(MAX_INCLUDE + 1);
        copy.services.redesign.includes = [];
      }),
    ).toEqual([
      `Website Page Migration · name: write at most ${MAX_NAME} characters`,
      `Website Page Migration · summary: write at most ${MAX_SUMMARY} characters`,
      `Website Page Migration · includes · line 1: write at most ${MAX_INCLUDE} characters`,
      "Website Redesign · includes: keep at least 1",
    ]);
    expect(
      messages((copy) => {
        copy.services.redesign.includes = Array.from(
          { length: MAX_INCLUDES + 1 },
          (_, index) => `Line ${index + 1}`,
        );
      }),
    ).toEqual([`Website Redesign · includes: keep at most ${MAX_INCLUDES}`]);
  });

  it("refuses a line given twice in one service, at the repeat", () => {
    expect(
      problemsAfter((copy) => {
        copy.services.redesign.includes[3] = "discovery workshop and sitemap planning ";
      }),
    ).toEqual([
      {
        field: "services.redesign.includes.3",
        message: "Website Redesign · includes · line 4: repeats line 1",
      },
    ]);
    // The same line in both services is fine.
    expect(
      messages((copy) => {
        copy.services.redesign.includes[0] = copy.services.migration.includes[0]!;
      }),
    ).toEqual([]);
  });

  it("refuses two services of one name, at the second", () => {
    expect(
      problemsAfter((copy) => {
        copy.services.redesign.name = "website page MIGRATION";
      }),
    ).toEqual([
      {
        field: "services.redesign.name",
        message:
          "Website Redesign · name: Website Page Migration has this name too: give each service its own",
      },
    ]);
  });

  it("refuses a service missing, one it does not know, and unknown fields", () => {
    expect(
      messages((copy) => {
        Reflect.deleteProperty(copy.services, "redesign");
        Reflect.set(copy.services, "rebuild", copy.services.migration);
        Reflect.set(copy.services.migration, "price", 100);
      }),
    ).toEqual([
      "Website Page Migration: has no field price",
      "Website Redesign: is missing",
      "Website services: has no field rebuild",
    ]);
  });

  it("keeps the text without the blanks around it", () => {
    const copy = structuredClone(websiteServicesSeed);
    copy.services.redesign.name = "  Website Rebuild ";
    const checked = checkContent("website-services", copy);
    expect(checked.success && checked.data.services.redesign.name).toBe("Website Rebuild");
  });
});
