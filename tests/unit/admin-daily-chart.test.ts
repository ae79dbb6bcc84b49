import { describe, expect, it } from "vitest";

import {
  dailyChartData,
  dayLabel,
  dayRows,
  longDayLabel,
} from "~/features/admin-inbox/daily-chart-data";

const answer = {
  days: ["2026-11-01", "2026-11-02", "2026-11-03"],
  forms: { contact: [1, 0, 2], "free-guide": [3, 1, 0], "ai-tools": [0, 1, 0] },
};

describe("dailyChartData", () => {
  it("orders the forms by their leads, most first (ties by id), and adds up each day", () => {
    const data = dailyChartData(answer);
    expect(data.series.map((series) => [series.form, series.total])).toEqual([
      ["free-guide", 4],
      ["contact", 3],
      ["ai-tools", 1],
    ]);
    expect(data.totals).toEqual([4, 2, 2]);
    expect(data.total).toBe(8);
  });

  it("has nothing to stack when no lead came", () => {
    const data = dailyChartData({ days: answer.days, forms: {} });
    expect(data.series).toEqual([]);
    expect(data.totals).toEqual([0, 0, 0]);
  });
});

describe("dayRows", () => {
  it("gives the chart a row a day with each form's count under its id", () => {
    expect(dayRows(dailyChartData(answer))).toEqual([
      { day: "2026-11-01", "free-guide": 3, contact: 1, "ai-tools": 0 },
      { day: "2026-11-02", "free-guide": 1, contact: 0, "ai-tools": 1 },
      { day: "2026-11-03", "free-guide": 0, contact: 2, "ai-tools": 0 },
    ]);
  });

  it("has only the days when no lead came", () => {
    expect(dayRows(dailyChartData({ days: answer.days, forms: {} }))).toEqual(
      answer.days.map((day) => ({ day })),
    );
  });
});

describe("day labels", () => {
  it("names a UTC calendar day whatever the reader's time zone", () => {
    expect(dayLabel("2026-11-03")).toBe("Nov 3");
    expect(longDayLabel("2026-11-03")).toBe("Tue, Nov 3");
  });
});
