// @vitest-environment jsdom
import { render, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { advisorQuestions } from "~/content/advisor";
import { OnboardingAdvisor } from "~/features/onboarding-advisor/onboarding-advisor";

import { tabTo } from "./tab-to";

/** The advisor as the sales-rep page renders it (it takes no props). */
function renderAdvisor() {
  const { container } = render(<OnboardingAdvisor />);
  return { user: userEvent.setup(), advisor: container };
}

/** An answer of the question on screen, by its value. */
function option(advisor: HTMLElement, value: string) {
  return advisor.querySelector<HTMLButtonElement>(`button[data-value="${value}"]`)!;
}

const summary = (advisor: HTMLElement) =>
  advisor.querySelector<HTMLElement>("[data-advisor-summary]")!;

describe("the onboarding advisor", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it.each([
    ["Basic (DIY) Onboarding", ["experienced", "relaxed", "minimal", "no", "small"]],
    ["Advanced (DFY) Onboarding", ["moderate", "standard", "moderate", "curious", "medium"]],
    ["Intelligent (DFY+AI) Onboarding", ["novice", "urgent", "extensive", "essential", "large"]],
  ])("walks to %s and back", async (title, answers) => {
    const print = vi.spyOn(window, "print").mockImplementation(() => {});
    const { user, advisor } = renderAdvisor();
    for (const [index, answer] of answers.entries()) {
      expect(within(advisor).getByText(`Question ${index + 1} of 5`)).toBeVisible();
      expect(within(advisor).getByRole("heading", { level: 3 })).toHaveAccessibleName(
        advisorQuestions[index]!.text,
      );
      await user.click(option(advisor, answer));
    }
    const result = within(summary(advisor));
    expect(result.getByRole("heading", { level: 3 })).toHaveAccessibleName(title);
    expect(result.getByRole("heading", { name: "Key points" })).toBeVisible();
    expect(result.getByRole("heading", { name: "Recommended for" })).toBeVisible();

    await user.click(result.getByRole("button", { name: "Print" }));
    await user.click(result.getByRole("button", { name: "Export Summary" }));
    expect(print).toHaveBeenCalledTimes(2);

    await user.click(result.getByRole("button", { name: "Previous" }));
    expect(within(advisor).getByText("Question 5 of 5")).toBeVisible();
    await user.click(within(advisor).getByRole("button", { name: "Previous" }));
    expect(within(advisor).getByText("Question 4 of 5")).toBeVisible();
    await user.click(option(advisor, answers[3]!));
    await user.click(option(advisor, answers[4]!));
    expect(within(summary(advisor)).getByRole("heading", { level: 3 })).toHaveAccessibleName(title);

    await user.click(within(summary(advisor)).getByRole("button", { name: "Start Again" }));
    expect(within(advisor).getByText("Question 1 of 5")).toBeVisible();
    expect(within(advisor).getByRole("button", { name: "Previous" })).toBeDisabled();
  });

  it("is answered by keyboard, and each new question or the result takes focus", async () => {
    const { user, advisor } = renderAdvisor();
    const answers = ["experienced", "relaxed", "minimal", "no", "small"];
    for (const [index, answer] of answers.entries()) {
      expect(within(advisor).getByText(`Question ${index + 1} of 5`)).toBeVisible();
      await tabTo(user, option(advisor, answer));
      await user.keyboard(index % 2 === 0 ? "{Enter}" : " ");
      // The next question (or the result) takes focus: the answered button is gone.
      expect(within(advisor).getAllByRole("heading", { level: 3 })[0]).toHaveFocus();
    }
    const result = within(summary(advisor));
    expect(result.getByRole("heading", { level: 3 })).toHaveAccessibleName(
      "Basic (DIY) Onboarding",
    );
    await tabTo(user, result.getByRole("button", { name: "Previous" }));
    await user.keyboard("{Enter}");
    expect(within(advisor).getByText("Question 5 of 5")).toBeVisible();
    expect(within(advisor).getByRole("heading", { level: 3 })).toHaveFocus();
  });

  it("going back shows the answer given there, and another answer replaces it", async () => {
    const { user, advisor } = renderAdvisor();
    const previous = () => within(advisor).getByRole("button", { name: "Previous" });
    // Four answers lean basic; changing the last two after going back decides the result.
    for (const answer of ["experienced", "relaxed", "minimal", "no", "small"]) {
      await user.click(option(advisor, answer));
    }
    expect(within(advisor).getByTestId("advisor-scores")).toHaveTextContent(
      /^Score: Basic 15 · Advanced 6 · Intelligent 0$/,
    );

    await user.click(previous());
    expect(within(advisor).getByText("Question 5 of 5")).toBeVisible();
    expect(option(advisor, "small")).toHaveAttribute("aria-pressed", "true");
    expect(option(advisor, "medium")).toHaveAttribute("aria-pressed", "false");
    await user.click(previous());
    expect(within(advisor).getByText("Question 4 of 5")).toBeVisible();
    expect(option(advisor, "no")).toHaveAttribute("aria-pressed", "true");
    await user.click(option(advisor, "essential"));
    // The next question still shows its answer until another replaces it.
    expect(option(advisor, "small")).toHaveAttribute("aria-pressed", "true");
    await user.click(option(advisor, "large"));
    expect(within(advisor).getByTestId("advisor-scores")).toHaveTextContent(
      /^Score: Basic 9 · Advanced 5 · Intelligent 6$/,
    );

    await user.click(previous());
    expect(option(advisor, "large")).toHaveAttribute("aria-pressed", "true");
    expect(option(advisor, "small")).toHaveAttribute("aria-pressed", "false");
    await user.click(previous());
    expect(option(advisor, "essential")).toHaveAttribute("aria-pressed", "true");
    expect(option(advisor, "no")).toHaveAttribute("aria-pressed", "false");
  });
});
