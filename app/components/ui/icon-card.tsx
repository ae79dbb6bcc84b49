import type { LucideIcon } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";

import type { IconItem } from "~/content/types";
import { cn } from "~/lib/utils";

import { Card } from "./card";

/** The brand's gradient tile behind an icon. */
export function IconTile({
  icon: Icon,
  round = false,
  className,
}: {
  icon: LucideIcon;
  round?: boolean;
  className?: string;
}) {
  return (
    <span
      className={cn(
        "grid size-12 shrink-0 place-items-center bg-gradient-to-br from-purple-600 to-cyan-600 text-white shadow-lg shadow-purple-500/20",
        round ? "rounded-full" : "rounded-xl",
        className,
      )}
    >
      <Icon aria-hidden className="size-6" />
    </span>
  );
}

/**
 * A card with an icon, a title and a description; `tag` sits opposite the icon, `step` numbers
 * the card in a sequence, and children (a list, an action) follow the description.
 */
export function IconCard({
  icon,
  title,
  description,
  tag,
  step,
  centered = false,
  tone,
  children,
  className,
}: IconItem & {
  tag?: ReactNode;
  step?: number;
  centered?: boolean;
  tone?: ComponentProps<typeof Card>["tone"];
  children?: ReactNode;
  className?: string;
}) {
  return (
    <Card
      tone={tone}
      className={cn("relative flex h-full flex-col p-6", centered && "text-center", className)}
    >
      <div
        className={cn(
          "mb-5 flex items-start gap-3",
          centered ? "justify-center" : "justify-between",
        )}
      >
        <IconTile icon={icon} round={centered} />
        {tag}
        {step === undefined ? null : (
          <span aria-hidden className="text-4xl leading-none font-extrabold text-text-purple/25">
            {step}
          </span>
        )}
      </div>
      <h3 className="text-lg font-semibold">
        {step === undefined ? null : <span className="sr-only">Step {step}: </span>}
        {title}
      </h3>
      <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{description}</p>
      {children}
    </Card>
  );
}

const gridColumns = {
  3: "sm:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
} as const;

/** A grid of icon cards; `numbered` makes it an ordered list of steps. */
export function IconCardGrid({
  items,
  columns = 3,
  numbered = false,
  centered = false,
  className,
}: {
  items: readonly IconItem[];
  columns?: keyof typeof gridColumns;
  numbered?: boolean;
  centered?: boolean;
  className?: string;
}) {
  const List = numbered ? "ol" : "ul";
  return (
    <List className={cn("grid gap-6", gridColumns[columns], className)}>
      {items.map((item, index) => (
        <li key={item.title}>
          <IconCard {...item} step={numbered ? index + 1 : undefined} centered={centered} />
        </li>
      ))}
    </List>
  );
}
