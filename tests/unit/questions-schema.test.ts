import { describe, expect, it } from "vitest";

import { questionsSeed } from "~/content/questions";
import { checkContent } from "~/lib/content-kinds";
import { type Questions, questionLabel } from "~/lib/questions-schema";

const problemsAfter = (change: (questions: Questions) => void) => {
  const questions = structuredClone(questionsSeed);
  change(questions);
  const checked = checkContent("questions", questions);
  return checked.success ? [] : checked.problems.map(({ message }) => message);
};

describe("the questions' schema", () => {
  it("names each field by its page and place", () => {
    expect(questionLabel(["lead-generation", 1, "answer"])).toBe(
      "Lead generation · question 2 · answer",
    );
    expect(questionLabel(["ai-trainer", 0, "question"])).toBe(
      "AI trainer pages · question 1 · question",
    );
    expect(questionLabel(["software-advisory", 2])).toBe("Software advisory · question 3");
    expect(questionLabel(["ai-tools"])).toBe("AI tools · questions");
    expect(questionLabel(["app-development"])).toBe("App development · questions");
  });

  it("accepts today's questions", () => {
    expect(checkContent("questions", questionsSeed)).toEqual({
      success: true,
      data: questionsSeed,
    });
  });

  it("refuses empty and overlong text", () => {
    expect(
      problemsAfter((questions) => {
        questions["lead-generation"][0]!.question = "  ";
        questions["lead-generation"][1]!.answer = "";
        questions["ai-tools"][0]!.answer = "a".repeat(2001);
        questions["ai-tools"][1]!.question = "q".repeat(201);
      }),
    ).toEqual([
      "Lead generation · question 1 · question: write it",
      "Lead generation · question 2 · answer: write it",
      "AI tools · question 1 · answer: write at most 2000 characters",
      "AI tools · question 2 · question: write at most 200 characters",
    ]);
  });

  it("refuses a page left without questions, or with too many", () => {
    expect(problemsAfter((questions) => (questions["app-development"] = []))).toEqual([
      "App development · questions: keep at least 1",
    ]);
    expect(
      problemsAfter((questions) => {
        questions["ai-tools"] = Array.from({ length: 13 }, (_, index) => ({
          question: `Question ${index}?`,
          answer: "Yes.",
        }));
      }),
    ).toEqual(["AI tools · questions: keep at most 12"]);
  });

  it("refuses a question asked twice on one page, naming the second", () => {
    expect(
      problemsAfter((questions) => {
        questions["software-advisory"][2]!.question = questions["software-advisory"][0]!.question;
      }),
    ).toEqual(["Software advisory · question 3 · question: asked twice"]);
  });

  it("refuses a figure the page does not have", () => {
    expect(
      problemsAfter((questions) => {
        questions["ai-trainer"][0]!.answer = "Each costs {overage}.";
        questions["lead-generation"][0]!.answer = "Each costs {overage price}.";
      }),
    ).toEqual([
      "AI trainer pages · question 1 · answer: {overage} names no figure of this page (it has {overage price})",
      "Lead generation · question 1 · answer: {overage price} names no figure of this page",
    ]);
  });

  it("refuses a field or a page it does not know", () => {
    expect(
      problemsAfter((questions) => {
        Object.assign(questions["ai-tools"][0]!, { html: "<b>x</b>" });
        Object.assign(questions, { home: [] });
      }),
    ).toEqual(["AI tools · question 1: has no field html", "Questions: has no field home"]);
  });
});
