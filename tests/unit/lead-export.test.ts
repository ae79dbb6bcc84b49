import { describe, expect, it } from "vitest";

import { csvCell, leadsToCsv } from "../../server/leads/export";
import type { Lead } from "../../server/leads/repository";

describe("CSV export", () => {
  it("disarms cells a spreadsheet would run as formulas", () => {
    for (const dangerous of ["=SUM(A1:A2)", "+1", "-1+2", "@cmd", "\tx", "\r=x"]) {
      expect(csvCell(dangerous).replace(/^"/, "")).toMatch(/^'/);
    }
    expect(csvCell("Acme")).toBe("Acme");
    expect(csvCell("")).toBe("");
    expect(csvCell(null)).toBe("");
  });

  it("quotes commas, semicolons, quotes and line breaks", () => {
    expect(csvCell('say "hi", then\nleave')).toBe('"say ""hi"", then\nleave"');
    expect(csvCell("a;b")).toBe('"a;b"');
  });

  it("drops control characters other than tab and newline", () => {
    expect(csvCell("a\u0000b\u001b[31mc\u007f\r\nd\te")).toBe('"ab[31mc\nd\te"');
  });

  it("writes one row per lead with name, e-mail and company pulled from the form data", () => {
    const lead: Lead = {
      id: "11111111-1111-1111-1111-111111111111",
      form: "trainer-demo",
      data: {
        fullName: "Grace Hopper",
        workEmail: "grace@example.com",
        company: "=cmd|' /C calc'!A0",
      },
      page: "/grevvy-ai-trainer-support",
      createdAt: "2026-11-22T10:00:00.000Z",
      userAgent: "UA",
      status: "new",
      attribution: {
        firstTouch: {
          landingPage: "/?utm_source=linkedin",
          utm_source: "linkedin",
          at: "2026-11-01T09:00:00.000Z",
        },
      },
      deliveries: [
        {
          channel: "webhook",
          state: "delivered",
          attempts: 1,
          nextAttemptAt: "2026-11-22T10:00:00.000Z",
          lastError: null,
          deliveredAt: "2026-11-22T10:00:01.000Z",
        },
        {
          channel: "hubspot",
          state: "failed",
          attempts: 1,
          nextAttemptAt: "2026-11-22T10:00:00.000Z",
          lastError: "hubspot answered 401",
          deliveredAt: null,
        },
      ],
    };
    const [header, row, end] = leadsToCsv([lead]).split("\r\n");
    expect(header).toBe(
      "id,created_at,form,status,page,name,email,company,data,first_touch,last_touch,deliveries,user_agent",
    );
    expect(row).toContain("Grace Hopper,grace@example.com,'=cmd|' /C calc'!A0,");
    expect(row).toContain(
      ',utm_source=linkedin · no referrer · landed on /?utm_source=linkedin · 2026-11-01T09:00:00.000Z,—,"webhook: delivered; hubspot: failed",UA',
    );
    expect(end).toBe("");
  });
});
