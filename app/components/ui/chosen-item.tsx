import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/**
 * The line that names, in a request form, the item a visitor chose on the page ("Selected tool:
 * AI Content Generator"), with the control that clears it (`clear`). `live` announces a choice
 * made in place.
 */
export function ChosenItem({
  icon: Icon,
  label,
  title,
  clear,
  live = false,
}: {
  icon: LucideIcon;
  label: string;
  title: string;
  clear: ReactNode;
  live?: boolean;
}) {
  return (
    <div className="flex items-center justify-between gap-3 rounded-xl border border-text-purple/40 bg-primary/5 px-4 py-3 text-sm">
      <p role={live ? "status" : undefined} className="flex items-center gap-2">
        <Icon aria-hidden className="size-4 shrink-0 text-text-purple" />
        <span>
          {label}: <strong>{title}</strong>
        </span>
      </p>
      {clear}
    </div>
  );
}
