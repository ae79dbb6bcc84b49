import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";

import { Button } from "~/components/ui/button";
import { PAGE_SIZE } from "~/lib/admin-api";

/** A list that could not be loaded: why, and a way to try again. */
export function ListError({
  title,
  message,
  onRetry,
}: {
  title: string;
  message: string;
  onRetry: () => void;
}) {
  return (
    <div role="alert" className="grid place-items-center gap-3 px-6 py-16 text-center">
      <p className="font-semibold">{title}</p>
      <p className="text-sm text-muted-foreground">{message}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        Retry
      </Button>
    </div>
  );
}

/** Where a list's first page will be, while it loads (the status line says so in words). */
export function ListPlaceholder() {
  return (
    <div className="grid gap-3 p-6" aria-hidden>
      {Array.from({ length: 6 }, (_, index) => (
        <div key={index} className="h-10 animate-pulse rounded-lg bg-muted/60" />
      ))}
    </div>
  );
}

/** Newer and older pages of a list, PAGE_SIZE to a page, newest first. */
export function Pager({
  pageNumber,
  hasOlder,
  loading,
  onNewer,
  onOlder,
}: {
  pageNumber: number;
  hasOlder: boolean;
  loading: boolean;
  onNewer: () => void;
  onOlder: () => void;
}) {
  return (
    <nav
      aria-label="Pages"
      className="flex flex-wrap items-center justify-between gap-3 border-t border-border px-5 py-3"
    >
      <p className="text-sm text-muted-foreground">
        Page {pageNumber} · {PAGE_SIZE} per page
      </p>
      <div className="flex gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={pageNumber === 1 || loading}
          onClick={onNewer}
        >
          <ChevronLeft aria-hidden className="size-4" />
          Newer
        </Button>
        <Button variant="outline" size="sm" disabled={!hasOlder || loading} onClick={onOlder}>
          Older
          <ChevronRight aria-hidden className="size-4" />
        </Button>
      </div>
    </nav>
  );
}
