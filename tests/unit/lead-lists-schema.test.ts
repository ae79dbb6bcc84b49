import { describe, expect, it } from "vitest";

import { leadListsSeed } from "~/content/lead-lists";
import { checkContent } from "~/lib/content-kinds";
import { type LeadLists, leadListLabel } from "~/lib/lead-lists-schema";

const problemsAfter = (change: (lists: LeadLists) => void) => {
  const lists = structuredClone(leadListsSeed);
  change(lists);
  const checked = checkContent("lead-lists", lists);
  return checked.success ? [] : checked.problems.map(({ message }) => message);
};

describe("the lead lists' schema", () => {
  it("accepts today's lists", () => {
    expect(checkContent("lead-lists", leadListsSeed)).toEqual({
      success: true,
      data: leadListsSeed,
    });
  });

  it("names each field by its list", () => {
    expect(leadListLabel([])).toBe("Lead lists");
    expect(leadListLabel(["basic"])).toBe("Basic list");
    expect(leadListLabel(["standard", "name"])).toBe("Standard list · name");
    expect(leadListLabel(["standard", "price"])).toBe("Standard list · price");
    expect(leadListLabel(["premium", "description"])).toBe("Premium list · description");
    expect(leadListLabel(["premium", "popular"])).toBe("Premium list · most popular");
    expect(leadListLabel(["premium", "features"])).toBe("Premium list · features");
    expect(leadListLabel(["premium", "features", 1])).toBe("Premium list · feature 2");
  });

  it("refuses negative prices, empty text and a list without features", () => {
    expect(
      problemsAfter((lists) => {
        lists.basic.price = -1;
        lists.standard.price = 999.5;
        lists.standard.name = "  ";
        lists.premium.description = "";
        lists.premium.features[2] = " ";
        lists.basic.features = [];
      }),
    ).toEqual([
      "Basic list · price: cannot be negative",
      "Basic list · features: keep at least 1",
      "Standard list · name: write it",
      "Standard list · price: give a whole number of dollars",
      "Premium list · description: write it",
      "Premium list · feature 3: write it",
    ]);
  });

  it("refuses text too long for a card, and too many features", () => {
    expect(
      problemsAfter((lists) => {
        lists.basic.name = "B".repeat(41);
        lists.standard.features = Array.from({ length: 11 }, (_, index) => `Feature ${index}`);
        lists.premium.features[0] = "F".repeat(81);
      }),
    ).toEqual([
      "Basic list · name: write at most 40 characters",
      "Standard list · features: keep at most 10",
      "Premium list · feature 1: write at most 80 characters",
    ]);
  });

  it("keeps every list the interest form names: none dropped, none added", () => {
    const { premium: _dropped, ...twoLists } = leadListsSeed;
    const dropped = checkContent("lead-lists", twoLists);
    expect(dropped.success ? [] : dropped.problems.map(({ message }) => message)).toEqual([
      "Premium list: is missing",
    ]);
    const added = checkContent("lead-lists", { ...leadListsSeed, gold: leadListsSeed.premium });
    expect(added.success ? [] : added.problems.map(({ message }) => message)).toEqual([
      "Lead lists: has no field gold",
    ]);
  });

  it("refuses two lists of one name, and a second list marked most popular", () => {
    expect(
      problemsAfter((lists) => {
        lists.premium.name = " standard ";
        lists.premium.popular = true;
      }),
    ).toEqual([
      "Premium list · name: another list has this name",
      "Premium list · most popular: another list is marked most popular",
    ]);
    expect(problemsAfter((lists) => (lists.standard.popular = false))).toEqual([]);
  });
});
