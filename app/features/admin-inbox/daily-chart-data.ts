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

/** One row a day, each form's count under its id: the rows a stacked bar chart reads. */
export function dayRows(data: DailyChartData): Record<string, string | number>[] {
  return data.days.map((day, index) => ({
    day,
    ...Object.fromEntries(data.series.map(({ form, counts }) => [form, counts[index] ?? 0])),
  }));
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
