// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";

import { aiTrainerPlanCopySeed } from "~/content/ai-trainer-plan-copy";
import { aiTrainerPlansSeed } from "~/content/ai-trainer-prices";
import { IndividualPlans } from "~/features/ai-trainer-pricing/individual-plans";

import { stubInertObservers } from "./inert-observers";

/**
 * The AI trainer's individual plans at the seed's prices: the billing switch and the words beside
 * it. Their prerendered monthly prices: `ai-trainer-pages.test` (build).
 */

const card = (name: string) =>
  screen.getAllByRole("listitem").find((item) => within(item).queryByRole("heading", { name }))!;

describe("IndividualPlans", () => {
  beforeEach(() => {
    // The plan buttons prepare the popup as they come into view.
    stubInertObservers();
  });

  it("switch between monthly and annual billing, by the switch or the words beside it", async () => {
    const user = userEvent.setup();
    render(<IndividualPlans plans={aiTrainerPlansSeed} copy={aiTrainerPlanCopySeed} />);
    const annual = screen.getByRole("switch", { name: "Annual billing" });
    expect(annual).toHaveAttribute("aria-checked", "false");
    expect(card("Basic")).toHaveTextContent("$15/month");
    expect(card("Premium")).toHaveTextContent("$40/month");

    await user.click(annual);
    expect(annual).toHaveAttribute("aria-checked", "true");
    expect(card("Basic")).toHaveTextContent("$13.50/month");
    expect(card("Basic")).toHaveTextContent("$162 billed yearly");
    expect(card("Premium")).toHaveTextContent("$36/month");
    expect(card("Premium")).toHaveTextContent("$432 billed yearly");
    expect(card("Free")).toHaveTextContent("$0");

    await user.keyboard(" ");
    expect(annual).toHaveAttribute("aria-checked", "false");
    expect(card("Basic")).toHaveTextContent("$15/month");

    // The words beside the switch choose their billing (rather than toggle); the switch alone is
    // announced.
    const billing = annual.parentElement!;
    const word = (text: string) => within(billing).getByText(text, { exact: true });
    await user.click(word("Annual"));
    expect(annual).toHaveAttribute("aria-checked", "true");
    expect(card("Basic")).toHaveTextContent("$13.50/month");
    await user.click(word("Annual"));
    expect(annual).toHaveAttribute("aria-checked", "true");
    await user.click(word("Monthly"));
    expect(annual).toHaveAttribute("aria-checked", "false");
    expect(card("Basic")).toHaveTextContent("$15/month");
    expect(screen.getAllByRole("switch")).toHaveLength(1);
    expect(word("Monthly")).toHaveAttribute("aria-hidden", "true");
  });
});
