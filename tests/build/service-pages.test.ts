// @vitest-environment jsdom
import { readFileSync } from "node:fs";
import path from "node:path";

import { beforeAll, describe, expect, test } from "vitest";

import { CLIENT_DIR, requireBuild } from "./build-output";
import { builtPage, hrefs, text, texts } from "./built-page";

/**
 * What the lead generation, app development and presentation pages say in their HTML: sections,
 * packages, steps, questions and links. `services.spec` keeps the forms, the widgets waking late
 * and a glide to a section; `process-steps.test` the app process' steps.
 */

beforeAll(requireBuild);

/**
 * A page's question list is the browser's own: `<details>` sharing one name, so opening one
 * closes the others, with no script.
 */
function questionList(page: Document) {
  const items = [...page.querySelectorAll("#faq details")];
  expect(new Set(items.map((item) => item.getAttribute("name")))).toEqual(new Set(["faq"]));
  for (const item of items) expect(item.firstElementChild?.tagName).toBe("SUMMARY");
  return items;
}

/** The width and height a lossy WebP file declares in its VP8 frame header. */
function webpSize(file: Buffer) {
  expect(file.toString("latin1", 0, 4)).toBe("RIFF");
  expect(file.toString("latin1", 8, 16)).toBe("WEBPVP8 ");
  return { width: file.readUInt16LE(26) & 0x3fff, height: file.readUInt16LE(28) & 0x3fff };
}

describe("/services/lead-generation", () => {
  const page = () => builtPage("/services/lead-generation");

  test("sections, packages, testimonials and the five-question FAQ", () => {
    for (const id of ["buyer-intent", "packages", "consultation", "lead-form", "faq"]) {
      expect(page().querySelectorAll(`#${id}`), id).toHaveLength(1);
    }
    expect(hrefs(page(), "Book a Consultation")).toEqual(["#consultation"]);

    const packages = page().querySelector("#packages")!;
    expect(texts(packages, "h3")).toEqual(["Basic", "Standard", "Premium"]);
    for (const figure of [
      "$500",
      "$1,000",
      "$1,500",
      "100 qualified leads",
      "3-5 business days",
      "Intent-to-buy data",
      "Decision-maker insights",
    ]) {
      expect(packages.textContent).toContain(figure);
    }

    expect(page().querySelectorAll("#testimonials figure")).toHaveLength(3);
    expect(page().querySelectorAll('[role="img"][aria-label="5 out of 5 stars"]')).toHaveLength(3);

    const questions = questionList(page());
    expect(questions).toHaveLength(5);
    for (const item of questions) expect(item.hasAttribute("open")).toBe(false);

    expect(hrefs(page(), "Contact Us Today")).toEqual(["/contact"]);
  });
});

describe("/services/app-development", () => {
  const page = () => builtPage("/services/app-development");

  test("services, four reasons, the five steps, the FAQ and the closing call", () => {
    expect(texts(page(), "#services h3")).toEqual(["Mobile Apps", "Web Apps", "Enterprise Solutions"]);
    expect(page().querySelectorAll("#why-custom h3")).toHaveLength(4);
    expect(hrefs(page(), "Request a Consultation")).toEqual(["#consultation"]);

    // The steps as prerendered: the first chosen, its counter the one shown.
    const steps = [...page().querySelectorAll('#process [role="tab"]')];
    expect(steps.map((step) => step.textContent)).toEqual([
      "1Consultation",
      "2Design",
      "3Development",
      "4Testing",
      "5Deployment & Support",
    ]);
    expect(steps.map((step) => step.getAttribute("aria-selected"))).toEqual([
      "true",
      "false",
      "false",
      "false",
      "false",
    ]);
    expect(text(page(), '#process [role="tabpanel"][data-state="active"] [data-testid="step-counter"]')).toBe(
      "Step 1 of 5",
    );

    // The first answer is open as the page loads.
    const questions = questionList(page());
    expect(questions.map((item) => item.hasAttribute("open"))).toEqual([
      true,
      ...questions.slice(1).map(() => false),
    ]);
    expect(questions[0]!.textContent).toMatch(/1-3 months/);

    const closing = page().querySelector("#get-started")!;
    expect(closing.textContent).toContain("Teams available to start new projects");
    expect(hrefs(closing, "Start Your Project")).toEqual(["/contact"]);
    expect(hrefs(closing, "Read the FAQ")).toEqual(["#faq"]);
  });
});

describe("/services/custom-presentations", () => {
  const page = () => builtPage("/services/custom-presentations");

  test("anchors, four steps, the pricing card kept in view and the captioned gallery", () => {
    for (const id of ["pricing", "examples", "get-quote"]) {
      expect(page().querySelectorAll(`#${id}`), id).toHaveLength(1);
    }
    expect(hrefs(page(), "View Examples")).toEqual(["#examples"]);
    expect(texts(page(), "#how-it-works h3")).toEqual([
      "Chat with Us",
      "We Design",
      "Your Feedback",
      "Ready to Go",
    ]);
    expect(texts(page(), "h2, h3")).toContain("What's This?");

    const card = page().querySelector("#pricing")!;
    for (const figure of ["$50", "$500 minimum charge for decks under 10 slides", "5 slides", "$750"]) {
      expect(card.textContent).toContain(figure);
    }
    // Sticky beside the steps from the width they sit side by side (Tailwind's lg).
    expect(card.classList).toContain("lg:sticky");
    expect(hrefs(card, "Get Started Today")).toEqual(["#get-quote"]);

    const images = [...page().querySelectorAll<HTMLImageElement>("#examples img")];
    expect(images).toHaveLength(3);
    for (const image of images) {
      expect(image.getAttribute("loading")).toBe("lazy");
      expect(image.getAttribute("width")).toBe("960");
      expect(image.getAttribute("height")).toBe("540");
      expect(image.getAttribute("alt")).toMatch(/.{20,}/);
      // The browser can draw each file it may choose: a WebP of the size it is given as.
      const file = (src: string) => readFileSync(path.join(CLIENT_DIR, src));
      expect(webpSize(file(image.getAttribute("src")!))).toEqual({ width: 960, height: 540 });
      for (const candidate of image.getAttribute("srcset")!.split(",")) {
        const [src, descriptor] = candidate.trim().split(/\s+/);
        expect(webpSize(file(src!)).width, src).toBe(Number(descriptor!.replace(/w$/, "")));
      }
    }
    expect(page().querySelectorAll("#examples figcaption")).toHaveLength(3);
  });
});
