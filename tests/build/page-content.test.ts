// @vitest-environment jsdom
import { beforeAll, describe, expect, test } from "vitest";

import { site } from "~/config/site";
import { contactCopy } from "~/content/contact";
import { thankYouPath } from "~/content/lead-form-pages";
import { integrationTable } from "~/content/onboarding-prices";
import { formatUsd } from "~/lib/format";

import { requireBuild } from "./build-output";
import { builtPage, hrefs, text, texts } from "./built-page";

/**
 * What the service, pricing, sales-rep and contact pages say in their prerendered HTML: their
 * sections, prices, tables and links. The specs of these pages keep what needs a browser (the
 * widgets, the forms, the layout).
 */

beforeAll(requireBuild);

/** Each row of a table as the text of its cells, row header first. */
const rows = (table: Element) =>
  [...table.querySelectorAll("tr")].map((row) => texts(row, "th, td"));

/** The table captioned `name` within `section`. */
function table(section: Element, name: RegExp) {
  const found = [...section.querySelectorAll("table")].filter((element) =>
    name.test(element.querySelector("caption")?.textContent ?? ""),
  );
  expect(found, String(name)).toHaveLength(1);
  return found[0]!;
}

describe("website services and pricing", () => {
  test("/services/website-services links to pricing and contact, shows both services and the quote call to action", () => {
    const page = builtPage("/services/website-services");
    const hero = page.querySelector("section")!;
    expect(hrefs(hero, "View Pricing")).toEqual(["/pricing/website-design"]);
    expect(hrefs(hero, "Contact Us")).toEqual(["/contact"]);
    const services = page.querySelector("#services")!;
    expect(texts(services, "h3")).toEqual(["Website Page Migration", "Website Redesign"]);
    expect(services.textContent).toContain("$120");
    expect(services.textContent).toContain("$650");
    expect(page.querySelectorAll("#why-partner h3")).toHaveLength(4);
    for (const name of ["Get a Free Quote", "Plan My Migration", "Start a Redesign"]) {
      expect(hrefs(page, name), name).toEqual(["/contact"]);
    }
  });

  test("/pricing/website-design shows both tier tables with the worked examples", () => {
    const page = builtPage("/pricing/website-design");
    expect(hrefs(page, "Request Quote")).toEqual(["/contact"]);
    expect(hrefs(page, "View Pricing")).toEqual(["#services"]);
    const migration = text(page, "#migration-pricing");
    for (const figure of ["0-11 pages", "$150", "12-20 pages", "$140", "21-40 pages", "$130"]) {
      expect(migration).toContain(figure);
    }
    for (const figure of ["41-60 pages", "$120", "$1,650", "$2,800", "$5,200", "$7,200"]) {
      expect(migration).toContain(figure);
    }
    const redesign = text(page, "#redesign-pricing");
    for (const figure of ["$800", "$750", "$700", "$650", "$8,800", "$15,000", "$28,000"]) {
      expect(redesign).toContain(figure);
    }
    expect(redesign).toContain("$39,000");
    expect(page.querySelectorAll("#why-choose h3")).toHaveLength(4);
    expect(hrefs(page, "Request a Quote")).toEqual(["/contact"]);
    expect(hrefs(page, "Email Us Directly")).toEqual(["mailto:hello@grevvy.com"]);
  });
});

test("the app consultation promises a reply within 24 hours: its section and its thank-you page", () => {
  expect(text(builtPage("/services/app-development"), "#consultation")).toContain(
    "A reply within 24 hours from the team that would build your app",
  );
  expect(text(builtPage(thankYouPath("app-consultation")), "main")).toContain(
    "We reply within 24 hours.",
  );
});

