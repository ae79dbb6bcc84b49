import { useId } from "react";

import { type Industry, demoCopy, industries, industryMetricLabels } from "~/content/home-hero";
import { cn } from "~/lib/utils";

/** The six industries; choosing one tailors the demo's caption and closing text. */
export function IndustryPicker({
  selected,
  onSelect,
}: {
  selected: Industry | null;
  onSelect: (industry: Industry) => void;
}) {
  const labelId = useId();
  return (
    <div>
      <p id={labelId} className="mb-3 text-sm font-medium text-muted-foreground">
        {demoCopy.pickerLabel}
      </p>
      <div role="group" aria-labelledby={labelId} className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {industries.map((industry) => {
          const Icon = industry.icon;
          const active = selected?.id === industry.id;
          return (
            <button
              key={industry.id}
              type="button"
              aria-pressed={active}
              onClick={() => onSelect(industry)}
              className={cn(
                "flex cursor-pointer items-center gap-2 rounded-xl border px-2.5 py-2.5 text-left transition-colors",
                active
                  ? "border-purple-400 bg-purple-500/15 ring-1 ring-purple-400"
                  : "border-border bg-muted/40 hover:border-purple-400/70 hover:bg-muted",
              )}
            >
              <span
                aria-hidden
                className={cn(
                  "grid size-7 shrink-0 place-items-center rounded-lg bg-gradient-to-br text-white",
                  industry.colour,
                )}
              >
                <Icon className="size-4" />
              </span>
              <span className="min-w-0">
                <span className="block text-[13px] leading-tight font-semibold">
                  {industry.name}
                </span>
                <span className="mt-0.5 block text-xs whitespace-nowrap text-muted-foreground">
                  +{industry.metrics.efficiency} efficiency
                </span>
              </span>
            </button>
          );
        })}
      </div>
      {selected ? (
        <dl className="mt-3 grid grid-cols-3 gap-2 text-center">
          {(Object.keys(industryMetricLabels) as (keyof typeof industryMetricLabels)[]).map(
            (key) => (
              <div key={key} className="rounded-xl border border-border bg-muted/40 px-2 py-2.5">
                <dt className="text-xs text-muted-foreground">{industryMetricLabels[key]}</dt>
                <dd className="mt-0.5 text-lg font-bold text-text-cyan">
                  {key === "satisfaction" ? "" : "+"}
                  {selected.metrics[key]}
                </dd>
              </div>
            ),
          )}
        </dl>
      ) : null}
    </div>
  );
}
