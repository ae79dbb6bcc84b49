import { describe, expect, it } from "vitest";

import {
  analyticsExportPath,
  analyticsRequestPath,
  dailySummary,
  rangeFromSearch,
  rangeText,
} from "~/features/admin-inbox/analytics-values";
import { analyticsQuerySchema } from "~/lib/admin-api";
import {
  type AnalyticsReport,
  conversion,
  conversionRate,
  presetRange,
  rangeLength,
  reportRange,
} from "~/lib/analytics";

describe("range presets", () => {
  it("end today and count today among their days", () => {
    expect(presetRange("today", "2026-12-07")).toEqual({ from: "2026-12-07", to: "2026-12-07" });
    expect(presetRange("7d", "2026-12-07")).toEqual({ from: "2026-12-01", to: "2026-12-07" });
    expect(presetRange("30d", "2026-12-07")).toEqual({ from: "2026-11-08", to: "2026-12-07" });
    expect(presetRange("90d", "2026-03-01")).toEqual({ from: "2025-12-02", to: "2026-03-01" });
    for (const [preset, days] of [
      ["today", 1],
      ["7d", 7],
      ["30d", 30],
      ["90d", 90],
    ] as const) {
      expect(rangeLength(presetRange(preset, "2024-03-10"))).toBe(days);
    }
  });

  it("give way to a custom range's own days", () => {
    const custom = { range: "custom", from: "2026-02-27", to: "2026-03-02" } as const;
    expect(reportRange(custom, "2026-12-07")).toEqual({ from: "2026-02-27", to: "2026-03-02" });
    expect(rangeLength(custom)).toBe(4);
    expect(reportRange({ range: "7d" }, "2026-12-07")).toEqual(presetRange("7d", "2026-12-07"));
  });
});

describe("the range in the page's address", () => {
  it("reads a preset or a custom range, and the default where it can be neither", () => {
    expect(rangeFromSearch(new URLSearchParams("range=7d"))).toEqual({ range: "7d" });
    expect(
      rangeFromSearch(new URLSearchParams("range=custom&from=2026-03-01&to=2026-03-05")),
    ).toEqual({
      range: "custom",
      from: "2026-03-01",
      to: "2026-03-05",
    });
    for (const search of ["", "range=week", "range=custom&from=2026-03-05&to=2026-03-01"]) {
      expect(rangeFromSearch(new URLSearchParams(search))).toEqual({ range: "30d" });
    }
  });

  it("asks the API and the export for the same range", () => {
    const custom = { range: "custom", from: "2026-03-01", to: "2026-03-05" } as const;
    expect(analyticsRequestPath(custom)).toBe(
      "/api/admin/analytics?range=custom&from=2026-03-01&to=2026-03-05",
    );
    expect(analyticsExportPath({ range: "today" })).toBe("/api/admin/analytics/export?range=today");
  });

  it("refuses a custom range the API would refuse, with its message", () => {
    const refused = analyticsQuerySchema.safeParse({ range: "custom", from: "2026-03-05", to: "" });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([
      "Not a date: give a day as YYYY-MM-DD",
    ]);
  });
});

describe("conversion", () => {
  it("is visitors with a lead ÷ visitors, written with one decimal", () => {
    expect(conversion({ visitors: 100, leads: 7 })).toBe(0.07);
    expect(conversionRate({ visitors: 100, leads: 7 })).toBe("7.0%");
    expect(conversionRate({ visitors: 3, leads: 2 })).toBe("66.7%");
    expect(conversionRate({ visitors: 1, leads: 1 })).toBe("100.0%");
  });

  it("has no rate without visitors", () => {
    expect(conversion({ visitors: 0, leads: 0 })).toBeNull();
    expect(conversionRate({ visitors: 0, leads: 2 })).toBe("—");
  });
});

describe("the report in words", () => {
  const report = (daily: [string, number][]): AnalyticsReport => ({
    from: daily[0]![0],
    to: daily.at(-1)![0],
    totals: {
      visitors: daily.reduce((sum, [, visitors]) => sum + visitors, 0),
      pageViews: 2500,
      leads: 7,
    },
    byEntryPage: [],
    bySource: [],
    byForm: [],
    daily: daily.map(([day, visitors]) => ({ day, visitors, pageViews: 0, leads: 0 })),
  });

  it("names the range's figures and its busiest day", () => {
    expect(
      dailySummary(
        report([
          ["2026-12-01", 400],
          ["2026-12-02", 1200],
          ["2026-12-03", 10],
        ]),
      ),
    ).toBe(
      "1,610 visitors, 2,500 page views and 7 visitors with a lead from Tue, Dec 1 to Thu, Dec 3; the busiest day was Wed, Dec 2 with 1,200 visitors.",
    );
    expect(dailySummary(report([["2026-12-01", 0]]))).toBe(
      "No visitors from Tue, Dec 1 to Tue, Dec 1.",
    );
  });

  it("says a range as days", () => {
    expect(rangeText({ from: "2026-12-01", to: "2026-12-07" }, 7)).toBe(
      "Tue, Dec 1 – Mon, Dec 7 (7 days)",
    );
    expect(rangeText({ from: "2026-12-07", to: "2026-12-07" }, 1)).toBe("Mon, Dec 7");
  });
});
