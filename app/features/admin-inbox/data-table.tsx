import {
  type Row,
  type RowData,
  type Table as TanStackTable,
  flexRender,
  tableFeatures,
} from "@tanstack/react-table";

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

/** The inbox's tables only list rows: no sorting, filtering or paging of their own. */
export const inboxTableFeatures = tableFeatures({});

type InboxTableFeatures = typeof inboxTableFeatures;

/** One cell of a row as its column renders it: for the phone layouts, which pick their cells. */
export function renderCell<T extends RowData>(row: Row<InboxTableFeatures, T>, columnId: string) {
  const found = row.getAllCellsByColumnId()[columnId];
  return found ? flexRender(found.column.columnDef.cell, found.getContext()) : null;
}

/**
 * A TanStack table as the inbox shows it where there is room: a labelled region that scrolls
 * sideways, its caption for screen readers.
 */
export function DataTable<T extends RowData>({
  table,
  label,
  caption,
  className,
  tableClassName,
}: {
  table: TanStackTable<InboxTableFeatures, T>;
  label: string;
  caption: string;
  className?: string;
  tableClassName?: string;
}) {
  return (
    <TableScroller label={label} className={className}>
      <Table className={tableClassName}>
        <TableCaption className="sr-only">{caption}</TableCaption>
        <TableHeader>
          {table.getHeaderGroups().map((group) => (
            <TableRow key={group.id}>
              {group.headers.map((header) => (
                <TableHead key={header.id}>
                  {flexRender(header.column.columnDef.header, header.getContext())}
                </TableHead>
              ))}
            </TableRow>
          ))}
        </TableHeader>
        <TableBody>
          {table.getRowModel().rows.map((row) => (
            <TableRow key={row.id}>
              {row.getAllCells().map((rowCell) => (
                <TableCell key={rowCell.id}>
                  {flexRender(rowCell.column.columnDef.cell, rowCell.getContext())}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroller>
  );
}
