import Search from "lucide-react/icons/search";
import X from "lucide-react/icons/x";
import { type ReactNode, useEffect, useEffectEvent, useId, useState } from "react";

import { Button } from "~/components/ui/button";
import { Input, NativeSelect } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { DELIVERY_FILTERS, LEAD_STATUSES, type LeadStatus } from "~/lib/admin-api";
import { cn } from "~/lib/utils";

import { type FilterKey, type LeadFilters, hasFilters } from "./lead-filters";
import { deliveryFilterLabels, formChoices, statusLabels } from "./lead-values";

/** How long typing pauses before the search asks the server. */
export const SEARCH_DELAY_MS = 250;

/** The search box: narrows the list once typing pauses; the URL keeps what it searched. */
function SearchBox({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const id = useId();
  const [text, setText] = useState(value);
  // A search that arrives from elsewhere (back, a cleared filter) replaces what is typed; the
  // box's own search coming back does not, for the owner may have typed on since it left.
  const [shown, setShown] = useState(value);
  const [sent, setSent] = useState<string | null>(null);
  if (shown !== value) {
    setShown(value);
    if (value === sent) setSent(null);
    else if (text.trim() !== value) setText(value);
  }
  const search = useEffectEvent(onSearch);
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = window.setTimeout(() => {
      setSent(text.trim());
      search(text.trim());
    }, SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text, value]);
  return (
    <div className="col-span-2 grid gap-2 lg:col-span-1">
      <Label htmlFor={id}>Search</Label>
      <div className="relative">
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id={id}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Name, e-mail, company or message"
          autoComplete="off"
          className="pl-9"
        />
      </div>
    </div>
  );
}

function Field({
  label,
  children,
  className,
}: {
  label: string;
  children: (id: string) => ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={cn("grid min-w-0 gap-2", className)}>
      <Label htmlFor={id}>{label}</Label>
      {children(id)}
    </div>
  );
}

/** A choice among `choices`, or none (`anyLabel`). */
function SelectFilter({
  label,
  value,
  anyLabel,
  choices,
  onChange,
}: {
  label: string;
  value: string | undefined;
  anyLabel: string;
  choices: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <Field label={label} className="col-span-2 sm:col-span-1">
      {(id) => (
        <NativeSelect
          id={id}
          value={value ?? ""}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">{anyLabel}</option>
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </NativeSelect>
      )}
    </Field>
  );
}

/** Search, form, delivery state and date range. */
export function InboxFilters({
  filters,
  onChange,
}: {
  filters: LeadFilters;
  onChange: (key: FilterKey, value: string) => void;
}) {
  return (
    <div className="grid grid-cols-2 gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1.4fr)_minmax(0,1.4fr)_minmax(0,1fr)_minmax(0,1fr)]">
      <SearchBox value={filters.q ?? ""} onSearch={(text) => onChange("q", text)} />
      <SelectFilter
        label="Form"
        value={filters.form}
        anyLabel="All forms"
        choices={formChoices}
        onChange={(value) => onChange("form", value)}
      />
      <SelectFilter
        label="Delivery"
        value={filters.delivery}
        anyLabel="Any delivery state"
        choices={DELIVERY_FILTERS.map((state) => ({
          value: state,
          label: deliveryFilterLabels[state],
        }))}
        onChange={(value) => onChange("delivery", value)}
      />
      <Field label="From">
        {(id) => (
          <Input
            id={id}
            type="date"
            className="min-w-0"
            value={filters.from ?? ""}
            max={filters.to}
            onChange={(event) => onChange("from", event.target.value)}
          />
        )}
      </Field>
      <Field label="To">
        {(id) => (
          <Input
            id={id}
            type="date"
            className="min-w-0"
            value={filters.to ?? ""}
            min={filters.from}
            onChange={(event) => onChange("to", event.target.value)}
          />
        )}
      </Field>
    </div>
  );
}

/**
 * The status filter as a row of toggles, each with its count among the leads the other
 * filters match; "All" clears it.
 */
export function StatusFilter({
  selected,
  counts,
  onSelect,
}: {
  selected: LeadStatus | undefined;
  counts: Record<LeadStatus, number> | undefined;
  onSelect: (status: LeadStatus | "") => void;
}) {
  const total = counts ? LEAD_STATUSES.reduce((sum, status) => sum + counts[status], 0) : null;
  const chip = (value: LeadStatus | "", label: string, count: number | null | undefined) => {
    const pressed = (selected ?? "") === value;
    return (
      <li key={value || "all"}>
        <button
          type="button"
          aria-pressed={pressed}
          onClick={() => onSelect(value)}
          className={cn(
            "inline-flex h-9 cursor-pointer items-center gap-2 rounded-full border px-3.5 text-sm font-medium transition-colors",
            pressed
              ? "border-primary bg-primary text-primary-foreground"
              : "border-border bg-glass text-foreground hover:border-purple-400 hover:bg-accent hover:text-accent-foreground",
          )}
        >
          {label}{" "}
          {count === null || count === undefined ? null : (
            <span
              className={cn(
                "min-w-6 rounded-full px-1.5 text-center text-xs tabular-nums",
                pressed ? "bg-white/20" : "bg-muted text-muted-foreground",
              )}
            >
              {count}
            </span>
          )}
        </button>
      </li>
    );
  };
  return (
    <ul aria-label="Status" className="flex flex-wrap gap-2">
      {chip("", "All", total)}
      {LEAD_STATUSES.map((status) => chip(status, statusLabels[status], counts?.[status]))}
    </ul>
  );
}

export function ClearFilters({ filters, onClear }: { filters: LeadFilters; onClear: () => void }) {
  if (!hasFilters(filters)) return null;
  return (
    <Button variant="ghost" size="sm" onClick={onClear}>
      <X aria-hidden className="size-4" />
      Clear filters
    </Button>
  );
}
