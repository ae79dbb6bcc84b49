// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { RoiCalculator } from "~/features/home-hero/roi-calculator";

import { stubInertObservers } from "./inert-observers";

/**
 * The hero demo's ROI calculator: its sliders by keyboard drive the result, and the result's
 * breakdown opens on hover or keyboard focus, with Tab on into it. Its figures' rules:
 * `home-roi.test`; axe on the open breakdown: `a11y.spec`.
 */

const total = () => document.querySelector("[data-roi-total]");
const trigger = () => document.querySelector<HTMLButtonElement>("[data-roi-trigger]")!;
const breakdown = () => screen.queryByRole("dialog", { name: "ROI breakdown" });

describe("RoiCalculator", () => {
  beforeEach(() => {
    // The sliders and the breakdown's placement measure what they hold.
    stubInertObservers();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("the sliders move by keyboard and drive the result", async () => {
    const user = userEvent.setup();
    render(<RoiCalculator />);
    const revenue = screen.getByRole("slider", { name: "Annual revenue" });
    const team = screen.getByRole("slider", { name: "Team size" });
    expect(revenue).toHaveAttribute("aria-valuemin", "50000");
    expect(revenue).toHaveAttribute("aria-valuemax", "1000000");
    expect(revenue).toHaveAttribute("aria-valuenow", "100000");
    expect(revenue).toHaveAttribute("aria-valuetext", "$100,000");
    expect(team).toHaveAttribute("aria-valuemin", "5");
    expect(team).toHaveAttribute("aria-valuemax", "100");
    expect(team).toHaveAttribute("aria-valuenow", "10");
    expect(total()).toHaveTextContent(/^\$55,000$/);

    revenue.focus();
    await user.keyboard("{ArrowRight}");
    expect(revenue).toHaveAttribute("aria-valuenow", "110000");
    expect(total()).toHaveTextContent(/^\$60,500$/);
    await user.keyboard("{End}");
    expect(total()).toHaveTextContent(/^\$90,000$/);
    await user.keyboard("{Home}");
    expect(revenue).toHaveAttribute("aria-valuenow", "50000");
    expect(total()).toHaveTextContent(/^\$27,500$/);
    team.focus();
    await user.keyboard("{ArrowRight}");
    expect(team).toHaveAttribute("aria-valuenow", "15");
  });

  it("the breakdown opens on hover and on keyboard focus, and Tab reaches its link", async () => {
    const user = userEvent.setup();
    render(<RoiCalculator />);
    // The lowest revenue, so the breakdown's figures are the ones below.
    screen.getByRole("slider", { name: "Annual revenue" }).focus();
    await user.keyboard("{Home}");
    expect(breakdown()).toBeNull();

    await user.hover(trigger());
    // Its code is a chunk of its own, fetched as it first shows.
    const popover = await screen.findByRole("dialog", { name: "ROI breakdown" });
    expect(popover).toHaveTextContent("$15,000");
    expect(popover).toHaveTextContent("$12,500");
    expect(popover.querySelector("[data-roi-popover-total]")).toHaveTextContent(/^\$27,500$/);
    const analysis = within(popover).getByRole("link", { name: /Get Personalized Analysis/ });
    expect(analysis).toHaveAttribute("href", "/contact");
    await user.unhover(trigger());
    await vi.waitFor(() => expect(breakdown()).toBeNull());

    screen.getByRole("slider", { name: "Team size" }).focus();
    expect(breakdown()).toBeNull();
    await user.tab();
    expect(trigger()).toHaveFocus();
    expect(breakdown()).toBeVisible();
    await user.tab();
    expect(
      within(breakdown()!).getByRole("link", { name: /Get Personalized Analysis/ }),
    ).toHaveFocus();
  });
});
