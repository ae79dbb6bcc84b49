// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import LeadDetail from "~/features/admin-inbox/lead-detail";
import { ADMIN_API, type LeadDetailAnswer } from "~/lib/admin-api";

const LEAD_ID = "0a4f2c2e-2f7d-4d55-9a53-7c1b2f3e4d5a";

function answerFor(email: string): LeadDetailAnswer {
  return {
    lead: {
      id: LEAD_ID,
      form: "free-guide",
      data: { name: "Sam Sales", email, company: "Victim Inc" },
      page: "/",
      createdAt: "2026-11-26T12:00:00.000Z",
      userAgent: "test",
      status: "new",
      attribution: null,
      deliveries: [],
    },
    choices: { fields: [], lines: [] },
    history: [],
  };
}

describe("the lead page's e-mail link", () => {
  let fetchMock: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    window.history.replaceState(null, "", `/admin/lead?id=${LEAD_ID}`);
    fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("writes to exactly the stored address, with no header part, for an address stored under the earlier rule", async () => {
    const address = "sales%40victim.example?cc=spy%40evil.example&x=@x.com";
    fetchMock.mockResolvedValue(new Response(JSON.stringify(answerFor(address))));
    render(<LeadDetail />);
    const link = await screen.findByRole("link", { name: address });
    expect(fetchMock).toHaveBeenCalledWith(ADMIN_API.lead(LEAD_ID), expect.anything());
    const href = link.getAttribute("href")!;
    expect(href).not.toMatch(/[?#&]/);
    const url = new URL(href);
    expect(url.protocol).toBe("mailto:");
    expect(url.search).toBe("");
    expect(url.hash).toBe("");
    expect(decodeURIComponent(url.pathname)).toBe(address);
  });

  it("links an ordinary address as it is written", async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify(answerFor("sam@victim.example"))));
    render(<LeadDetail />);
    const link = await screen.findByRole("link", { name: "sam@victim.example" });
    expect(link).toHaveAttribute("href", "mailto:sam@victim.example");
  });
});

describe("the lead page's source", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the day's visit the server recorded, and says an earlier day's is not known", async () => {
    window.history.replaceState(null, "", `/admin/lead?id=${LEAD_ID}`);
    const touch = {
      landingPage: "/",
      referrer: "news.example",
      utm_campaign: "spring-launch",
      at: "2026-11-20T14:02:00.000Z",
    };
    const answer = answerFor("sam@victim.example");
    answer.lead.attribution = { lastTouch: touch };
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(new Response(JSON.stringify(answer))));
    render(<LeadDetail />);
    const source = await screen.findByRole("region", {
      name: "Source (the visit of the day it was sent)",
    });
    expect(source).toHaveTextContent("A visit on an earlier day is not known");
    expect(source).toHaveTextContent("spring-launch");
    expect(source).toHaveTextContent("news.example");
    expect(source).not.toHaveTextContent("First touch");
  });
});
