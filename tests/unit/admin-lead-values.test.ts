import { describe, expect, it } from "vitest";

import {
  channelLabel,
  fieldRows,
  fieldText,
  formChoices,
  formTitle,
  leadCount,
  leadPerson,
  touchRows,
} from "~/features/admin-inbox/lead-values";
import { leadForms } from "~/content/lead-forms";
import { choiceFields, chosenLines } from "~/lib/lead-choices";
import type { LeadFormId } from "~/lib/lead-form-ids";

import { validLeads } from "../support/valid-leads";
import { seedPricing } from "../support/lead-samples";

/** The choices the server sends with a lead, as it works them out. */
const choicesOf = (form: LeadFormId, data: Record<string, unknown>) => {
  const lines = chosenLines(form, data, seedPricing);
  return { fields: lines.length > 0 ? [...choiceFields(form)] : [], lines };
};

describe("fieldText", () => {
  it("shows yes or no for a tick box, lists joined, a dash for nothing", () => {
    expect(fieldText(true)).toBe("Yes");
    expect(fieldText(false)).toBe("No");
    expect(fieldText(["Web app", "Mobile app"])).toBe("Web app, Mobile app");
    expect(fieldText([])).toBe("—");
    expect(fieldText("")).toBe("—");
    expect(fieldText(null)).toBe("—");
    expect(fieldText(12)).toBe("12");
    expect(fieldText("Hello")).toBe("Hello");
  });
});

describe("fieldRows", () => {
  it("labels each field as the form does, in the form's order", () => {
    const rows = fieldRows("contact", {
      message: "Hello there",
      email: "ada@example.com",
      firstName: "Ada",
      lastName: "Lovelace",
      company: "Engines",
    });
    expect(rows.map((row) => [row.label, row.text])).toEqual([
      ["First Name", "Ada"],
      ["Last Name", "Lovelace"],
      ["Email", "ada@example.com"],
      ["Company", "Engines"],
      ["Message", "Hello there"],
    ]);
  });

  it("keeps fields the form no longer labels, under their own names, after the others", () => {
    const rows = fieldRows("prompt-guide", { consent: true, email: "a@b.co", legacy: "x" });
    expect(rows.map((row) => [row.label, row.text])).toEqual([
      ["Work Email", "a@b.co"],
      ["Agreed to receive the guide by e-mail", "Yes"],
      ["legacy", "x"],
    ]);
  });

  it("writes out what the visitor chose as the notices do: a quote, never an object", () => {
    const lead = { ...validLeads["onboarding-quote"], message: "" };
    const rows = fieldRows("onboarding-quote", lead, choicesOf("onboarding-quote", lead));
    const labels = leadForms["onboarding-quote"].labels;
    expect(rows.map((row) => [row.label, row.text])).toEqual([
      [labels.name, lead.name],
      [labels.email, lead.email],
      [labels.company, lead.company],
      [labels.message, "—"],
      ...chosenLines("onboarding-quote", lead, seedPricing).map((line) => [line.label, line.value]),
    ]);
    expect(rows.map((row) => row.text).join(" ")).not.toMatch(/\[object|\{/);
  });

  it("writes out a plan from a plan card, and keeps a choice it cannot read as stored", () => {
    const call = { ...validLeads["trainer-call"], plan: "team-pro", teamSize: 12 };
    const rows = fieldRows("trainer-call", call, choicesOf("trainer-call", call)).map((row) => [
      row.label,
      row.text,
    ]);
    expect(rows.slice(-3)).toEqual(
      chosenLines("trainer-call", call, seedPricing).map((line) => [line.label, line.value]),
    );
    const odd = { ...validLeads["onboarding-quote"], quote: { packageType: "starter" } };
    expect(fieldRows("onboarding-quote", odd, choicesOf("onboarding-quote", odd)).at(-1)).toEqual({
      field: "quote",
      label: leadForms["onboarding-quote"].labels.quote,
      text: '{"packageType":"starter"}',
    });
  });

  it("shows a form the site no longer has by its field names", () => {
    expect(fieldRows("old-form", { name: "Ada" })).toEqual([
      { field: "name", label: "name", text: "Ada" },
    ]);
  });
});

describe("names", () => {
  it("names forms by their titles, an unknown one by its id", () => {
    expect(formTitle("contact")).toBe(leadForms.contact.title);
    expect(formTitle("old-form")).toBe("old-form");
    expect(formChoices).toHaveLength(Object.keys(leadForms).length);
    const labels = formChoices.map((choice) => choice.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b)));
  });

  it("names delivery channels for people", () => {
    expect(channelLabel("sales-email")).toBe("Sales e-mail");
    expect(channelLabel("confirmation-email")).toBe("Confirmation e-mail");
    expect(channelLabel("hubspot")).toBe("HubSpot");
    expect(channelLabel("slack")).toBe("Slack");
    expect(channelLabel("carrier-pigeon")).toBe("carrier-pigeon");
  });

  it("finds whom a lead is from whatever the form calls the fields", () => {
    expect(leadPerson({ firstName: "Ada", lastName: "Lovelace", email: "ada@x.io" })).toEqual({
      name: "Ada Lovelace",
      email: "ada@x.io",
    });
    expect(leadPerson({ fullName: "Grace Hopper", workEmail: "g@x.io" })).toEqual({
      name: "Grace Hopper",
      email: "g@x.io",
    });
    expect(leadPerson({ name: " Alan ", email: 3 })).toEqual({ name: "Alan", email: "" });
  });

  it("counts leads in words", () => {
    expect(leadCount(1)).toBe("1 lead");
    expect(leadCount(0)).toBe("0 leads");
    expect(leadCount(1234)).toBe("1,234 leads");
  });
});

describe("touchRows", () => {
  it("lists what a touch recorded, labelled, its time apart", () => {
    expect(
      touchRows({
        at: "2026-11-01T10:00:00.000Z",
        utm_source: "linkedin",
        landingPage: "/pricing?utm_source=linkedin",
        gclid: "abc",
      }),
    ).toEqual([
      { label: "Landing page", text: "/pricing?utm_source=linkedin" },
      { label: "utm_source", text: "linkedin" },
      { label: "gclid (Google Ads)", text: "abc" },
    ]);
  });
});
