import { createColumnHelper, useTable } from "@tanstack/react-table";
import { useMemo } from "react";

import type { LeadSummary } from "~/lib/admin-api";

import { DataTable, inboxTableFeatures, renderCell } from "./data-table";
import { DeliveryList, StatusBadge } from "./lead-badges";
import { type LeadFilters, leadPagePath } from "./lead-filters";
import { formTitle, formatCompactDateTime, formatDateTime } from "./lead-values";

function LeadName({ lead, filters }: { lead: LeadSummary; filters: LeadFilters }) {
  return (
    <div className="min-w-40">
      <a
        href={leadPagePath(lead.id, filters)}
        className="font-semibold text-foreground underline-offset-4 hover:text-text-purple hover:underline"
      >
        {lead.name || lead.email || "Unnamed lead"}
      </a>
      {lead.message ? (
        <p className="mt-0.5 line-clamp-1 max-w-72 text-xs text-muted-foreground">{lead.message}</p>
      ) : null}
    </div>
  );
}

/** An address that wraps, where it must, before its @ rather than anywhere. */
function Email({ address }: { address: string }) {
  const at = address.lastIndexOf("@");
  if (at <= 0) return <span className="break-words">{address}</span>;
  return (
    <span className="break-words">
      {address.slice(0, at)}
      <wbr />
      {address.slice(at)}
    </span>
  );
}

const column = createColumnHelper<typeof inboxTableFeatures, LeadSummary>();

/** The inbox's columns; each name links to its lead's page, which leads back to these filters. */
const leadColumns = (filters: LeadFilters) =>
  column.columns([
    column.accessor("createdAt", {
      header: "Received",
      cell: ({ getValue }) => (
        <time
          dateTime={getValue()}
          title={formatDateTime(getValue())}
          className="whitespace-nowrap tabular-nums"
        >
          {formatCompactDateTime(getValue())}
        </time>
      ),
    }),
    column.accessor("name", {
      header: "Name",
      cell: ({ row }) => <LeadName lead={row.original} filters={filters} />,
    }),
    column.accessor("email", {
      header: "Email",
      cell: ({ getValue }) => <Email address={getValue()} />,
    }),
    column.accessor("company", { header: "Company" }),
    column.accessor("form", { header: "Form", cell: ({ getValue }) => formTitle(getValue()) }),
    column.accessor("status", {
      header: "Status",
      cell: ({ getValue }) => <StatusBadge status={getValue()} />,
    }),
    column.accessor("deliveries", {
      header: "Delivery",
      cell: ({ getValue }) => <DeliveryList deliveries={getValue()} />,
    }),
  ]);

/**
 * One page of the inbox, newest first; each lead's name opens it. A table where there is room,
 * a card per lead on a phone, both from the same rows.
 */
export function LeadsTable({
  leads,
  filters,
  caption,
}: {
  leads: LeadSummary[];
  /** The inbox's filters, for the way back from a lead. */
  filters: LeadFilters;
  caption: string;
}) {
  const columns = useMemo(() => leadColumns(filters), [filters]);
  const table = useTable({
    features: inboxTableFeatures,
    data: leads,
    columns,
    getRowId: (lead) => lead.id,
  });
  const rows = table.getRowModel().rows;
  return (
    <>
      <DataTable
        table={table}
        label="Leads"
        caption={caption}
        className="hidden rounded-t-2xl md:block"
        tableClassName="min-w-[56rem]"
      />
      <ul aria-label={caption} className="divide-y divide-border md:hidden">
        {rows.map((row) => (
          <li key={row.id} className="grid gap-2 p-4 text-sm">
            <div className="flex items-start justify-between gap-3">
              {renderCell(row, "name")}
              {renderCell(row, "status")}
            </div>
            <p className="text-muted-foreground">
              {renderCell(row, "email")}
              {row.original.company ? <> · {row.original.company}</> : null}
            </p>
            <p className="text-xs text-muted-foreground">
              {renderCell(row, "form")} · {renderCell(row, "createdAt")}
            </p>
            {renderCell(row, "deliveries")}
          </li>
        ))}
      </ul>
    </>
  );
}
