import type { LucideIcon } from "lucide-react";
import CheckCircle2 from "lucide-react/icons/circle-check";

import type { CatalogItem } from "~/content/types";

import { Badge } from "./badge";
import { Button } from "./button";
import { IconCard } from "./icon-card";

/**
 * A catalog of free resources (AI tools, cheat sheets): a card for each with its audience, what
 * it covers and a button that hands its title to the page (which names it in its request form).
 * The button's accessible name adds the title to its label: "Try Now: AI Content Generator".
 */
export function CatalogGrid({
  items,
  action,
  onChoose,
}: {
  items: readonly CatalogItem[];
  /** The button on every card: its label and icon, shown before or after the label. */
  action: { label: string; icon: LucideIcon; iconPlacement: "before" | "after" };
  onChoose: (title: string) => void;
}) {
  const icon = <action.icon aria-hidden className="size-4" />;
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {items.map(({ id, title, audience, description, highlights, icon: itemIcon }) => (
        <li key={id}>
          <IconCard
            icon={itemIcon}
            title={title}
            description={description}
            tag={<Badge variant="outline">{audience}</Badge>}
          >
            {highlights ? (
              <ul className="mt-4 flex-1 space-y-2 text-sm">
                {highlights.map((highlight) => (
                  <li key={highlight} className="flex gap-2">
                    <CheckCircle2 aria-hidden className="mt-0.5 size-4 shrink-0 text-text-cyan" />
                    {highlight}
                  </li>
                ))}
              </ul>
            ) : null}
            <div className="mt-auto pt-6">
              <Button
                variant="outline"
                aria-label={`${action.label}: ${title}`}
                onClick={() => onChoose(title)}
              >
                {action.iconPlacement === "before" ? icon : null}
                {action.label}
                {action.iconPlacement === "after" ? icon : null}
              </Button>
            </div>
          </IconCard>
        </li>
      ))}
    </ul>
  );
}
