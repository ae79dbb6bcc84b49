import CheckCircle2 from "lucide-react/icons/circle-check";
import type { ReactNode } from "react";

/** The short promises under a hero's buttons, with an optional trailing link. */
export function HeroHighlights({ items, after }: { items: readonly string[]; after?: ReactNode }) {
  return (
    <div className="mt-8 flex flex-wrap items-center justify-center gap-x-6 gap-y-3 text-sm text-muted-foreground">
      <ul className="contents">
        {items.map((item) => (
          <li key={item} className="flex items-center gap-2">
            <CheckCircle2 aria-hidden className="size-4 text-text-cyan" />
            {item}
          </li>
        ))}
      </ul>
      {after}
    </div>
  );
}
