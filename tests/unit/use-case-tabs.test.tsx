// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import { UseCaseTabs } from "~/features/ai-trainer/use-case-tabs";

/**
 * The AI trainer product page's use cases: a tab, clicked or reached by an arrow key, shows its
 * panel (the others are hidden by CSS). What each panel says: `ai-trainer-pages.test` (build).
 */

const NAMES = ["Onboarding", "Implementation", "Customization", "Automation"];
const shownPanel = () => document.querySelectorAll('[role="tabpanel"][data-state="active"]');

describe("UseCaseTabs", () => {
  it("shows the panel of the tab clicked, or moved to by an arrow key", async () => {
    const user = userEvent.setup();
    render(<UseCaseTabs />);
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual(NAMES);
    for (const name of NAMES) {
      await user.click(screen.getByRole("tab", { name }));
      expect(shownPanel(), name).toHaveLength(1);
      expect(shownPanel()[0], name).toContainElement(
        screen.getByRole("list", { name: `Sample ${name} conversation` }),
      );
    }
    screen.getByRole("tab", { name: "Onboarding" }).focus();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Implementation" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    expect(shownPanel()[0]).toContainElement(
      screen.getByRole("list", { name: "Sample Implementation conversation" }),
    );
  });
});
