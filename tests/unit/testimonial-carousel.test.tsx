// @vitest-environment jsdom
import { act, fireEvent, render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { CAROUSEL_INTERVAL_MS } from "~/content/home";
import { testimonialsSeed } from "~/content/testimonials";
import { TestimonialCarousel } from "~/features/home/testimonial-carousel";

import { tabTo } from "./tab-to";

/**
 * The testimonial carousel's timer and holds, on fake timers: time passes only when a test says
 * so. Clicks here do not move focus (fireEvent): whether a click's focus holds the carousel
 * depends on the browser's :focus-visible, which home.spec.ts tests with a real pointer, along
 * with the island woken for a visitor who lands below the first screen.
 */

const testimonials = testimonialsSeed.home;

const current = () => document.querySelector("[data-carousel] [data-current]")!;
const slide = () => current().getAttribute("data-slide");
const rotation = () => document.querySelector<HTMLButtonElement>("[data-carousel-rotation]")!;
const button = (name: string) =>
  document.querySelector<HTMLButtonElement>(`[data-carousel] button[aria-label="${name}"]`)!;

function wait(ms: number) {
  act(() => vi.advanceTimersByTime(ms));
}

function setup() {
  render(<TestimonialCarousel testimonials={testimonials} />);
}

/** The mouse pointer onto an element of the carousel, and away from the carousel. */
const pointAt = (element: Element) => fireEvent.pointerOver(element, { pointerType: "mouse" });
const pointAway = (element: Element) =>
  fireEvent.pointerOut(element, { pointerType: "mouse", relatedTarget: document.body });

/** Keyboard focus onto a control (jsdom shows it as :focus-visible, as a Tab would). */
const focus = (element: HTMLElement) => act(() => element.focus());

describe("TestimonialCarousel", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it(`advances every ${CAROUSEL_INTERVAL_MS / 1000} s, wraps to the first and jumps with the dots`, () => {
    setup();
    expect(document.querySelectorAll("[data-carousel] [data-slide]")).toHaveLength(7);
    expect(testimonials).toHaveLength(7);
    expect(slide()).toBe("0");
    expect(current()).toHaveTextContent(testimonials[0]!.author);
    for (let n = 1; n <= 7; n += 1) expect(button(`View testimonial ${n}`)).toBeInTheDocument();

    wait(7000);
    expect(slide()).toBe("0");
    wait(1000);
    expect(slide()).toBe("1");
    expect(current()).toHaveTextContent(testimonials[1]!.author);

    fireEvent.click(button("View testimonial 7"));
    expect(slide()).toBe("6");
    expect(button("View testimonial 7")).toHaveAttribute("aria-current", "true");
    // A chosen testimonial gets its full 8 s.
    wait(7999);
    expect(slide()).toBe("6");
    wait(1);
    expect(slide()).toBe("0");
  });

  it("moves with the arrows, wrapping both ways", () => {
    setup();
    fireEvent.click(button("Previous testimonial"));
    expect(slide()).toBe("6");
    fireEvent.click(button("Next testimonial"));
    expect(slide()).toBe("0");
    fireEvent.click(button("Next testimonial"));
    expect(slide()).toBe("1");
    wait(8000);
    expect(slide()).toBe("2");
  });

  it("holds still while the pointer is over it, and its control says so", () => {
    setup();
    expect(rotation()).toHaveAccessibleName("Pause testimonials");
    pointAt(current());
    expect(rotation()).toHaveAccessibleName("Play testimonials");
    wait(20_000);
    expect(slide()).toBe("0");
    // Pointing at the Pause control itself does not hold it.
    pointAt(rotation());
    expect(rotation()).toHaveAccessibleName("Pause testimonials");
    pointAt(current());
    pointAway(current());
    expect(rotation()).toHaveAccessibleName("Pause testimonials");
    wait(8000);
    expect(slide()).toBe("1");
  });

  it("holds still while keyboard focus is inside; its own control does not hold it", async () => {
    setup();
    focus(button("View testimonial 1"));
    expect(rotation()).toHaveAccessibleName("Play testimonials");
    wait(20_000);
    expect(slide()).toBe("0");

    // On the Pause control itself it keeps going, so the control tells the truth and works.
    focus(rotation());
    expect(rotation()).toHaveAccessibleName("Pause testimonials");
    wait(8000);
    expect(slide()).toBe("1");

    // Back on an arrow it holds again; once focus leaves the carousel it goes on.
    focus(button("Next testimonial"));
    expect(rotation()).toHaveAccessibleName("Play testimonials");
    wait(20_000);
    expect(slide()).toBe("1");
    act(() => button("Next testimonial").blur());
    expect(rotation()).toHaveAccessibleName("Pause testimonials");
    wait(8000);
    expect(slide()).toBe("2");
  });

  it("is worked by keyboard: Previous, a dot, Next, then its own control pauses it", async () => {
    // user-event's keys wait on real timers; the test is over long before a slide's 8 s.
    vi.useRealTimers();
    const user = userEvent.setup();
    setup();
    await tabTo(user, button("Previous testimonial"));
    await user.keyboard("{Enter}");
    expect(slide()).toBe("6");
    await tabTo(user, button("View testimonial 3"));
    await user.keyboard(" ");
    expect(slide()).toBe("2");
    await tabTo(user, button("Next testimonial"));
    await user.keyboard("{Enter}");
    expect(slide()).toBe("3");

    // Focus on the arrows and dots holds the carousel; on its own control it does not, so the
    // control offers what it does: Pause.
    expect(rotation()).toHaveAccessibleName("Play testimonials");
    await tabTo(user, rotation());
    expect(rotation()).toHaveAccessibleName("Pause testimonials");
    await user.keyboard("{Enter}");
    expect(rotation()).toHaveFocus();
    expect(rotation()).toHaveAccessibleName("Play testimonials");
  });

  it("Pause holds it until the visitor presses Play; a manual move does not undo it", () => {
    setup();
    fireEvent.click(rotation());
    expect(rotation()).toHaveAccessibleName("Play testimonials");
    wait(30_000);
    expect(slide()).toBe("0");
    fireEvent.click(button("Next testimonial"));
    wait(30_000);
    expect(slide()).toBe("1");
    expect(rotation()).toHaveAccessibleName("Play testimonials");

    fireEvent.click(rotation());
    expect(rotation()).toHaveAccessibleName("Pause testimonials");
    wait(8000);
    expect(slide()).toBe("2");
  });

  it("Play also lifts a hold of the pointer", () => {
    setup();
    pointAt(current());
    expect(rotation()).toHaveAccessibleName("Play testimonials");
    fireEvent.click(rotation());
    expect(rotation()).toHaveAccessibleName("Pause testimonials");
    wait(8000);
    expect(slide()).toBe("1");
  });

  it("keeps auto-advancing under reduced motion", () => {
    vi.stubGlobal("matchMedia", (query: string) => ({
      matches: query.includes("reduce"),
      addEventListener() {},
      removeEventListener() {},
    }));
    setup();
    wait(8000);
    expect(slide()).toBe("1");
  });
});
