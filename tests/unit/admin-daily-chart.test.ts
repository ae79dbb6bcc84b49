import { describe, expect, it } from "vitest";

import {
  axisTicks,
  dailyChartData,
  dayLabel,
  labelEvery,
  layoutBars,
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

describe("axisTicks", () => {
  it("counts in whole steps of 1, 2 or 5 times ten to a power, topping the largest day", () => {
    expect(axisTicks(3)).toEqual([0, 1, 2, 3]);
    expect(axisTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(axisTicks(8)).toEqual([0, 2, 4, 6, 8]);
    expect(axisTicks(23)).toEqual([0, 10, 20, 30]);
    expect(axisTicks(180)).toEqual([0, 50, 100, 150, 200]);
  });

  it("still draws a scale on an empty month", () => {
    expect(axisTicks(0)).toEqual([0, 1]);
  });
});

describe("layoutBars", () => {
  const data = dailyChartData(answer);
  const bars = layoutBars(data, { width: 300, height: 100 }, 4);

  it("gives each day a band and its bar 70% of it, centred", () => {
    expect(bars.map((bar) => bar.x)).toEqual([15, 115, 215]);
    expect(bars.every((bar) => bar.width === 70)).toBe(true);
  });

  it("stacks each day's forms from the bottom in the series' order, scaled to the ceiling", () => {
    expect(bars[0]!.segments).toEqual([
      { form: "free-guide", count: 3, y: 25, height: 75 },
      { form: "contact", count: 1, y: 0, height: 25 },
    ]);
    expect(bars[2]!.segments).toEqual([{ form: "contact", count: 2, y: 50, height: 50 }]);
    expect(bars.map((bar) => bar.total)).toEqual([4, 2, 2]);
  });
});

describe("day labels", () => {
  it("names a UTC calendar day whatever the reader's time zone", () => {
    expect(dayLabel("2026-11-03")).toBe("Nov 3");
    expect(longDayLabel("2026-11-03")).toBe("Tue, Nov 3");
  });

  it("labels every day where there is room, fewer where there is not", () => {
    expect(labelEvery(30, 1200, 48)).toBe(2);
    expect(labelEvery(30, 330, 48)).toBe(5);
    expect(labelEvery(30, 3000, 48)).toBe(1);
    expect(labelEvery(0, 300, 48)).toBe(1);
  });
});
