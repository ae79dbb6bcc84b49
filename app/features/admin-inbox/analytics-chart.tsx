import { Bar, CartesianGrid, ComposedChart, Line, Tooltip, XAxis, YAxis } from "recharts";

import type { AnalyticsReport } from "~/lib/analytics";
import { formatNumber } from "~/lib/format";
import { cn } from "~/lib/utils";

import { dailySummary } from "./analytics-values";
import { AXIS_PROPS, CHART_FRAME_CLASS, CHART_HEIGHT, ChartFigures } from "./chart-parts";
import { dayLabel, longDayLabel } from "./daily-chart-data";

/** Visitors as bars, leads as a line on an axis of their own (they are a few in a hundred). */
const SERIES = [
  { key: "visitors", name: "Visitors", className: "text-purple-600 dark:text-purple-400" },
  { key: "leads", name: "Visitors with a lead", className: "text-cyan-700 dark:text-cyan-400" },
] as const;

/** Visitors and leads per day over the report's range, its figures as a table beside it. */
export function AnalyticsChart({ report }: { report: AnalyticsReport }) {
  const [visitors, leads] = SERIES;
  return (
    <>
      <div role="img" aria-label={dailySummary(report)} className={cn("mt-4", CHART_FRAME_CLASS)}>
        <ComposedChart
          responsive
          accessibilityLayer={false}
          data={report.daily}
          style={{ width: "100%", height: CHART_HEIGHT }}
          margin={{ top: 8, right: 0, bottom: 0, left: -8 }}
        >
          <CartesianGrid vertical={false} stroke="currentColor" />
          <XAxis dataKey="day" tickFormatter={dayLabel} minTickGap={12} {...AXIS_PROPS} />
          {SERIES.map((series) => (
            <YAxis
              key={series.key}
              yAxisId={series.key}
              orientation={series.key === "leads" ? "right" : "left"}
              className={series.className}
              allowDecimals={false}
              tickFormatter={formatNumber}
              {...AXIS_PROPS}
            />
          ))}
          <Tooltip
            cursor={{ className: "fill-muted/60" }}
            labelFormatter={(day) => longDayLabel(String(day))}
            formatter={(value) => formatNumber(Number(value))}
          />
          <Bar
            yAxisId="visitors"
            dataKey={visitors.key}
            name={visitors.name}
            fill="currentColor"
            className={visitors.className}
            radius={[2, 2, 0, 0]}
            isAnimationActive={false}
          />
          <Line
            yAxisId="leads"
            dataKey={leads.key}
            name={leads.name}
            stroke="currentColor"
            strokeWidth={2}
            dot={report.daily.length <= 31}
            className={leads.className}
            isAnimationActive={false}
          />
        </ComposedChart>
      </div>
      <ul aria-label="Series" className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm">
        {SERIES.map((series) => (
          <li key={series.key} className="flex items-center gap-2">
            <span
              aria-hidden
              className={cn(
                "size-3.5 rounded-sm bg-current",
                series.key === "leads" && "h-1 rounded-full",
                series.className,
              )}
            />
            {series.name}
          </li>
        ))}
      </ul>
      <ChartFigures
        label="Visitors, page views and leads per day"
        caption="Visitors, page views and visitors with a lead per day"
        columns={["Visitors", "Page views", "Visitors with a lead"]}
        rows={report.daily.map((day) => ({
          key: day.day,
          label: longDayLabel(day.day),
          values: [day.visitors, day.pageViews, day.leads].map(formatNumber),
        }))}
      />
    </>
  );
}
