// @vitest-environment jsdom
import { readFileSync } from "node:fs";
import path from "node:path";

import { beforeAll, describe, expect, test } from "vitest";

import { site } from "~/config/site";
import { canonicalUrl } from "~/lib/domains";

import { CLIENT_DIR, requireBuild } from "./build-output";
import { builtPage, links, text, texts } from "./built-page";

/**
 * What the resource and index pages say in their prerendered HTML, at every path they are built
 * at: sections, headings, links and the forms' first state. resources.spec.ts keeps what needs
 * a browser (the forms, the catalog links that fill them, the topics opened without scripts).
 */

beforeAll(requireBuild);

describe.each(["/resources/hubai-prompt-guide", "/resources/grevvy-ai-trainer-prompt-guide"])(
  "%s",
  (route) => {
    test("shows the roles, topics, tips and the guide image", () => {
      const page = builtPage(route);
      expect(text(page, "h1")).toContain("Prompt Guide");
      expect(links(page, /^Get Your Free Guide$/).map((link) => link.getAttribute("href"))).toEqual(
        [expect.stringMatching(/#download-form$/)],
      );
      expect(texts(page, "#roles h3")).toEqual([
        "Marketers",
        "Salespeople",
        "Customer Service Reps",
        "Operations Managers",
      ]);
      expect(texts(page, "#tips ol h3")).toEqual(["Be Specific", "Use Context", "Experiment"]);
      expect(text(page, "#tips")).toContain("Example: a marketer prompt");
      const images = [...page.querySelectorAll("#download img")];
      expect(images).toHaveLength(1);
      expect(images[0]!.getAttribute("alt")).toMatch(/Prompt Guide/);
      const image = path.join(CLIENT_DIR, images[0]!.getAttribute("src")!);
      expect(readFileSync(image, "utf8")).toMatch(/^<svg[\s>]/);
    });
  },
);

describe.each(["/resources/software-advisory", "/resources/hubspot-advisory"])("%s", (route) => {
  test("shows every section of the page", () => {
    const page = builtPage(route);
    expect(texts(page, "#why-guidance h3")).toEqual([
      "Wasting Time",
      "Missing Features",
      "Overspending",
    ]);
    const steps = texts(page, "#how-it-works h3");
    ["Assess", "Recommend", "Answer"].forEach((step, index) =>
      expect(steps[index]).toContain(step),
    );
    expect(page.querySelectorAll("#benefits h3")).toHaveLength(4);
    expect(page.querySelectorAll("#agenda h3")).toHaveLength(4);
    expect(text(page, "#agenda")).toContain("Minutes 25–30 of 30");
    expect(page.querySelectorAll("#testimonial blockquote")).toHaveLength(1);
    expect(text(page, "#book-call")).toContain("Limited slots available each week");
    const [booking, ...others] = links(page.querySelector("#book-call")!, /Book Your Free Call/);
    expect(others).toEqual([]);
    expect(booking!.getAttribute("href")).toBe(site.bookingUrl);
    expect(booking!.getAttribute("target")).toBe("_blank");
    expect(text(page, "#about")).toContain("About Grevvy");
  });
});

test("/resources/ai-tools shows six tagged tools, four benefits, the FAQ and a closing link to the form", () => {
  const page = builtPage("/resources/ai-tools");
  expect(texts(page, "#tools h3")).toEqual([
    "AI Content Generator",
    "Sales Script Optimizer",
    "Customer Service Chatbot",
    "Operations Workflow Automator",
    "Website Design Assistant",
    "Discovery Question Generator",
  ]);
  expect(page.querySelectorAll("#tools li > div")).toHaveLength(6);
  expect(text(page, "#tools")).toContain("Designers & Developers");
  expect(page.querySelectorAll("#benefits h3")).toHaveLength(4);
  expect(page.querySelectorAll("#faq details > summary")).toHaveLength(3);
  expect(
    links(page.querySelector("#get-started")!, /^Get Free Access$/).map((link) =>
      link.getAttribute("href"),
    ),
  ).toEqual([expect.stringMatching(/#lead-form$/)]);
  const role = page.querySelector<HTMLSelectElement>("#lead-form select[name='role']")!;
  expect(role.value).toBe("");
  expect(role.options[0]!.textContent).toBe("Select your role");
});

describe.each(["/resources/cheat-sheets", "/resources/software-trials"])("%s", (route) => {
  test("shows six sheets, the testimonial and the about block", () => {
    const page = builtPage(route);
    expect(page.querySelectorAll("#cheat-sheets h3")).toHaveLength(6);
    expect(links(page, /^View Cheat Sheet/)).toHaveLength(6);
    expect(page.querySelectorAll("#testimonial blockquote")).toHaveLength(1);
    expect(text(page, "#about")).toContain("About Grevvy");
  });
});

describe("index pages", () => {
  test("/services lists the six services with their pages", () => {
    const page = builtPage("/services");
    expect(links(page.querySelector("#services")!, /^Learn More/)).toHaveLength(6);
    expect(texts(page, "#services h2")).toEqual([
      "Software Onboarding",
      "Website Services",
      "Custom Presentations",
      "Lead Generation",
      "App Development",
      "RevOps Consulting",
    ]);
  });

  test("/pricing links every price page without repeating a price", () => {
    const page = builtPage("/pricing");
    expect(
      [...page.querySelectorAll("#price-pages a")].map((link) => link.getAttribute("href")),
    ).toEqual([
      "/pricing/software-onboarding",
      "/pricing/website-design",
      "/hubspot-crm-pricing",
      `${canonicalUrl("/grevvy-ai-trainer-support")}#pricing`,
      "/services/revops-consulting#packages",
      "/services/lead-generation#packages",
      "/services/custom-presentations#pricing",
    ]);
    expect(text(page, "#price-pages")).not.toContain("$");
  });
});
