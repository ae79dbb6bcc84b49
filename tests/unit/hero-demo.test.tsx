// @vitest-environment jsdom
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { industries, networkLabels } from "~/content/home-hero";
import { HeroDemo } from "~/features/home-hero/hero-demo";

import { stubInertObservers } from "./inert-observers";

/**
 * The home page's hero demo: the industry picker, the network's nodes and the tabs by arrow
 * key. The ROI calculator in it: `roi-calculator.test`; its counters: `live-results.test`.
 * `home.spec` keeps the demo's dark scope in the light theme and the counters' start by the
 * browser's IntersectionObserver.
 */

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

const demo = () => document.querySelector<HTMLElement>("[data-hero-demo]")!;
const node = (id: string) => document.querySelector<SVGGElement>(`[data-node="${id}"]`)!;
const activeNodes = () => document.querySelectorAll("[data-node][data-active]");
const activeLinks = () => document.querySelectorAll("[data-network-links] line[data-active]");

describe("HeroDemo", () => {
  beforeEach(() => {
    // The sliders measure their thumbs; the counters wait to be on screen and ask about motion.
    stubInertObservers();
    vi.stubGlobal("matchMedia", () => ({
      matches: false,
      addEventListener() {},
      removeEventListener() {},
    }));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("industries change the caption, the closing text and the figures shown", async () => {
    const user = userEvent.setup();
    render(<HeroDemo />);
    const caption = document.querySelector("[data-demo-caption]")!;
    const closing = document.querySelector<HTMLElement>("[data-demo-closing]")!;
    expect(caption).toHaveTextContent(/^Interactive AI Demo - Click to Explore$/);
    expect(within(closing).getByRole("heading")).toHaveTextContent(
      /^Ready to Transform Your Business\?$/,
    );

    for (const industry of industries) {
      const button = screen.getByRole("button", {
        name: new RegExp(`^${escapeRegExp(industry.name)}\\b`),
      });
      expect(button).toHaveTextContent(`+${industry.metrics.efficiency} efficiency`);
      await user.click(button);
      expect(button).toHaveAttribute("aria-pressed", "true");
      expect(caption).toHaveTextContent(`${industry.name} Solutions Ready`);
      expect(closing).toHaveTextContent(
        `Leaders in ${industry.name} increased efficiency by ${industry.metrics.efficiency}`,
      );
      const metrics = [...demo().querySelectorAll("dl")].at(-1)!;
      expect(metrics).toHaveTextContent(industry.metrics.growth);
      expect(metrics).toHaveTextContent(industry.metrics.satisfaction);
    }
  });

  it("a node hovered or focused lights itself, the core and its links", async () => {
    const user = userEvent.setup();
    render(<HeroDemo />);
    const core = node("core");
    expect(activeLinks()).toHaveLength(0);

    await user.hover(node("sales-forecast"));
    expect(node("sales-forecast")).toHaveAttribute("data-active", "true");
    expect(core).toHaveAttribute("data-active", "true");
    expect(activeNodes()).toHaveLength(2);
    // The forecasting node touches the core and the data-quality node.
    expect(activeLinks()).toHaveLength(2);
    expect(demo()).toHaveTextContent(networkLabels.sales);
    expect(demo().querySelector("svg")).toHaveTextContent(networkLabels.core);

    await user.unhover(node("sales-forecast"));
    expect(activeNodes()).toHaveLength(0);
    expect(activeLinks()).toHaveLength(0);

    act(() => node("marketing-content").focus());
    expect(node("marketing-content")).toHaveAttribute("data-active", "true");
    expect(activeLinks()).toHaveLength(2);
    expect(demo()).toHaveTextContent(networkLabels.marketing);

    act(() => node("operations-data").focus());
    expect(demo()).toHaveTextContent(networkLabels.operations);

    await user.hover(core);
    expect(activeLinks()).toHaveLength(7);
  });

  it("its tabs follow the arrow keys, wrapping round, and a click", async () => {
    const user = userEvent.setup();
    render(<HeroDemo />);
    const network = screen.getByRole("tab", { name: "AI Network" });
    const roi = screen.getByRole("tab", { name: "ROI Calculator" });
    const results = screen.getByRole("tab", { name: "Live Results" });
    expect(network).toHaveAttribute("aria-selected", "true");
    expect(document.querySelectorAll("[data-node]")).toHaveLength(8);

    network.focus();
    await user.keyboard("{ArrowRight}");
    expect(roi).toHaveFocus();
    expect(roi).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("slider", { name: "Annual revenue" })).toBeVisible();

    await user.keyboard("{ArrowRight}");
    expect(results).toHaveAttribute("aria-selected", "true");
    expect(document.querySelectorAll("[data-counter]")).toHaveLength(4);

    await user.keyboard("{ArrowRight}");
    expect(network).toHaveAttribute("aria-selected", "true");
    await user.click(roi);
    expect(roi).toHaveAttribute("aria-selected", "true");
  });
});
