import { describe, expect, it } from "vitest";

import { leadsToCsv } from "../../server/leads/export";
import { planRequestMessages } from "~/content/ai-trainer-plans";
import { leadFormPath, thankYouPath } from "~/content/lead-form-pages";
import { leadFieldLabel } from "~/content/lead-forms";
import { quoteRequestMessages } from "~/content/onboarding-quote-messages";
import { chosenLines, leadTotal } from "~/lib/lead-choices";
import { validLeads } from "../support/valid-leads";

import { type DatabaseKind, type TestServer, freshDatabase, testServers } from "./helpers";
import { seedPricing } from "../support/lead-samples";

const serverOn = testServers();

function jsonPost(server: TestServer, form: string, data: unknown) {
  return server.inject({
    method: "POST",
    url: "/api/leads",
    headers: { "content-type": "application/json", accept: "application/json" },
    payload: JSON.stringify({ form, data, page: "/software-reps" }),
  });
}

const quoteLead = validLeads["onboarding-quote"];
const teamCall = { ...validLeads["trainer-call"], plan: "team-pro", teamSize: 12 };
const individualCall = { ...validLeads["trainer-call"], plan: "premium", billing: "annual" };

describe.each<DatabaseKind>(["sqlite", "postgres"])("leads that carry choices, on %s", (kind) => {
  it("stores a quote request's choices and a plan's size as sent, and reads them back whole", async () => {
    const server = await serverOn(await freshDatabase(kind));
    const posted: [string, Record<string, unknown>][] = [
      ["onboarding-quote", quoteLead],
      ["trainer-call", teamCall],
      ["trainer-call", individualCall],
    ];
    for (const [form, data] of posted) {
      const response = await jsonPost(server, form, data);
      expect(response.statusCode, form).toBe(201);
    }
    const leads = await server.leads.list();
    const stored = Object.fromEntries(
      leads.map((lead) => [`${lead.form}:${String(lead.data.plan ?? "")}`, lead.data]),
    );
    expect(stored["onboarding-quote:"]).toEqual({ ...quoteLead, message: "" });
    expect(stored["trainer-call:team-pro"]).toEqual({ ...teamCall, phone: "", message: "" });
    expect(stored["trainer-call:premium"]).toEqual({ ...individualCall, phone: "", message: "" });

    // What the notices make of them, from the stored data.
    const quote = leads.find((lead) => lead.form === "onboarding-quote")!;
    expect(leadTotal("onboarding-quote", quote.data, seedPricing)).toMatch(/^\$\d/);
    expect(chosenLines("onboarding-quote", quote.data, seedPricing).length).toBeGreaterThan(2);

    // The export keeps the quote as JSON in the data column, never "[object Object]".
    const csv = leadsToCsv(leads);
    expect(csv).not.toContain("[object Object]");
    expect(csv).toContain('""hubs"":[{""hub"":""Marketing Hub"",""tier"":""advanced""}]');
  });

  it.each<[string, string, Record<string, unknown>, Record<string, string[]>]>([
    [
      "a quote without hubs",
      "onboarding-quote",
      { ...quoteLead, quote: { ...quoteLead.quote, hubs: [] } },
      { quote: [quoteRequestMessages.noHub] },
    ],
    [
      "a quote with its own total",
      "onboarding-quote",
      { ...quoteLead, quote: { ...quoteLead.quote, total: 1 } },
      { quote: [quoteRequestMessages.quote] },
    ],
    [
      "a team size on an individual plan",
      "trainer-call",
      { ...individualCall, teamSize: 4 },
      { teamSize: [planRequestMessages.teamSizeWithoutTeamPlan] },
    ],
    [
      "billing on a team plan",
      "trainer-call",
      { ...teamCall, billing: "monthly" },
      { billing: [planRequestMessages.billingWithoutIndividualPlan] },
    ],
    [
      "a team plan without its size",
      "trainer-call",
      { ...teamCall, teamSize: undefined },
      { teamSize: [planRequestMessages.teamSize] },
    ],
  ])("answers %s with 400 and the message on its field", async (_, form, data, fieldErrors) => {
    const server = await serverOn(await freshDatabase(kind));
    const response = await jsonPost(server, form, data);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: "Invalid lead", fieldErrors });
    expect(await server.leads.count()).toBe(0);
  });

  it("answers a browser's own post of a quote request with the problems page, the quote by its label", async () => {
    const server = await serverOn(await freshDatabase(kind));
    const { quote: _, ...person } = quoteLead;
    const response = await server.inject({
      method: "POST",
      url: "/api/leads",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        accept: "text/html",
      },
      payload: new URLSearchParams({
        form: "onboarding-quote",
        page: "/software-reps",
        ...person,
        quote: '{"packageType":"<b>x</b>"}',
      }).toString(),
    });
    expect(response.statusCode).toBe(400);
    const label = leadFieldLabel("onboarding-quote", "quote");
    expect(response.body).toMatch(
      new RegExp(`${label}</strong>: <span[^>]*>${quoteRequestMessages.quote}</span>`),
    );
    expect(response.body).not.toContain("<b>x</b>");
    expect(response.body).toContain(`href="${leadFormPath("onboarding-quote")}"`);
    expect(thankYouPath("onboarding-quote")).toBe("/thank-you/onboarding-quote");
    expect(await server.leads.count()).toBe(0);
  });
});
