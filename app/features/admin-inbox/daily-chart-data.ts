import type { DailyAnswer } from "~/lib/admin-api";

/** One form's leads per day. */
export interface DailySeries {
  form: string;
  counts: readonly number[];
  total: number;
}

export interface DailyChartData {
  days: readonly string[];
  /** Forms with the most leads first: the biggest sits at the bottom of every bar. */
  series: DailySeries[];
  /** All forms' leads per day. */
  totals: number[];
  total: number;
}

export function dailyChartData(answer: DailyAnswer): DailyChartData {
  const series = Object.entries(answer.forms)
    .map(([form, counts]) => ({
      form,
      counts,
      total: counts.reduce((sum, count) => sum + count, 0),
    }))
    .sort((a, b) => b.total - a.total || a.form.localeCompare(b.form));
  const totals = answer.days.map((_, day) =>
    series.reduce((sum, { counts }) => sum + (counts[day] ?? 0), 0),
  );
  return {
    days: answer.days,
    series,
    totals,
    total: totals.reduce((sum, count) => sum + count, 0),
  };
}

/**
 * The marks of the count axis: whole numbers from 0 in steps of 1, 2 or 5 times a power of ten,
 * about `marks` of them, the last one at or above `max`.
 */
export function axisTicks(max: number, marks = 4): number[] {
  if (max <= 0) return [0, 1];
  const rough = max / marks;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(1, ([1, 2, 5, 10].find((factor) => factor * power >= rough) ?? 10) * power);
  const top = Math.ceil(max / step) * step;
  return Array.from({ length: top / step + 1 }, (_, index) => index * step);
}

export interface BarSegment {
  form: string;
  count: number;
  y: number;
  height: number;
}

export interface DayBar {
  day: string;
  total: number;
  x: number;
  width: number;
  segments: BarSegment[];
}

/**
 * Where each day's stacked bar goes in a plot of `width` × `height` whose top stands for
 * `ceiling` leads: one band per day, the bar 70% of it, segments stacked from the bottom in the
 * order of the series.
 */
export function layoutBars(
  data: DailyChartData,
  plot: { width: number; height: number },
  ceiling: number,
): DayBar[] {
  const band = plot.width / Math.max(1, data.days.length);
  const barWidth = band * 0.7;
  const scale = ceiling > 0 ? plot.height / ceiling : 0;
  return data.days.map((day, index) => {
    let top = plot.height;
    const segments: BarSegment[] = [];
    for (const { form, counts } of data.series) {
      const count = counts[index] ?? 0;
      if (count === 0) continue;
      const height = count * scale;
      top -= height;
      segments.push({ form, count, y: top, height });
    }
    return {
      day,
      total: data.totals[index] ?? 0,
      x: index * band + (band - barWidth) / 2,
      width: barWidth,
      segments,
    };
  });
}

const shortDay = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  timeZone: "UTC",
});
const longDay = new Intl.DateTimeFormat("en-US", {
  weekday: "short",
  month: "short",
  day: "numeric",
  timeZone: "UTC",
});

/** A calendar day of the chart ("2026-11-03", a UTC day) as "Nov 3". */
export function dayLabel(day: string): string {
  return shortDay.format(new Date(`${day}T00:00:00Z`));
}

/** The same with its weekday: "Tue, Nov 3". */
export function longDayLabel(day: string): string {
  return longDay.format(new Date(`${day}T00:00:00Z`));
}

/** Every how many days a label fits under the bars, each label needing `labelWidth`. */
export function labelEvery(days: number, width: number, labelWidth: number): number {
  if (days === 0 || width <= 0) return 1;
  return Math.max(1, Math.ceil((days * labelWidth) / width));
}
