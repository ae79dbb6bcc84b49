import { leadForms } from "~/content/lead-forms";
import { describe, expect, it } from "vitest";

import { DELIVERY_TIME, LEADS_PER_LIST } from "~/content/lead-generation";
import { leadListsSeed } from "~/content/lead-lists";
import { QUOTE_SLIDES_MESSAGE, quoteSlides } from "~/content/presentations";
import { DEFAULT_REVOPS_PACKAGE } from "~/content/revops";
import { revopsPackagesSeed } from "~/content/revops-packages";

import { orderedLeadLists } from "~/lib/lead-lists";
import { leadSchemas } from "~/lib/lead-schemas";
import { packageList } from "~/lib/revops-package-schema";

import { schemaMessages } from "../support/schema-messages";

describe("app development consultation (app-consultation)", () => {
  const empty = {
    firstName: "",
    lastName: "",
    email: "",
    companyName: "",
    appType: [],
    features: "",
    budgetRange: "",
  };
  const valid = {
    firstName: "Ada",
    lastName: "Lovelace",
    email: "ada@example.com",
    companyName: "Analytical Engines",
    appType: ["Mobile App", "Web App"],
    features: "A field-service app with offline sync and CRM integration.",
    budgetRange: "$10,000 - $50,000",
  };

  it("gives every one of the seven messages for an empty form", () => {
    expect(schemaMessages("app-consultation", empty)).toEqual({
      firstName: "First name is required",
      lastName: "Last name is required",
      email: "Invalid email address",
      companyName: "Company name is required",
      appType: "Please select at least one app type",
      features: "Please provide some details about your requirements",
      budgetRange: "Please select a budget range",
    });
  });

  it("asks for at least 10 characters of requirements and a known budget", () => {
    expect(schemaMessages("app-consultation", { ...valid, features: "Too short" })).toEqual({
      features: "Please provide some details about your requirements",
    });
    expect(schemaMessages("app-consultation", { ...valid, budgetRange: "A lot" })).toEqual({
      budgetRange: "Please select a budget range",
    });
    expect(schemaMessages("app-consultation", { ...valid, email: "ada@" })).toEqual({
      email: "Invalid email address",
    });
  });

  it("accepts a complete request", () => {
    expect(leadSchemas["app-consultation"].safeParse(valid).success).toBe(true);
  });

  it("confirms with the spec's toast and its promised reply", () => {
    expect(leadForms["app-consultation"].success).toEqual({
      title: "Consultation Request Submitted",
      description: "We'll be in touch with you shortly! We reply within 24 hours.",
    });
  });
});

describe("RevOps discovery call (revops-discovery)", () => {
  const valid = {
    firstName: "Grace",
    lastName: "Hopper",
    email: "grace@example.com",
    companyUrl: "example.com",
    revenueHeadache: "Our forecast is never right and leads go cold.",
    package: "accelerate",
  };

  it("gives every message for an empty form", () => {
    expect(
      schemaMessages("revops-discovery", {
        firstName: "",
        lastName: "",
        email: "",
        companyUrl: "",
        revenueHeadache: "",
        package: "",
      }),
    ).toEqual({
      firstName: "First name is required",
      lastName: "Last name is required",
      email: "Invalid email address",
      companyUrl: "Company URL is required",
      revenueHeadache: "Please provide some details",
      package: "Please select a package",
    });
  });

  it("needs 10 characters of detail and one of the three packages", () => {
    expect(schemaMessages("revops-discovery", { ...valid, revenueHeadache: "Churn." })).toEqual({
      revenueHeadache: "Please provide some details",
    });
    expect(schemaMessages("revops-discovery", { ...valid, package: "platinum" })).toEqual({
      package: "Please select a package",
    });
    for (const pack of ["ignite", "accelerate", "dominate"]) {
      expect(leadSchemas["revops-discovery"].safeParse({ ...valid, package: pack }).success).toBe(
        true,
      );
    }
  });

  it("defaults to Accelerate and confirms with the spec's toast", () => {
    expect(DEFAULT_REVOPS_PACKAGE).toBe("accelerate");
    expect(leadForms["revops-discovery"].success).toEqual({
      title: "Discovery Call Request Submitted",
      description: "We'll be in touch within 24 hours!",
    });
  });

  it("offers Ignite $2,000, Accelerate $4,500 (Most Popular) and Dominate $9,000 a month", () => {
    expect(
      packageList(revopsPackagesSeed).map(({ id, name, price, period, isPopular }) => ({
        id,
        name,
        price,
        period,
        isPopular,
      })),
    ).toEqual([
      { id: "ignite", name: "Ignite", price: 2000, period: "/month", isPopular: false },
      { id: "accelerate", name: "Accelerate", price: 4500, period: "/month", isPopular: true },
      { id: "dominate", name: "Dominate", price: 9000, period: "/month", isPopular: false },
    ]);
    const { ignite, accelerate, dominate } = revopsPackagesSeed;
    expect(ignite?.features).toContain("Two 1-hour strategy calls a month");
    expect(ignite?.incentive).toMatch(/6 months.*first month free.*\$2,000/);
    expect(accelerate?.features).toEqual(
      expect.arrayContaining([
        "Two 1-hour strategy calls a month",
        "Monthly group call with your revenue leaders",
        "Quarterly business reviews",
      ]),
    );
    expect(accelerate?.incentive).toMatch(/year.*free strategy refresh worth \$1,500/);
    expect(dominate?.features).toEqual(
      expect.arrayContaining(["Weekly 1-hour strategy calls", "Monthly performance reviews"]),
    );
    expect(dominate?.incentive).toMatch(/year upfront.*3 months of premium support free.*\$3,000/);
  });
});

