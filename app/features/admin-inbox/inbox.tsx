import FileJson from "lucide-react/icons/file-braces";
import FileSpreadsheet from "lucide-react/icons/file-spreadsheet";
import InboxIcon from "lucide-react/icons/inbox";
import { useEffect, useMemo, useRef, useState } from "react";

import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { toast } from "~/components/ui/toast";
import {
  ADMIN_API,
  LEAD_STATUSES,
  type LeadListAnswer,
  type RetentionAnswer,
} from "~/lib/admin-api";
import { dayCount } from "~/lib/format";

import { takeFlash } from "./admin-client";
import { INBOX_HEADING } from "./admin-headings";
import { DailyChart } from "./daily-chart";
import { FocusHeading } from "./focus-heading";
import { ClearFilters, InboxFilters, StatusFilter } from "./inbox-filters";
import {
  type FilterKey,
  type LeadFilters,
  exportPath,
  filtersFromSearch,
  hasFilters,
  inboxPath,
  leadsRequestPath,
  searchFromFilters,
  withFilter,
} from "./lead-filters";
import { leadCount } from "./lead-values";
import { LeadsTable } from "./leads-table";
import { ListError, ListPlaceholder, Pager } from "./list-states";
import { useAdminData } from "./use-admin-data";

/** What the live region says about the list the filters give. */
function listStatus(answer: LeadListAnswer, filters: LeadFilters): string {
  const total = filters.status
    ? answer.counts[filters.status]
    : LEAD_STATUSES.reduce((sum, status) => sum + answer.counts[status], 0);
  if (total === 0) return hasFilters(filters) ? "No leads match" : "No leads yet";
  if (!hasFilters(filters)) return leadCount(total);
  return `${leadCount(total)} ${total === 1 ? "matches" : "match"}`;
}

function EmptyState({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  return (
    <div className="grid place-items-center gap-3 px-6 py-16 text-center">
      <span className="grid size-12 place-items-center rounded-2xl bg-accent text-accent-foreground">
        <InboxIcon aria-hidden className="size-6" />
      </span>
      <p className="font-semibold">{filtered ? "No leads match these filters" : "No leads yet"}</p>
      <p className="max-w-sm text-sm text-muted-foreground">
        {filtered
          ? "Try another search or clear the filters to see every lead."
          : "Leads show up here as soon as someone sends one of the site's forms."}
      </p>
      {filtered ? (
        <Button variant="outline" size="sm" onClick={onClear}>
          Clear filters
        </Button>
      ) : null}
    </div>
  );
}

/** How long the server keeps leads, as it applies it. */
function RetentionLine() {
  const { data } = useAdminData<RetentionAnswer>(ADMIN_API.retention);
  if (!data) return null;
  const leads =
    data.leadsDays === null
      ? "Leads are kept until erased"
      : `Leads are deleted ${dayCount(data.leadsDays)} after they arrive`;
  return (
    <p className="mt-1 text-sm text-muted-foreground">
      {leads}; spam after {dayCount(data.spamDays)}.
    </p>
  );
}

/**
 * The leads inbox: the chart of the last 30 days, then the leads, newest first, 50 to a page,
 * narrowed by the filters in the URL's query.
 */
export default function Inbox() {
  // The page's query, read once: the island renders in the browser only. Filters then change
  // it in place, without an entry in the history for each.
  const [search, setSearch] = useState(() => window.location.search);
  const filters = useMemo(() => filtersFromSearch(new URLSearchParams(search)), [search]);
  const filterQuery = searchFromFilters(filters).toString();

  // Older pages: the cursor of each page opened so far; a change of filters starts again.
  const [paging, setPaging] = useState({ filterQuery, cursors: [] as string[] });
  if (paging.filterQuery !== filterQuery) setPaging({ filterQuery, cursors: [] });
  const cursors = paging.filterQuery === filterQuery ? paging.cursors : [];
  const list = useAdminData<LeadListAnswer>(leadsRequestPath(filters, cursors.at(-1)));
  const leadsTop = useRef<HTMLDivElement>(null);
  // What the page before did, e.g. a person erased from their lead's page.
  useEffect(() => {
    const message = takeFlash();
    if (message) toast.success(message);
  }, []);

  const setFilters = (next: LeadFilters) => {
    window.history.replaceState(window.history.state, "", inboxPath(next));
    setSearch(window.location.search);
  };
  const change = (key: FilterKey, value: string) => setFilters(withFilter(filters, key, value));
  const clear = () => setFilters({});
  const turnPage = (next: string[]) => {
    setPaging({ filterQuery, cursors: next });
    // The button pressed may turn disabled: reading goes on from the top of the new page.
    leadsTop.current?.focus({ preventScroll: true });
    leadsTop.current?.scrollIntoView({ block: "start" });
  };

  const answer = list.data;
  const pageNumber = cursors.length + 1;
  const caption = `Leads, newest first, page ${pageNumber}`;

  return (
    <div className="grid gap-6 py-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <FocusHeading className="text-2xl font-bold tracking-tight sm:text-3xl">
            {INBOX_HEADING}
          </FocusHeading>
          <p className="mt-1 text-sm text-muted-foreground">
            Every lead the site&apos;s forms received, newest first.
          </p>
          <RetentionLine />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline" size="sm">
            <a href={exportPath(filters, "csv")} download>
              <FileSpreadsheet aria-hidden className="size-4" />
              Export CSV
            </a>
          </Button>
          <Button asChild variant="outline" size="sm">
            <a href={exportPath(filters, "json")} download>
              <FileJson aria-hidden className="size-4" />
              Export JSON
            </a>
          </Button>
        </div>
      </div>

      <DailyChart />

      <div className="grid gap-4">
        <h2 className="sr-only">Leads</h2>
        <Card className="grid gap-5 p-5 sm:p-6">
          <InboxFilters filters={filters} onChange={change} />
          <div className="flex flex-wrap items-center justify-between gap-3">
            <StatusFilter
              selected={filters.status}
              counts={answer?.counts}
              onSelect={(status) => change("status", status)}
            />
            <ClearFilters filters={filters} onClear={clear} />
          </div>
        </Card>

        <p role="status" className="text-sm font-medium text-muted-foreground">
          {answer ? listStatus(answer, filters) : "Loading leads…"}
        </p>

        <Card className="transition-opacity aria-busy:opacity-70" aria-busy={list.loading}>
          {list.error ? (
            <ListError
              title="The leads could not be loaded"
              message={list.error.message}
              onRetry={list.reload}
            />
          ) : answer && answer.leads.length > 0 ? (
            <div ref={leadsTop} tabIndex={-1} className="scroll-mt-24">
              <LeadsTable leads={answer.leads} filters={filters} caption={caption} />
            </div>
          ) : answer ? (
            <EmptyState filtered={hasFilters(filters) || pageNumber > 1} onClear={clear} />
          ) : (
            <ListPlaceholder />
          )}
          {answer && (pageNumber > 1 || answer.nextCursor) ? (
            <Pager
              pageNumber={pageNumber}
              hasOlder={Boolean(answer.nextCursor)}
              loading={list.loading}
              onNewer={() => turnPage(cursors.slice(0, -1))}
              onOlder={() => answer.nextCursor && turnPage([...cursors, answer.nextCursor])}
            />
          ) : null}
        </Card>
      </div>
    </div>
  );
}
