import { useId, useLayoutEffect, useRef, useState } from "react";

import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  TableScroller,
} from "~/components/ui/table";
import { ADMIN_API, type DailyAnswer } from "~/lib/admin-api";
import { cn } from "~/lib/utils";

import {
  type DailyChartData,
  axisTicks,
  dailyChartData,
  dayLabel,
  labelEvery,
  layoutBars,
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

const HEIGHT = 200;
const MARGIN = { top: 12, right: 4, bottom: 28, left: 36 };
const LABEL_WIDTH = 48;

function SeriesPatterns({ idBase, count }: { idBase: string; count: number }) {
  return (
    <svg aria-hidden width="0" height="0" className="absolute">
      <defs>
        {Array.from({ length: count }, (_, index) => {
          const colour = COLOURS[index % COLOURS.length];
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
              <rect width="6" height="6" className={colour} />
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

function useWidth() {
  const element = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const target = element.current;
    if (!target) return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? 0));
    observer.observe(target);
    return () => observer.disconnect();
  }, []);
  return [element, width] as const;
}

function Bars({ data, fillOf }: { data: DailyChartData; fillOf: (form: string) => string }) {
  const [frame, width] = useWidth();
  const plot = {
    width: Math.max(0, width - MARGIN.left - MARGIN.right),
    height: HEIGHT - MARGIN.top - MARGIN.bottom,
  };
  const ticks = axisTicks(Math.max(0, ...data.totals));
  const ceiling = ticks.at(-1) ?? 1;
  const bars = layoutBars(data, plot, ceiling);
  const every = labelEvery(data.days.length, plot.width, LABEL_WIDTH);
  const last = data.days.length - 1;
  return (
    <div ref={frame} className="w-full">
      {width > 0 ? (
        // Full width rather than the measured one: the drawing never holds its box open while
        // the page narrows (a scroll bar appearing), it is redrawn once measured again.
        <svg aria-hidden height={HEIGHT} className="block w-full overflow-visible">
          <g transform={`translate(${MARGIN.left} ${MARGIN.top})`}>
            {ticks.map((tick) => {
              const y = plot.height - (tick / ceiling) * plot.height;
              return (
                <g key={tick}>
                  <line x1={0} x2={plot.width} y1={y} y2={y} className="stroke-border" />
                  <text
                    x={-8}
                    y={y}
                    dy="0.32em"
                    textAnchor="end"
                    className="fill-muted-foreground text-[11px] tabular-nums"
                  >
                    {tick}
                  </text>
                </g>
              );
            })}
            {bars.map((bar, index) => (
              <g key={bar.day}>
                <title>{`${longDayLabel(bar.day)}: ${leadCount(bar.total)}${bar.segments
                  .map((segment) => `\n${formTitle(segment.form)}: ${segment.count}`)
                  .join("")}`}</title>
                {/* The whole band answers the pointer, so thin and empty days show their figures too. */}
                <rect
                  x={bar.x}
                  y={0}
                  width={bar.width}
                  height={plot.height}
                  className="fill-transparent hover:fill-muted/60"
                />
                {bar.segments.map((segment) => (
                  <rect
                    key={segment.form}
                    x={bar.x}
                    y={segment.y}
                    width={bar.width}
                    height={Math.max(0, segment.height - 1)}
                    rx={Math.min(2, bar.width / 4)}
                    fill={fillOf(segment.form)}
                    className="pointer-events-none"
                  />
                ))}
                {(last - index) % every === 0 ? (
                  <text
                    x={bar.x + bar.width / 2}
                    y={plot.height + 18}
                    textAnchor="middle"
                    className="fill-muted-foreground text-[11px]"
                  >
                    {dayLabel(bar.day)}
                  </text>
                ) : null}
              </g>
            ))}
          </g>
        </svg>
      ) : (
        <div style={{ height: HEIGHT }} />
      )}
    </div>
  );
}

/** The chart's figures as a table, for screen readers and anyone who wants the numbers. */
function Figures({ data }: { data: DailyChartData }) {
  return (
    <details className="group mt-4 text-sm">
      <summary className="w-fit cursor-pointer rounded-md font-medium text-text-purple hover:underline">
        Show the figures
      </summary>
      <TableScroller
        label="Leads per day, by form"
        className="mt-3 rounded-xl border border-border"
      >
        <Table>
          <TableCaption className="sr-only">
            Leads per day over the last 30 days, by form
          </TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead>Day</TableHead>
              {data.series.map((series) => (
                <TableHead key={series.form} className="text-right">
                  {formTitle(series.form)}
                </TableHead>
              ))}
              <TableHead className="text-right">Total</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {data.days.map((day, index) => (
              <TableRow key={day}>
                <TableHead scope="row" className="font-medium text-foreground normal-case">
                  {longDayLabel(day)}
                </TableHead>
                {data.series.map((series) => (
                  <TableCell key={series.form} className="text-right tabular-nums">
                    {series.counts[index] ?? 0}
                  </TableCell>
                ))}
                <TableCell className="text-right font-semibold tabular-nums">
                  {data.totals[index]}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableScroller>
    </details>
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
  const fillOf = (form: string) =>
    `url(#${idBase}-${data.series.findIndex((series) => series.form === form)})`;
  return (
    <>
      <SeriesPatterns idBase={idBase} count={data.series.length} />
      <div role="img" aria-label={summary(data)} className="mt-4">
        <Bars data={data} fillOf={fillOf} />
      </div>
      {data.series.length > 0 ? (
        <ul aria-label="Forms" className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm">
          {data.series.map((series) => (
            <li key={series.form} className="flex items-center gap-2">
              <svg aria-hidden width="14" height="14" className="shrink-0 rounded-sm">
                <rect width="14" height="14" fill={fillOf(series.form)} />
              </svg>
              {formTitle(series.form)}
              <span className="text-muted-foreground tabular-nums">{series.total}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <Figures data={data} />
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
          <div className="mt-4 h-[200px] animate-pulse rounded-xl bg-muted/50" />
        )}
      </section>
    </Card>
  );
}
