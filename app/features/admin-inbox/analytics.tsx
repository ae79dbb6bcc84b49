import FileSpreadsheet from "lucide-react/icons/file-spreadsheet";
import { type FormEvent, useId, useMemo, useState } from "react";

import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { type AnalyticsQuery, analyticsQuerySchema } from "~/lib/admin-api";
import { type AnalyticsReport, RANGE_PRESETS, conversionRate, rangeLength } from "~/lib/analytics";
import { formatNumber } from "~/lib/format";
import { cn } from "~/lib/utils";

import { ANALYTICS_HEADING } from "./admin-headings";
import { AnalyticsChart } from "./analytics-chart";
import { AnalyticsTables } from "./analytics-tables";
import {
  RANGE_LABELS,
  analyticsExportPath,
  analyticsRequestPath,
  rangeFromSearch,
  rangeText,
  searchOfRange,
} from "./analytics-values";
import { FocusHeading } from "./focus-heading";
import { ListError, ListPlaceholder } from "./list-states";
import { useAdminData } from "./use-admin-data";

type RangeChoice = AnalyticsQuery["range"];

/** One end of a custom range: a labelled date, marked invalid with the problem's message. */
function DateField({
  label,
  value,
  onChange,
  problemId,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  problemId: string | undefined;
}) {
  const id = useId();
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="date"
        required
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={problemId ? true : undefined}
        aria-describedby={problemId}
      />
    </div>
  );
}

/** A custom range's two days, checked by the API's own schema before it is asked. */
function CustomRange({
  initial,
  onApply,
}: {
  initial: { from: string; to: string };
  onApply: (query: AnalyticsQuery) => void;
}) {
  const [days, setDays] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const problemId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = analyticsQuerySchema.safeParse({ range: "custom", ...days });
    if (parsed.success) {
      setProblem(null);
      onApply(parsed.data);
    } else {
      setProblem(parsed.error.issues.map((issue) => issue.message).join("; "));
    }
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-3">
      <div className="flex flex-wrap items-end gap-3">
        {(["from", "to"] as const).map((end) => (
          <DateField
            key={end}
            label={end === "from" ? "From" : "To"}
            value={days[end]}
            onChange={(value) => setDays({ ...days, [end]: value })}
            problemId={problem ? problemId : undefined}
          />
        ))}
        <Button type="submit" size="sm" className="h-10">
          Show range
        </Button>
      </div>
      {problem ? (
        <p id={problemId} role="alert" className="text-sm font-medium text-destructive">
          {problem}
        </p>
      ) : null}
    </form>
  );
}

/** The range: a preset applies at once; Custom opens two dates and a button that applies them. */
function RangePicker({
  query,
  shown,
  onApply,
}: {
  query: AnalyticsQuery;
  /** The days of the report on screen: where a custom range starts from. */
  shown: { from: string; to: string } | null;
  onApply: (query: AnalyticsQuery) => void;
}) {
  const [choice, setChoice] = useState<RangeChoice>(query.range);
  const name = useId();
  const choose = (next: RangeChoice) => {
    setChoice(next);
    if (next !== "custom") onApply({ range: next });
  };
  const today = new Date().toISOString().slice(0, 10);
  return (
    <div className="grid gap-4">
      <fieldset>
        <legend className="mb-2 text-sm font-medium">Range</legend>
        <div className="flex flex-wrap gap-2">
          {[...RANGE_PRESETS, "custom" as const].map((value) => (
            <label key={value} className="relative">
              <input
                type="radio"
                name={name}
                value={value}
                checked={choice === value}
                onChange={() => choose(value)}
                className="peer sr-only"
              />
              <span className="inline-flex h-9 cursor-pointer items-center rounded-full border border-border bg-glass px-3.5 text-sm font-medium transition-colors peer-checked:border-primary peer-checked:bg-primary peer-checked:text-primary-foreground peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring hover:border-purple-400">
                {RANGE_LABELS[value]}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {choice === "custom" ? (
        <CustomRange
          initial={
            query.range === "custom" && query.from && query.to
              ? { from: query.from, to: query.to }
              : (shown ?? { from: today, to: today })
          }
          onApply={onApply}
        />
      ) : null}
    </div>
  );
}

/** The range's totals as four figures. */
function Totals({ report }: { report: AnalyticsReport }) {
  const figures = [
    { label: "Visitors", value: formatNumber(report.totals.visitors) },
    { label: "Page views", value: formatNumber(report.totals.pageViews) },
    { label: "Leads", value: formatNumber(report.totals.leads) },
    { label: "Conversion", value: conversionRate(report.totals) },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {figures.map(({ label, value }) => (
        <Card key={label} className="grid gap-1 p-4 sm:p-5">
          <dt className="text-sm text-muted-foreground">{label}</dt>
          <dd className="text-2xl font-bold tracking-tight tabular-nums sm:text-3xl">{value}</dd>
        </Card>
      ))}
    </dl>
  );
}

/**
 * The Analytics page: visitors, where they came from and which became leads, over a range of
 * UTC days the address keeps (`?range=7d`, or `?range=custom&from=…&to=…`).
 */
export default function Analytics() {
  const [search, setSearch] = useState(() => window.location.search);
  const query = useMemo(() => rangeFromSearch(new URLSearchParams(search)), [search]);
  const report = useAdminData<AnalyticsReport>(analyticsRequestPath(query));
  const chartHeadingId = useId();
  const apply = (next: AnalyticsQuery) => {
    const address = `${window.location.pathname}?${searchOfRange(next)}`;
    window.history.replaceState(window.history.state, "", address);
    setSearch(window.location.search);
  };
  const answer = report.data;

  return (
    <div className="grid grid-cols-1 gap-6 py-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <FocusHeading className="text-2xl font-bold tracking-tight sm:text-3xl">
            {ANALYTICS_HEADING}
          </FocusHeading>
          <p className="mt-1 text-sm text-muted-foreground">
            Visitors, where they came from and how many sent a lead, by UTC day, counted without
            cookies.
          </p>
        </div>
        <Button asChild variant="outline" size="sm">
          <a href={analyticsExportPath(query)} download>
            <FileSpreadsheet aria-hidden className="size-4" />
            Export CSV
          </a>
        </Button>
      </div>

      <Card className="p-5 sm:p-6">
        <RangePicker
          query={query}
          shown={answer ? { from: answer.from, to: answer.to } : null}
          onApply={apply}
        />
      </Card>

      <p role="status" className="text-sm font-medium text-muted-foreground">
        {report.loading
          ? "Loading the report…"
          : answer
            ? rangeText(answer, rangeLength(answer))
            : ""}
      </p>

      {report.error ? (
        <Card>
          <ListError
            title="The report could not be loaded"
            message={report.error.message}
            onRetry={report.reload}
          />
        </Card>
      ) : answer ? (
        <div
          className={cn(
            "grid grid-cols-1 gap-6 transition-opacity",
            report.loading && "opacity-70",
          )}
          aria-busy={report.loading}
        >
          <Totals report={answer} />
          <Card className="p-5 sm:p-6">
            <section aria-labelledby={chartHeadingId}>
              <h2 id={chartHeadingId} className="text-lg font-semibold">
                Visitors and leads per day
              </h2>
              <AnalyticsChart report={answer} />
            </section>
          </Card>
          <AnalyticsTables report={answer} />
        </div>
      ) : (
        <Card>
          <ListPlaceholder />
        </Card>
      )}
    </div>
  );
}
