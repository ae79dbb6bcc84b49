import { describe, expect, it } from "vitest";

import { testimonialsSeed } from "~/content/testimonials";
import { checkContent } from "~/lib/content-kinds";
import {
  MAX_QUOTE,
  MAX_TESTIMONIALS,
  type Testimonials,
  testimonialLabel,
} from "~/lib/testimonial-schema";

/** The problems `checkContent` finds in the testimonials after `change`, as label: message. */
function problemsAfter(change: (testimonials: Testimonials) => void) {
  const testimonials = structuredClone(testimonialsSeed);
  change(testimonials);
  const checked = checkContent("testimonials", testimonials);
  return checked.success ? [] : checked.problems.map(({ message }) => message);
}

describe("the testimonials' schema", () => {
  it("accepts today's quotes: seven on the home carousel, three on the AI trainer and lead generation pages, one on each other page", () => {
    expect(checkContent("testimonials", testimonialsSeed)).toEqual({
      success: true,
      data: testimonialsSeed,
    });
    expect(testimonialsSeed.home).toHaveLength(7);
    expect(testimonialsSeed.aiTrainer).toHaveLength(3);
    expect(testimonialsSeed.leadGeneration).toHaveLength(3);
    expect(testimonialsSeed.advisory.author).toBe("Daniel Okafor");
    // The carousel showed five stars on every quote; RevOps' and the reps' quotes none.
    expect(testimonialsSeed.home.every(({ rating }) => rating === 5)).toBe(true);
    expect([testimonialsSeed.revops.rating, testimonialsSeed.softwareReps.rating]).toEqual([
      null,
      null,
    ]);
  });

  it("names each field by its place and quote", () => {
    expect(testimonialLabel(["home", 1, "content"])).toBe("Home carousel · testimonial 2 · quote");
    expect(testimonialLabel(["aiTrainer", 0, "author"])).toBe(
      "AI trainer landing page · testimonial 1 · name",
    );
    expect(testimonialLabel(["leadGeneration", 2, "position"])).toBe(
      "Lead generation · testimonial 3 · role",
    );
    expect(testimonialLabel(["leadGeneration", 2])).toBe("Lead generation · testimonial 3");
    expect(testimonialLabel(["home"])).toBe("Home carousel · testimonials");
    expect(testimonialLabel(["advisory", "company"])).toBe(
      "Software advisory · testimonial · company",
    );
    expect(testimonialLabel(["revops", "rating"])).toBe("RevOps consulting · testimonial · stars");
    expect(testimonialLabel(["softwareReps"])).toBe("Software reps · testimonial");
    expect(testimonialLabel([])).toBe("Testimonials");
  });

  it("refuses an empty quote or name, naming the field", () => {
    expect(
      problemsAfter((testimonials) => {
        testimonials.home[1]!.content = "   ";
        testimonials.cheatSheets.author = "";
      }),
    ).toEqual([
      "Home carousel · testimonial 2 · quote: write it",
      "Cheat sheets · testimonial · name: write it",
    ]);
  });

  it("takes an empty role and company: the card then names neither", () => {
    expect(
      problemsAfter((testimonials) => {
        testimonials.revops.position = "";
        testimonials.revops.company = "";
      }),
    ).toEqual([]);
  });

  it("refuses a quote in its own quotation marks, which the page adds", () => {
    expect(
      problemsAfter((testimonials) => {
        testimonials.aiTrainer[0]!.content = "“Fast and clear.”";
        testimonials.advisory.content = 'It worked."';
      }),
    ).toEqual([
      "AI trainer landing page · testimonial 1 · quote: leave out the quotation marks: the page adds them",
      "Software advisory · testimonial · quote: leave out the quotation marks: the page adds them",
    ]);
  });

  it("refuses a quote too long for its card", () => {
    expect(
      problemsAfter((testimonials) => {
        testimonials.leadGeneration[0]!.content = "a".repeat(MAX_QUOTE + 1);
      }),
    ).toEqual([`Lead generation · testimonial 1 · quote: write at most ${MAX_QUOTE} characters`]);
  });

  it("takes 1 to 5 stars or none, and nothing else", () => {
    expect(
      problemsAfter((testimonials) => {
        testimonials.home[0]!.rating = 1;
        testimonials.advisory.rating = null;
      }),
    ).toEqual([]);
    expect(
      problemsAfter((testimonials) => {
        (testimonials.home[0] as { rating: number }).rating = 6;
        (testimonials.advisory as { rating: number }).rating = 4.5;
      }),
    ).toEqual([
      "Home carousel · testimonial 1 · stars: choose one of the options",
      "Software advisory · testimonial · stars: choose one of the options",
    ]);
  });

  it("keeps two quotes on the carousel, one on each other list, and at most eight", () => {
    expect(
      problemsAfter((testimonials) => {
        testimonials.home.splice(1);
        testimonials.aiTrainer.splice(0);
        testimonials.leadGeneration = Array.from(
          { length: MAX_TESTIMONIALS + 1 },
          () => testimonials.leadGeneration[0]!,
        );
      }),
    ).toEqual([
      "Home carousel · testimonials: keep at least 2",
      "AI trainer landing page · testimonials: keep at least 1",
      `Lead generation · testimonials: keep at most ${MAX_TESTIMONIALS}`,
    ]);
  });

  it("refuses a field it does not know, and a place without its quote", () => {
    const testimonials: Record<string, unknown> = structuredClone(testimonialsSeed);
    delete testimonials.revops;
    testimonials.softwareReps = { ...testimonialsSeed.softwareReps, photo: "me.jpg" };
    const checked = checkContent("testimonials", testimonials);
    expect(checked.success ? [] : checked.problems.map(({ message }) => message)).toEqual([
      "RevOps consulting · testimonial: is missing",
      "Software reps · testimonial: has no field photo",
    ]);
  });
});
