import ArrowRight from "lucide-react/icons/arrow-right";
import CalendarDays from "lucide-react/icons/calendar-days";
import CheckCircle2 from "lucide-react/icons/circle-check";
import type { ReactNode } from "react";

import { Button } from "~/components/ui/button";
import { ExternalLink } from "~/components/ui/external-link";
import { FloatingParticles } from "~/components/ui/floating-particles";
import { GradientText } from "~/components/ui/gradient-text";
import { site } from "~/config/site";
import { heroCopy } from "~/content/home-hero";
import { canonicalPath } from "~/content/page-paths";

/**
 * The home page's opening: the page's one h1, its two calls to action and the live demo
 * (`demo`: the `HeroDemo` island, from the view).
 */
export function HomeHero({ demo }: { demo?: ReactNode }) {
  return (
    <section
      aria-labelledby="home-hero-title"
      className="relative isolate overflow-hidden px-4 pt-14 pb-20 sm:px-6 lg:pt-20 lg:pb-28"
    >
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_left,rgb(168_85_247/0.22),transparent_55%),radial-gradient(ellipse_at_bottom_right,rgb(34_211_238/0.16),transparent_55%)]"
      />
      <FloatingParticles area="hero" className="-z-10" />
      <div className="mx-auto grid max-w-7xl items-center gap-12 lg:grid-cols-[1fr_minmax(0,34rem)] lg:gap-16">
        <div className="text-center lg:text-left">
          <p className="mb-5 inline-flex items-center gap-2 rounded-full border border-border bg-glass px-4 py-1.5 text-sm font-medium text-text-cyan backdrop-blur">
            {heroCopy.eyebrow}
          </p>
          <h1
            id="home-hero-title"
            className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl xl:text-6xl"
          >
            Grow Revenue with <GradientText>Instant Software Adoption</GradientText> by AI
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-muted-foreground sm:text-xl lg:mx-0">
            {heroCopy.intro}
          </p>
          <div className="mx-auto mt-9 flex max-w-xs flex-col justify-center gap-4 sm:max-w-none sm:flex-row sm:items-center lg:justify-start">
            <Button asChild size="lg" variant="gradient">
              <a href={canonicalPath("services")}>
                {heroCopy.primaryAction} <ArrowRight aria-hidden className="size-4" />
              </a>
            </Button>
            <Button asChild size="lg" variant="outline">
              <ExternalLink href={site.bookingUrl}>
                <CalendarDays aria-hidden className="size-4" />
                {heroCopy.secondaryAction}
              </ExternalLink>
            </Button>
          </div>
          <ul className="mt-9 flex flex-col items-center gap-3 text-sm text-muted-foreground sm:flex-row sm:flex-wrap sm:justify-center lg:justify-start">
            {heroCopy.proofPoints.map((point) => (
              <li key={point} className="inline-flex items-center gap-2">
                <CheckCircle2 aria-hidden className="size-4 text-text-cyan" />
                {point}
              </li>
            ))}
          </ul>
        </div>
        {demo}
      </div>
    </section>
  );
}
