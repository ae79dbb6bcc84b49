import { describe, expect, it } from "vitest";

import {
  ADVISORY_SUCCESS,
  LIMITED_SLOTS_NOTE,
  advisoryAgenda,
  advisoryBenefits,
  advisoryProblems,
  advisorySteps,
} from "~/content/advisory";
import { ADVISORY_CALL_MINUTES } from "~/content/advisory-call";
import { AI_TOOLS_SUCCESS, aiTools } from "~/content/ai-tools";
import { CHEAT_SHEETS_SUCCESS, cheatSheets } from "~/content/cheat-sheets";
import { contactCopy } from "~/content/contact";
import { CONTACT_RESPONSE_TIME } from "~/content/contact-reply";
import { leadListsSeed } from "~/content/lead-lists";
import { servicesMenu } from "~/content/navigation";
import { pageLinks } from "~/content/page-paths";
import { questionsSeed } from "~/content/questions";
import { revopsPackagesSeed } from "~/content/revops-packages";
import {
  PROMPT_GUIDE_SUCCESS,
  promptGuideAudiences,
  promptTips,
  promptTopics,
} from "~/content/prompt-guide";
import { pricingIndex as indexOf, serviceIndexCopy } from "~/content/resources";
import { aiToolsRoles, promptGuideRoles } from "~/lib/lead-options";
import { leadSchemas } from "~/lib/lead-schemas";

import { schemaMessages } from "../support/schema-messages";

describe("prompt guide download (prompt-guide)", () => {
  const valid = {
    firstName: "Ada",
    lastName: "Lovelace",
    email: "ada@example.com",
    company: "",
    role: "marketer",
    consent: true,
  };

  it("gives every message for an empty form", () => {
    expect(
      schemaMessages("prompt-guide", {
        firstName: "",
        lastName: "",
        email: "",
        company: "",
        role: "",
        consent: false,
      }),
    ).toEqual({
      firstName: "First name is required",
      lastName: "Last name is required",
      email: "Please enter a valid email address",
      role: "Please select your role",
      consent: "You must accept the terms",
    });
  });

  it("needs two characters per name, a real e-mail and accepts an empty company", () => {
    expect(schemaMessages("prompt-guide", valid)).toEqual({});
    expect(schemaMessages("prompt-guide", { ...valid, firstName: "A", lastName: "L" })).toEqual({
      firstName: "First name is required",
      lastName: "Last name is required",
    });
    expect(schemaMessages("prompt-guide", { ...valid, email: "ada@" })).toEqual({
      email: "Please enter a valid email address",
    });
  });

  it("knows the four roles and shows a card for each", () => {
    expect(promptGuideRoles.map((role) => role.value)).toEqual([
      "marketer",
      "salesperson",
      "customerService",
      "operations",
    ]);
    expect(promptGuideAudiences.map((card) => card.role)).toEqual(
      promptGuideRoles.map((role) => role.value),
    );
    for (const role of promptGuideRoles) {
      expect(schemaMessages("prompt-guide", { ...valid, role: role.value })).toEqual({});
    }
  });

  it("has four topics, three tips and the exact success toast", () => {
    expect(promptTopics.map((topic) => topic.title)).toEqual([
      "Marketing Automation",
      "Sales CRM",
      "Customer Service Tools",
      "Operations Management",
    ]);
    expect(promptTips.map((tip) => tip.title)).toEqual([
      "Be Specific",
      "Use Context",
      "Experiment",
    ]);
    expect(PROMPT_GUIDE_SUCCESS.title).toBe("Success! Your guide is on its way to your inbox.");
  });
});

describe("advisory message (advisory-message)", () => {
  const valid = { name: "Ada Lovelace", email: "ada@example.com", company: "AE", message: "" };

  it("gives every message for an empty form, message optional", () => {
    expect(
      schemaMessages("advisory-message", { name: "", email: "", company: "", message: "" }),
    ).toEqual({
      name: "Name must be at least 2 characters",
      email: "Please enter a valid email",
      company: "Company name is required",
    });
    expect(schemaMessages("advisory-message", valid)).toEqual({});
    expect(schemaMessages("advisory-message", { ...valid, name: "A" })).toEqual({
      name: "Name must be at least 2 characters",
    });
  });

  it("has the spec's sections and toast", () => {
    expect(ADVISORY_SUCCESS.title).toBe("Your message has been sent successfully!");
    expect(LIMITED_SLOTS_NOTE).toBe("Limited slots available each week");
    expect(advisoryProblems.map((card) => card.title)).toEqual([
      "Wasting Time",
      "Missing Features",
      "Overspending",
    ]);
    expect(advisorySteps.map((card) => card.title)).toEqual(["Assess", "Recommend", "Answer"]);
    expect(advisoryBenefits).toHaveLength(4);
    expect(questionsSeed["software-advisory"]).toHaveLength(3);
  });

  it("fits the four-step agenda into the free 30-minute call", () => {
    expect(ADVISORY_CALL_MINUTES).toBe(30);
    expect(advisoryAgenda).toHaveLength(4);
    expect(advisoryAgenda.reduce((total, step) => total + step.minutes, 0)).toBe(30);
  });
});

