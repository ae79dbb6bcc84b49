import type { LucideIcon } from "lucide-react";
import CheckCircle2 from "lucide-react/icons/circle-check";

import type { CatalogItem } from "~/content/types";

import { Badge } from "./badge";
import { Button } from "./button";
import { IconCard } from "./icon-card";

/**
 * A catalog of free resources (AI tools, cheat sheets): a card for each with its audience, what
 * it covers and a link to the page's request form that names the item in its query
 * (`choiceHref`), so that it leads there without scripts too; with scripts it hands the item's
 * title to the page in place (`onChoose`). The link's accessible name adds the title to its
 * label: "Try Now: AI Content Generator".
 */
export function CatalogGrid({
  items,
  action,
  choiceHref,
  onChoose,
}: {
  items: readonly CatalogItem[];
  /** The link on every card: its label and icon, shown before or after the label. */
  action: { label: string; icon: LucideIcon; iconPlacement: "before" | "after" };
  /** Where the link leads, the item chosen by its id. */
  choiceHref: (id: string) => string;
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
              <Button asChild variant="outline">
                <a
                  href={choiceHref(id)}
                  aria-label={`${action.label}: ${title}`}
                  onClick={(event) => {
                    event.preventDefault();
                    onChoose(title);
                  }}
                >
                  {action.iconPlacement === "before" ? icon : null}
                  {action.label}
                  {action.iconPlacement === "after" ? icon : null}
                </a>
              </Button>
            </div>
          </IconCard>
        </li>
      ))}
    </ul>
  );
}
