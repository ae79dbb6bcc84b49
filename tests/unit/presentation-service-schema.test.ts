import { describe, expect, it } from "vitest";

import { presentationServiceSeed } from "~/content/presentation-service";
import { checkContent } from "~/lib/content-kinds";
import {
  type PresentationService,
  presentationServiceLabel,
} from "~/lib/presentation-service-schema";
import { MAX_INCLUDE, MAX_INCLUDES } from "~/lib/website-service-schema";

/** The problems `checkContent` finds in the service's copy after `change`, each with its field. */
function problemsAfter(change: (copy: PresentationService) => void) {
  const copy = structuredClone(presentationServiceSeed);
  change(copy);
  const checked = checkContent("presentation-service", copy);
  return checked.success ? [] : checked.problems.map(({ field, message }) => ({ field, message }));
}

describe("the presentation service's schema", () => {
  it("accepts today's copy as it is", () => {
    expect(checkContent("presentation-service", presentationServiceSeed)).toEqual({
      success: true,
      data: presentationServiceSeed,
    });
  });

  it("names each line by its place", () => {
    expect(presentationServiceLabel(["includes", 1])).toBe(
      "Presentation design · includes · line 2",
    );
    expect(presentationServiceLabel(["includes"])).toBe("Presentation design · includes");
    expect(presentationServiceLabel([])).toBe("Presentation design");
  });

  it("refuses a blank, long or repeated line, and a list empty or too long", () => {
    expect(
      problemsAfter((copy) => {
        copy.includes[0] = "  ";
        copy.includes[1] = "L".repeat(MAX_INCLUDE + 1);
        copy.includes[4] = copy.includes[2]!.toUpperCase();
      }),
    ).toEqual([
      { field: "includes.0", message: "Presentation design · includes · line 1: write it" },
      {
        field: "includes.1",
        message: `Presentation design · includes · line 2: write at most ${MAX_INCLUDE} characters`,
      },
      { field: "includes.4", message: "Presentation design · includes · line 5: repeats line 3" },
    ]);
    expect(problemsAfter((copy) => (copy.includes = []))).toEqual([
      { field: "includes", message: "Presentation design · includes: keep at least 1" },
    ]);
    expect(
      problemsAfter(
        (copy) => (copy.includes = Array.from({ length: MAX_INCLUDES + 1 }, (_, n) => `Line ${n}`)),
      ),
    ).toEqual([
      {
        field: "includes",
        message: `Presentation design · includes: keep at most ${MAX_INCLUDES}`,
      },
    ]);
  });

  it("refuses unknown fields", () => {
    expect(problemsAfter((copy) => Reflect.set(copy, "name", "Decks"))).toEqual([
      { field: "", message: "Presentation design: has no field name" },
    ]);
  });
});
