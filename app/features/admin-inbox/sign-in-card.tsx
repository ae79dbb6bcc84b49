import CircleAlert from "lucide-react/icons/circle-exclamation-point";
import type { ReactNode } from "react";

import { Card } from "~/components/ui/card";

import { FocusHeading } from "./focus-heading";

/**
 * One step of signing in: its heading (focused when the step replaces another), what it asks
 * for, the server's refusal if any (announced), then the step's own content.
 */
export function SignInCard({
  heading,
  intro,
  refusal,
  children,
}: {
  heading: string;
  intro: ReactNode;
  refusal: string | null;
  children: ReactNode;
}) {
  return (
    <Card tone="elevated" className="p-6 sm:p-8">
      <FocusHeading className="text-2xl font-bold tracking-tight">{heading}</FocusHeading>
      <div className="mt-2 grid gap-2 text-sm text-muted-foreground">{intro}</div>
      <div role="alert" className="empty:hidden">
        {refusal ? (
          <p className="mt-6 flex items-start gap-2 rounded-lg border border-destructive/60 bg-destructive/10 px-3 py-2.5 text-sm font-medium text-red-800 dark:text-red-300">
            <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
            {refusal}
          </p>
        ) : null}
      </div>
      {children}
    </Card>
  );
}
