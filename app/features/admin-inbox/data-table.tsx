import ArrowDown from "lucide-react/icons/arrow-down";
import ArrowUp from "lucide-react/icons/arrow-up";
import ArrowUpDown from "lucide-react/icons/arrow-up-down";
import {
  type Column,
  type Header,
  type Row,
  type RowData,
  type TableFeatures,
  type Table as TanStackTable,
  createSortedRowModel,
  flexRender,
  rowSortingFeature,
  sortFn_text,
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

/** What a column says of its cells: classes for its header and cells (figures align right). */
interface InboxColumnMeta {
  className?: string;
}

/** The inbox's lists of leads: the server orders them, the table only lists rows. */
export const inboxTableFeatures = tableFeatures({ columnMeta: {} as InboxColumnMeta });

/** Tables the owner sorts by any column, in the browser: text columns by locale, numbers as numbers. */
export const sortableTableFeatures = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { text: sortFn_text },
  columnMeta: {} as InboxColumnMeta,
});

type InboxTableFeatures = typeof inboxTableFeatures;
type SortableTableFeatures = typeof sortableTableFeatures;

/** One cell of a row as its column renders it: for the phone layouts, which pick their cells. */
export function renderCell<T extends RowData>(row: Row<InboxTableFeatures, T>, columnId: string) {
  const found = row.getAllCellsByColumnId()[columnId];
  return found ? flexRender(found.column.columnDef.cell, found.getContext()) : null;
}

/** A column's classes, from its meta (typed by the table's features, read here for either kind). */
const classNameOf = (meta: unknown) => (meta as InboxColumnMeta | undefined)?.className;

const ARIA_SORT = { asc: "ascending", desc: "descending" } as const;

/** A sortable column's header: a button that turns its order, with the order shown. */
function SortButton<T extends RowData>({
  column,
  children,
}: {
  column: Column<SortableTableFeatures, T>;
  children: React.ReactNode;
}) {
  const sorted = column.getIsSorted();
  const Icon = sorted === "asc" ? ArrowUp : sorted === "desc" ? ArrowDown : ArrowUpDown;
  return (
    <button
      type="button"
      onClick={column.getToggleSortingHandler()}
      className="-mx-1.5 inline-flex cursor-pointer items-center gap-1.5 rounded-md px-1.5 py-1 tracking-wide uppercase hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      {children}
      <Icon aria-hidden className={sorted ? "size-3.5 text-foreground" : "size-3.5 opacity-60"} />
    </button>
  );
}

/** Where the rows stand in a column that sorts: for `aria-sort`, which only header cells carry. */
function ariaSortOf<F extends TableFeatures, T extends RowData>(header: Header<F, T>) {
  const column = header.column as unknown as Partial<Column<SortableTableFeatures, T>>;
  if (!column.getCanSort?.()) return undefined;
  const sorted = column.getIsSorted?.();
  return sorted ? ARIA_SORT[sorted] : "none";
}

/**
 * A TanStack table as the inbox shows it where there is room: a labelled region that scrolls
 * sideways, its caption for screen readers. A table with `sortableTableFeatures` sorts by a
 * press on a column's name.
 */
export function DataTable<F extends InboxTableFeatures | SortableTableFeatures, T extends RowData>({
  table,
  label,
  caption,
  className,
  tableClassName,
}: {
  table: TanStackTable<F, T>;
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
              {group.headers.map((header) => {
                const sort = ariaSortOf(header);
                const content = flexRender(header.column.columnDef.header, header.getContext());
                return (
                  <TableHead
                    key={header.id}
                    aria-sort={sort}
                    className={classNameOf(header.column.columnDef.meta)}
                  >
                    {sort ? (
                      <SortButton
                        column={header.column as unknown as Column<SortableTableFeatures, T>}
                      >
                        {content}
                      </SortButton>
                    ) : (
                      content
                    )}
                  </TableHead>
                );
              })}
            </TableRow>
          ))}
        </TableHeader>
        <TableBody>
          {table.getRowModel().rows.map((row) => (
            <TableRow key={row.id}>
              {row.getAllCells().map((rowCell) => (
                <TableCell key={rowCell.id} className={classNameOf(rowCell.column.columnDef.meta)}>
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
