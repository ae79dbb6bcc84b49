import { createColumnHelper, useTable } from "@tanstack/react-table";
import History from "lucide-react/icons/rotate-ccw-clock";
import { useMemo, useRef, useState } from "react";

import { Card } from "~/components/ui/card";
import {
  ACTIVITY_RETENTION_DAYS,
  ADMIN_API,
  type ActivityAnswer,
  type ActivityEntry,
  adminLeadPath,
} from "~/lib/admin-api";

import { activityActor, activityLead, activitySentence } from "./activity-sentences";
import { ACTIVITY_HEADING } from "./admin-headings";
import { DataTable, inboxTableFeatures, renderCell } from "./data-table";
import { FocusHeading } from "./focus-heading";
import { formatDateTime } from "./lead-values";
import { ListError, ListPlaceholder, Pager } from "./list-states";
import { useAdminData } from "./use-admin-data";

/** One page of the log: the newest entries, or those older than `before`. */
function activityRequestPath(before?: string): string {
  return before ? `${ADMIN_API.activity}?${new URLSearchParams({ before })}` : ADMIN_API.activity;
}

/** What the live region says about the page shown. */
function pageStatus({ entries }: ActivityAnswer, pageNumber: number): string {
  if (entries.length === 0) return pageNumber === 1 ? "No activity yet" : "No older activity";
  return `Page ${pageNumber}: ${entries.length} ${entries.length === 1 ? "entry" : "entries"}`;
}

/** The sentence, and a link to the lead it names while the lead is stored (from its id only). */
function ActivityWhat({ entry, storedLeads }: { entry: ActivityEntry; storedLeads: string[] }) {
  const lead = activityLead(entry, storedLeads);
  return (
    <div className="min-w-56">
      <p className="text-foreground">{activitySentence(entry)}</p>
      {lead ? (
        <a
          href={adminLeadPath(lead)}
          className="text-xs font-semibold text-text-purple underline-offset-4 hover:underline"
        >
          Open the lead
        </a>
      ) : null}
    </div>
  );
}

const column = createColumnHelper<typeof inboxTableFeatures, ActivityEntry>();

const activityColumns = (storedLeads: string[]) =>
  column.columns([
    column.accessor("at", {
      header: "When",
      cell: ({ getValue }) => (
        <time dateTime={getValue()} className="whitespace-nowrap tabular-nums">
          {formatDateTime(getValue())}
        </time>
      ),
    }),
    column.display({
      id: "who",
      header: "Who",
      cell: ({ row }) => <span className="break-words">{activityActor(row.original)}</span>,
    }),
    column.display({
      id: "what",
      header: "What",
      cell: ({ row }) => <ActivityWhat entry={row.original} storedLeads={storedLeads} />,
    }),
    column.accessor("ip", {
      header: "IP",
      cell: ({ getValue }) => <span className="break-all tabular-nums">{getValue() ?? "—"}</span>,
    }),
  ]);

/** A page of entries: a table where there is room, a card per entry on a phone. */
function ActivityTable({ answer, caption }: { answer: ActivityAnswer; caption: string }) {
  const columns = useMemo(() => activityColumns(answer.storedLeads), [answer.storedLeads]);
  const table = useTable({
    features: inboxTableFeatures,
    data: answer.entries,
    columns,
    getRowId: (entry) => entry.id,
  });
  return (
    <>
      <DataTable
        table={table}
        label="Activity"
        caption={caption}
        className="hidden rounded-t-2xl md:block"
        tableClassName="min-w-[48rem]"
      />
      <ul aria-label={caption} className="divide-y divide-border md:hidden">
        {table.getRowModel().rows.map((row) => (
          <li key={row.id} className="grid gap-1.5 p-4 text-sm">
            {renderCell(row, "what")}
            <p className="text-xs text-muted-foreground">
              {renderCell(row, "who")} · {renderCell(row, "at")}
            </p>
            {row.original.ip ? (
              <p className="text-xs text-muted-foreground">IP {renderCell(row, "ip")}</p>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}

function EmptyState({ firstPage }: { firstPage: boolean }) {
  return (
    <div className="grid place-items-center gap-3 px-6 py-16 text-center">
      <span className="grid size-12 place-items-center rounded-2xl bg-accent text-accent-foreground">
        <History aria-hidden className="size-6" />
      </span>
      <p className="font-semibold">{firstPage ? "No activity yet" : "No older activity"}</p>
      <p className="max-w-sm text-sm text-muted-foreground">
        Sign-ins, exports, status changes, notes, retries, erasures and account changes show up here
        as they happen.
      </p>
    </div>
  );
}

/** The activity log: who did what in the inbox, from where, newest first, 50 to a page. */
export default function ActivityLog() {
  // The `before` of each page opened so far.
  const [cursors, setCursors] = useState<string[]>([]);
  const log = useAdminData<ActivityAnswer>(activityRequestPath(cursors.at(-1)));
  const entriesTop = useRef<HTMLDivElement>(null);
  const turnPage = (next: string[]) => {
    setCursors(next);
    // The button pressed may turn disabled: reading goes on from the top of the new page.
    entriesTop.current?.focus({ preventScroll: true });
    entriesTop.current?.scrollIntoView({ block: "start" });
  };

  const answer = log.data;
  const pageNumber = cursors.length + 1;
  const caption = `Activity, newest first, page ${pageNumber}`;

  return (
    <div className="grid gap-6 py-8">
      <div>
        <FocusHeading className="text-2xl font-bold tracking-tight sm:text-3xl">
          {ACTIVITY_HEADING}
        </FocusHeading>
        <p className="mt-1 text-sm text-muted-foreground">
          Who did what in the inbox, and from which IP address, newest first. Entries are kept for{" "}
          {ACTIVITY_RETENTION_DAYS} days.
        </p>
      </div>

      <p role="status" className="text-sm font-medium text-muted-foreground">
        {answer ? pageStatus(answer, pageNumber) : "Loading the activity…"}
      </p>

      <Card className="transition-opacity aria-busy:opacity-70" aria-busy={log.loading}>
        {log.error ? (
          <ListError
            title="The activity could not be loaded"
            message={log.error.message}
            onRetry={log.reload}
          />
        ) : answer && answer.entries.length > 0 ? (
          <div ref={entriesTop} tabIndex={-1} className="scroll-mt-24">
            <ActivityTable answer={answer} caption={caption} />
          </div>
        ) : answer ? (
          <EmptyState firstPage={pageNumber === 1} />
        ) : (
          <ListPlaceholder />
        )}
        {answer && (pageNumber > 1 || answer.nextCursor) ? (
          <Pager
            pageNumber={pageNumber}
            hasOlder={Boolean(answer.nextCursor)}
            loading={log.loading}
            onNewer={() => turnPage(cursors.slice(0, -1))}
            onOlder={() => answer.nextCursor && turnPage([...cursors, answer.nextCursor])}
          />
        ) : null}
      </Card>
    </div>
  );
}
