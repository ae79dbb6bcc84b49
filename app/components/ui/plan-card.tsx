import Check from "lucide-react/icons/check";
import type { ReactNode } from "react";

import { cn } from "~/lib/utils";

import { Badge } from "./badge";
import { Card } from "./card";

/**
 * A priced package: name, price, what is included and its call to action. Every package and
 * plan grid on the site uses it, so they all read the same way.
 */
export function PlanCard({
  name,
  price,
  period,
  description,
  features,
  badge,
  highlighted = false,
  action,
  footnote,
  className,
  headingLevel: Heading = "h3",
}: {
  name: string;
  /** Already formatted, e.g. "$4,500" or "Custom". */
  price: ReactNode;
  period?: ReactNode;
  description?: ReactNode;
  features: readonly ReactNode[];
  badge?: string;
  highlighted?: boolean;
  action?: ReactNode;
  footnote?: ReactNode;
  className?: string;
  headingLevel?: "h2" | "h3" | "h4";
}) {
  return (
    <Card
      tone={highlighted ? "featured" : "default"}
      className={cn("relative flex h-full flex-col p-7", className)}
    >
      {badge ? (
        <Badge variant={highlighted ? "default" : "secondary"} className="absolute -top-3 left-7">
          {badge}
        </Badge>
      ) : null}
      <Heading className="text-xl font-bold">{name}</Heading>
      {description ? <p className="mt-2 text-sm text-muted-foreground">{description}</p> : null}
      <p className="mt-5 flex items-baseline gap-1">
        <span className="text-4xl font-extrabold tracking-tight">{price}</span>
        {period ? <span className="text-sm text-muted-foreground">{period}</span> : null}
      </p>
      <ul className="mt-6 flex-1 space-y-3 text-sm">
        {features.map((feature, index) => (
          <li key={index} className="flex gap-3">
            <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-text-cyan" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      {footnote ? <div className="mt-6 text-sm text-muted-foreground">{footnote}</div> : null}
      {action ? <div className="mt-7">{action}</div> : null}
    </Card>
  );
}