describe("AI tools access (ai-tools)", () => {
  it("checks only what the browser checks, plus a role from the list", () => {
    expect(
      schemaMessages("ai-tools", {
        firstName: "",
        lastName: "",
        email: "",
        company: "",
        role: "",
        tool: "",
      }),
    ).toEqual({
      firstName: "First name is required",
      lastName: "Last name is required",
      email: "Please enter a valid email address",
      role: "Please select your role",
    });
    expect(aiToolsRoles.map((role) => role.value)).toEqual([
      "marketing",
      "sales",
      "customer-service",
      "operations",
      "design",
      "other",
    ]);
  });

  it("carries the tool chosen with Try Now", () => {
    const result = leadSchemas["ai-tools"].parse({
      firstName: "A",
      lastName: "L",
      email: "a@example.com",
      role: "design",
      tool: aiTools[4]!.title,
    });
    expect(result).toMatchObject({ company: "", tool: "Website Design Assistant" });
  });

  it("shows six tagged tools, a three-question FAQ and the catalog toast", () => {
    expect(aiTools.map((tool) => tool.audience)).toEqual([
      "Marketers",
      "Sales Teams",
      "Support Teams",
      "Operations",
      "Designers & Developers",
      "All Users",
    ]);
    expect(questionsSeed["ai-tools"]).toHaveLength(3);
    expect(AI_TOOLS_SUCCESS).toEqual({
      title: "Thank you for your submission!",
      description: "You will receive access to our full AI tools catalog shortly.",
    });
  });
});

describe("cheat sheet access (cheat-sheet)", () => {
  it("checks names and e-mail, and carries the chosen sheet", () => {
    expect(
      schemaMessages("cheat-sheet", {
        firstName: "",
        lastName: "",
        email: "",
        company: "",
        companyUrl: "",
        cheatSheet: "",
      }),
    ).toEqual({
      firstName: "First name is required",
      lastName: "Last name is required",
      email: "Please enter a valid email address",
    });
    expect(
      leadSchemas["cheat-sheet"].parse({
        firstName: "A",
        lastName: "L",
        email: "a@example.com",
        cheatSheet: cheatSheets[1]!.title,
      }),
    ).toMatchObject({ company: "", companyUrl: "", cheatSheet: "Sales Pipeline Cheat Sheet" });
  });

  it("has six sheets and the cheat-sheet toast", () => {
    expect(cheatSheets).toHaveLength(6);
    expect(CHEAT_SHEETS_SUCCESS).toEqual({
      title: "Thank you for your submission!",
      description: "You will receive access to our Software Cheat Sheets shortly.",
    });
  });
});

describe("contact message (contact)", () => {
  const valid = {
    firstName: "Ada",
    lastName: "Lovelace",
    email: "ada@example.com",
    company: "Analytical Engines",
    message: "We want our sales team live on the CRM by March.",
  };

  it("gives every message for an empty form", () => {
    expect(
      schemaMessages("contact", {
        firstName: "",
        lastName: "",
        email: "",
        company: "",
        message: "",
      }),
    ).toEqual({
      firstName: "First name must be at least 2 characters.",
      lastName: "Last name must be at least 2 characters.",
      email: "Please enter a valid email address.",
      company: "Company name is required.",
      message: "Message must be at least 10 characters.",
    });
  });

  it("accepts a valid message and needs ten characters of it", () => {
    expect(schemaMessages("contact", valid)).toEqual({});
    expect(schemaMessages("contact", { ...valid, message: "Hi there!" })).toEqual({
      message: "Message must be at least 10 characters.",
    });
  });

  it("promises a reply in 1-2 business days and shows the exact toast", () => {
    expect(CONTACT_RESPONSE_TIME).toBe("1-2 business days");
    expect(contactCopy.success).toEqual({
      title: "Success!",
      description: "Your message has been sent successfully!",
    });
    expect(contactCopy.thankYou.title).toBe("Thank You!");
    expect(contactCopy.thankYou.again).toBe("Send Another Message");
  });
});

describe("site index pages", () => {
  // The named pages, each checked against the built pages by tests/build/pages.test.ts.
  const pagePaths: readonly string[] = Object.values(pageLinks);
  const knownPath = (href: string) => pagePaths.includes(href.split("#")[0]!);

  it("describes every service of the Services menu", () => {
    expect(servicesMenu.items).toHaveLength(6);
    for (const service of servicesMenu.items) {
      const copy = serviceIndexCopy(revopsPackagesSeed)[service.href];
      expect(copy, service.href).toBeDefined();
      if (copy?.pricing) expect(knownPath(copy.pricing.href), copy.pricing.href).toBe(true);
    }
  });

  it("lists every pricing page and the plan sections, all on real pages", () => {
    const pricingIndex = indexOf(leadListsSeed, revopsPackagesSeed);
    expect(pricingIndex.pages.map((entry) => entry.href)).toEqual([
      "/pricing/software-onboarding",
      "/pricing/website-design",
      "/hubspot-crm-pricing",
    ]);
    expect(pricingIndex.sections.map((entry) => entry.href)).toEqual([
      "/grevvy-ai-trainer-support#pricing",
      "/services/revops-consulting#packages",
      "/services/lead-generation#packages",
      "/services/custom-presentations#pricing",
    ]);
    for (const entry of [...pricingIndex.pages, ...pricingIndex.sections]) {
      expect(knownPath(entry.href), entry.href).toBe(true);
      expect(entry.description.length).toBeGreaterThan(20);
    }
  });
});
