// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import { ProcessSteps } from "~/features/app-development/process-steps";

/**
 * The app development page's five steps: chosen by click, arrow keys, Home or the step buttons.
 * Every step's panel is in the page (hidden by CSS unless chosen): the counter read is the one
 * of the step chosen. The steps as prerendered: `service-pages.test` (build).
 */

const counter = () =>
  document.querySelector('[role="tabpanel"][data-state="active"] [data-testid="step-counter"]');
const step = (name: string) => screen.getByRole("tab", { name: new RegExp(name) });

describe("ProcessSteps", () => {
  it("moves between steps by click, arrow keys, Home and the Next step button", async () => {
    const user = userEvent.setup();
    render(<ProcessSteps />);
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual([
      "1Consultation",
      "2Design",
      "3Development",
      "4Testing",
      "5Deployment & Support",
    ]);
    expect(counter()).toHaveTextContent("Step 1 of 5");

    await user.click(step("Testing"));
    expect(counter()).toHaveTextContent("Step 4 of 5");
    expect(step("Testing")).toHaveAttribute("aria-selected", "true");

    step("Testing").focus();
    await user.keyboard("{ArrowRight}");
    expect(counter()).toHaveTextContent("Step 5 of 5");
    expect(step("Deployment & Support")).toHaveFocus();
    await user.keyboard("{Home}");
    expect(counter()).toHaveTextContent("Step 1 of 5");

    const shown = document.querySelector<HTMLElement>('[role="tabpanel"][data-state="active"]')!;
    const next = [...shown.querySelectorAll("button")].find(
      (button) => button.textContent!.trim() === "Next step",
    )!;
    await user.click(next);
    expect(counter()).toHaveTextContent("Step 2 of 5");
  });
});
