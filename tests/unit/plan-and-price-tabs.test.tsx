// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { aiTrainerPlanCopySeed } from "~/content/ai-trainer-plan-copy";
import { aiTrainerPlansSeed } from "~/content/ai-trainer-prices";
import { onboardingPricesSeed } from "~/content/onboarding-prices";
import { TrainerPlans } from "~/features/ai-trainer-pricing/pricing-section";
import { HubPriceTables } from "~/features/onboarding-price-tables/hub-price-tables";

import { tabTo } from "./tab-to";

import { stubInertObservers } from "./inert-observers";

/**
 * The AI trainer's plan tabs and the onboarding price tabs, by keyboard alone: the arrow keys
 * and End choose a tab. Where Tab goes next depends on the CSS that hides the other panels:
 * `keyboard.spec` follows it in the browser.
 */

describe("plan and price tabs", () => {
  beforeEach(() => {
    // The plans' Book a Call buttons prepare the popup once they come on screen.
    stubInertObservers();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("the AI trainer's plan tabs follow the arrow keys", async () => {
    const user = userEvent.setup();
    render(<TrainerPlans plans={aiTrainerPlansSeed} copy={aiTrainerPlanCopySeed} />);
    await tabTo(user, screen.getByRole("tab", { name: "Individual Plans" }));
    await user.keyboard("{ArrowRight}");
    const team = screen.getByRole("tab", { name: "Team Plans" });
    expect(team).toHaveFocus();
    expect(team).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel", { name: "Team Plans" })).toBeVisible();
  });

  it("the onboarding price tabs take End", async () => {
    const user = userEvent.setup();
    const { hubPrices, freeStarterHubPrices } = onboardingPricesSeed;
    render(<HubPriceTables prices={{ hubPrices, freeStarterHubPrices }} />);
    await tabTo(user, screen.getByRole("tab", { name: "Professional" }));
    await user.keyboard("{End}");
    const enterprise = screen.getByRole("tab", { name: "Enterprise" });
    expect(enterprise).toHaveFocus();
    expect(enterprise).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel", { name: "Enterprise" })).toHaveAttribute(
      "data-state",
      "active",
    );
  });
});