describe.each(["/services/revops-consulting", "/pricing/revops-consulting"])("%s", (route) => {
  test("packages, pillars and the testimonial", () => {
    const page = builtPage(route);
    const packages = page.querySelector("#packages")!;
    expect(texts(packages, "h3")).toEqual(["Ignite", "Accelerate", "Dominate"]);
    for (const figure of ["$2,000", "$4,500", "$9,000", "Most Popular", "/month"]) {
      expect(packages.textContent).toContain(figure);
    }
    const select = hrefs(packages, /^Select/);
    expect(select).toHaveLength(3);
    for (const href of select) expect(href).toMatch(/#consultation$/);
    expect(texts(page, "#what-is-revops h3")).toEqual([
      "Smash Silos",
      "Turbocharge Your Tools",
      "Streamline Success",
      "Lock in Revenue",
    ]);
    expect(text(page, "#testimonials")).toContain("30%");
    expect(text(page, "#testimonials")).toContain("under 90 days");
  });
});

describe("the sales-rep page", () => {
  test("the alias path renders the same page", () => {
    const alias = builtPage(`/${site.crmSlug}-reps`);
    expect(text(alias, "h1")).toBe("Close More Deals, Maximize MRR");
    expect(alias.querySelector("#pricing-calculator")).not.toBeNull();
    expect(alias.querySelector("#onboarding-advisor")).not.toBeNull();
    expect(text(alias, "main")).toBe(text(builtPage("/software-reps"), "main"));
  });

  test("the integrations price list sits beside the onboarding prices", () => {
    const integrations = table(
      builtPage("/software-reps").querySelector("#pricing-reference")!,
      /Integration prices/,
    );
    const [head, ...body] = rows(integrations);
    expect(head).toEqual(["Integration", "Advanced (DFY)", "Intelligent (DFY+AI)"]);
    expect(body).toEqual([
      ["Native Integration", "N/ANot available", "$300"],
      ["Custom Integration", "N/ANot available", "$4,500"],
      ["Complex Integration", "$4,500", "$9,000"],
    ]);
  });
});

describe("the CRM pricing page", () => {
  const page = () => builtPage("/hubspot-crm-pricing");

  test("add-on tables mark what a tier does not offer as N/A", () => {
    const [, ...body] = rows(table(page().querySelector("#add-ons")!, /Integration prices/));
    expect(body).toEqual(
      integrationTable.map((row) => [
        row.name,
        ...[row.advanced, row.intelligent].map((price) =>
          price === null ? expect.stringContaining("N/A") : formatUsd(price),
        ),
      ]),
    );
  });

  test("the closing call to action e-mails the team", () => {
    expect(hrefs(page().querySelector("#contact-sales")!, "Email Us")).toEqual([
      `mailto:${site.emails.general}`,
    ]);
  });
});

describe("the contact, privacy and terms pages", () => {
  test("/contact shows the contact details and booking link", () => {
    const main = builtPage("/contact").querySelector("main")!;
    // The general address and the contact address, each named by what to write about.
    for (const address of Object.values(site.emails)) {
      expect(hrefs(main, address), address).toEqual([`mailto:${address}`]);
    }
    for (const { label, address } of contactCopy.channels[0].addresses) {
      const entry = [...main.querySelectorAll("dd")].find((dd) =>
        dd.textContent!.includes(address),
      );
      let term = entry?.previousElementSibling;
      while (term && term.tagName !== "DT") term = term.previousElementSibling;
      expect(term?.textContent, address).toBe(label);
    }
    expect(main.textContent).toContain("1-2 business days");
    const booking = [...main.querySelectorAll("a")].filter((link) =>
      /Book a Call/.test(link.textContent!),
    );
    expect(booking.at(-1)!.getAttribute("target")).toBe("_blank");
  });

  test("privacy and terms pages explain the forms, local storage and terms", () => {
    const privacy = text(builtPage("/privacy"), "main");
    expect(privacy).toContain("sets no cookies");
    expect(privacy).toContain("nothing is stored in your browser for it");
    expect(privacy).toContain("not the earlier one's");
    expect(privacy).toContain("theme");
    expect(texts(builtPage("/terms"), "h1, h2, h3").join("\n")).toMatch(/Prices and estimates/);
  });
});
