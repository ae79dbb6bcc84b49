import type { ReactNode } from "react";

import { cn } from "~/lib/utils";

import { FloatingParticles } from "./floating-particles";

/** The opening block of a page: eyebrow, the page's one h1, an intro and its calls to action. */
export function PageHero({
  eyebrow,
  title,
  intro,
  actions,
  children,
  className,
}: {
  eyebrow?: ReactNode;
  title: ReactNode;
  intro: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <section
      className={cn(
        "relative isolate overflow-hidden px-4 pt-20 pb-16 sm:px-6 lg:pt-28 lg:pb-24",
        className,
      )}
    >
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top,rgb(168_85_247/0.22),transparent_60%),radial-gradient(ellipse_at_bottom_right,rgb(34_211_238/0.14),transparent_55%)]"
      />
      <FloatingParticles area="component" className="-z-10" />
      <div className="mx-auto max-w-4xl text-center">
        {eyebrow ? (
          <p className="mb-4 inline-flex items-center gap-2 rounded-full border border-border bg-glass px-4 py-1.5 text-sm font-medium text-text-cyan backdrop-blur">
            {eyebrow}
          </p>
        ) : null}
        <h1 className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
          {title}
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-muted-foreground sm:text-xl">
          {intro}
        </p>
        {actions ? (
          <div className="mx-auto mt-10 flex max-w-xs flex-col justify-center gap-4 sm:max-w-none sm:flex-row sm:items-center">
            {actions}
          </div>
        ) : null}
        {children}
      </div>
    </section>
  );
}
