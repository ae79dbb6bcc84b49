import type { ComponentProps, ReactNode } from "react";

import { cn } from "~/lib/utils";

/**
 * A page section, with the site's padding and width. Below the first screen it fades in once
 * when scrolled into view, as every top-level section of a page does (see `lib/page-shell.ts`).
 */
export function Section({ className, children, ...props }: ComponentProps<"section">) {
  return (
    <section className={cn("relative px-4 py-20 sm:px-6 lg:py-24", className)} {...props}>
      <div className="mx-auto max-w-7xl">{children}</div>
    </section>
  );
}

/** The eyebrow, heading and intro that open a section. */
export function SectionHeading({
  eyebrow,
  title,
  intro,
  className,
  as: Heading = "h2",
}: {
  eyebrow?: ReactNode;
  title: ReactNode;
  intro?: ReactNode;
  className?: string;
  as?: "h1" | "h2";
}) {
  return (
    <div className={cn("mx-auto mb-12 max-w-3xl text-center", className)}>
      {eyebrow ? (
        <p className="mb-3 text-sm font-semibold tracking-wider text-text-cyan uppercase">
          {eyebrow}
        </p>
      ) : null}
      <Heading className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        {title}
      </Heading>
      {intro ? <p className="mt-4 text-lg text-pretty text-muted-foreground">{intro}</p> : null}
    </div>
  );
}
