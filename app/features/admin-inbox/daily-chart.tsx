import { useId } from "react";
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from "recharts";

import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ADMIN_API, type DailyAnswer } from "~/lib/admin-api";
import { cn } from "~/lib/utils";

import { AXIS_PROPS, CHART_FRAME_CLASS, CHART_HEIGHT, ChartFigures } from "./chart-parts";
import {
  type DailyChartData,
  dailyChartData,
  dayLabel,
  dayRows,
  longDayLabel,
} from "./daily-chart-data";
import { formTitle, leadCount } from "./lead-values";
import { useAdminData } from "./use-admin-data";

/**
 * Series colours, each dark enough on the light theme's background and light enough on the
 * dark one for 3:1 contrast; with three textures cycling beside seven colours, no two of the
 * site's forms look alike even where colours are hard to tell apart.
 */
const COLOURS = [
  "fill-purple-600 dark:fill-purple-400",
  "fill-cyan-700 dark:fill-cyan-400",
  "fill-amber-600 dark:fill-amber-400",
  "fill-emerald-600 dark:fill-emerald-400",
  "fill-rose-600 dark:fill-rose-400",
  "fill-blue-600 dark:fill-blue-400",
  "fill-lime-700 dark:fill-lime-400",
];
const TEXTURES = ["solid", "stripes", "dots"] as const;

/** Each form's fill: its colour and texture, as patterns the bars and the legend point to. */
function SeriesPatterns({ idBase, count }: { idBase: string; count: number }) {
  return (
    <svg aria-hidden width="0" height="0" className="absolute">
      <defs>
        {Array.from({ length: count }, (_, index) => {
          const texture = TEXTURES[index % TEXTURES.length];
          return (
            <pattern
              key={index}
              id={`${idBase}-${index}`}
              width="6"
              height="6"
              patternUnits="userSpaceOnUse"
              patternTransform={texture === "stripes" ? "rotate(45)" : undefined}
            >
              <rect width="6" height="6" className={COLOURS[index % COLOURS.length]} />
              {texture === "stripes" ? (
                <rect width="2" height="6" className="fill-background opacity-60" />
              ) : null}
              {texture === "dots" ? (
                <circle cx="3" cy="3" r="1.3" className="fill-background opacity-70" />
              ) : null}
            </pattern>
          );
        })}
      </defs>
    </svg>
  );
}

function summary(data: DailyChartData): string {
  if (data.total === 0) return "No leads in the last 30 days.";
  const busiest = data.totals.indexOf(Math.max(...data.totals));
  const forms = data.series.map((series) => `${formTitle(series.form)} ${series.total}`);
  return `${leadCount(data.total)} in the last 30 days (${forms.join(", ")}); the busiest day was ${longDayLabel(data.days[busiest]!)} with ${leadCount(data.totals[busiest]!)}.`;
}

function Chart({ answer }: { answer: DailyAnswer }) {
  const idBase = useId().replace(/[^a-zA-Z0-9-]/g, "");
  const data = dailyChartData(answer);
  const fillOf = (index: number) => `url(#${idBase}-${index})`;
  return (
    <>
      <SeriesPatterns idBase={idBase} count={data.series.length} />
      <div role="img" aria-label={summary(data)} className={cn("mt-4", CHART_FRAME_CLASS)}>
        <BarChart
          responsive
          accessibilityLayer={false}
          data={dayRows(data)}
          style={{ width: "100%", height: CHART_HEIGHT }}
          margin={{ top: 8, right: 4, bottom: 0, left: -16 }}
        >
          <CartesianGrid vertical={false} stroke="currentColor" />
          <XAxis dataKey="day" tickFormatter={dayLabel} minTickGap={12} {...AXIS_PROPS} />
          <YAxis allowDecimals={false} {...AXIS_PROPS} />
          <Tooltip
            cursor={{ className: "fill-muted/60" }}
            labelFormatter={(day) => longDayLabel(String(day))}
          />
          {data.series.map((series, index) => (
            <Bar
              key={series.form}
              dataKey={series.form}
              name={formTitle(series.form)}
              stackId="leads"
              fill={fillOf(index)}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </div>
      {data.series.length > 0 ? (
        <ul aria-label="Forms" className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm">
          {data.series.map((series, index) => (
            <li key={series.form} className="flex items-center gap-2">
              <svg aria-hidden width="14" height="14" className="shrink-0 rounded-sm">
                <rect width="14" height="14" fill={fillOf(index)} />
              </svg>
              {formTitle(series.form)}
              <span className="text-muted-foreground tabular-nums">{series.total}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <ChartFigures
        label="Leads per day, by form"
        caption="Leads per day over the last 30 days, by form"
        columns={[...data.series.map((series) => formTitle(series.form)), "Total"]}
        rows={data.days.map((day, index) => ({
          key: day,
          label: longDayLabel(day),
          values: [...data.series.map((series) => series.counts[index] ?? 0), data.totals[index]!],
        }))}
      />
    </>
  );
}

/** Leads per day over the last 30 days, stacked by form. */
export function DailyChart({ className }: { className?: string }) {
  const daily = useAdminData<DailyAnswer>(ADMIN_API.daily);
  const headingId = useId();
  return (
    <Card className={cn("p-5 sm:p-6", className)}>
      <section aria-labelledby={headingId}>
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id={headingId} className="text-lg font-semibold">
            Leads per day
          </h2>
          <p className="text-sm text-muted-foreground">
            Last 30 days, by form
            {daily.data ? ` · ${leadCount(dailyChartData(daily.data).total)}` : null}
          </p>
        </div>
        {daily.error ? (
          <div role="alert" className="mt-4 flex flex-wrap items-center gap-3 text-sm">
            <p>The chart could not be loaded: {daily.error.message}</p>
            <Button variant="outline" size="sm" onClick={daily.reload}>
              Retry
            </Button>
          </div>
        ) : daily.data ? (
          <Chart answer={daily.data} />
        ) : (
          <div className="mt-4 h-[220px] animate-pulse rounded-xl bg-muted/50" />
        )}
      </section>
    </Card>
  );
}