describe("presentation quote (presentation-quote)", () => {
  const valid = {
    name: "Alan Turing",
    email: "alan@example.com",
    company: "Bletchley",
    details: "A 15-slide investor deck.",
  };

  it("requires name, email, company and details; slides are optional", () => {
    expect(
      schemaMessages("presentation-quote", {
        name: "",
        email: "",
        company: "",
        details: "",
        slides: "",
      }),
    ).toEqual({
      name: "Name is required",
      email: "Please enter a valid email address",
      company: "Company is required",
      details: "Please tell us about your presentation",
    });
    expect(leadSchemas["presentation-quote"].safeParse({ ...valid, slides: "" }).success).toBe(
      true,
    );
    expect(leadSchemas["presentation-quote"].parse({ ...valid, slides: "15" }).slides).toBe(15);
    expect(leadSchemas["presentation-quote"].parse({ ...valid, slides: 15 }).slides).toBe(15);
  });

  it.each([quoteSlides.min, quoteSlides.max, String(quoteSlides.max)])(
    "takes %j slides, the ends of the range",
    (slides) => {
      expect(leadSchemas["presentation-quote"].parse({ ...valid, slides }).slides).toBe(
        Number(slides),
      );
    },
  );

  it.each([
    true,
    [5],
    "0x10",
    "1e2",
    " 15",
    "15.5",
    15.5,
    "0",
    0,
    -3,
    "-3",
    quoteSlides.max + 1,
    String(quoteSlides.max + 1),
    null,
  ])("takes only a whole number of slides in range, saying so, not %j", (slides) => {
    expect(schemaMessages("presentation-quote", { ...valid, slides })).toEqual({
      slides: QUOTE_SLIDES_MESSAGE,
    });
  });

  it("confirms with the spec's toast", () => {
    expect(leadForms["presentation-quote"].success).toEqual({
      title: "Thank you! We'll be in touch within 24 hours.",
      description: "Your request has been received.",
    });
  });
});

describe("lead interest (lead-interest)", () => {
  it("needs a name and a valid e-mail; the rest is optional", () => {
    expect(
      schemaMessages("lead-interest", {
        firstName: "",
        lastName: "",
        email: "",
        companyUrl: "",
        leadTypes: "",
        basicList: false,
        standardList: false,
        premiumList: false,
      }),
    ).toEqual({
      firstName: "First name is required",
      lastName: "Last name is required",
      email: "Please enter a valid email address",
    });
    expect(
      leadSchemas["lead-interest"].safeParse({
        firstName: "Katherine",
        lastName: "Johnson",
        email: "kj@example.com",
        premiumList: true,
      }).success,
    ).toBe(true);
  });

  it("confirms with the spec's toast", () => {
    expect(leadForms["lead-interest"].success).toEqual({
      title: "Form submitted successfully!",
      description: "We will contact you shortly.",
    });
  });

  it("sells Basic $500, Standard $1,000 and Premium $1,500 lists of 100 leads in 3-5 business days", () => {
    expect(LEADS_PER_LIST).toBe(100);
    expect(DELIVERY_TIME).toBe("3-5 business days");
    const leadListPackages = orderedLeadLists(leadListsSeed);
    expect(leadListPackages.map(({ name, price }) => [name, price])).toEqual([
      ["Basic", 500],
      ["Standard", 1000],
      ["Premium", 1500],
    ]);
    const [basic, standard, premium] = leadListPackages;
    expect(basic?.features).toEqual(["Company names", "Contact info", "Basic company details"]);
    expect(standard?.features).toEqual([
      ...(basic?.features ?? []),
      "Intent-to-buy data",
      "Engagement history",
    ]);
    expect(premium?.features).toEqual([
      "Company names",
      "Contact info",
      "Intent data",
      "Tech stack data",
      "Decision-maker insights",
    ]);
  });
});
