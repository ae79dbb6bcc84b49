import type { ReactNode } from "react";

import { Card } from "./card";
import { FloatingParticles } from "./floating-particles";
import { Section } from "./section";

/** A page's closing call to action: heading, intro, buttons and an optional note. */
export function CtaBanner({
  id,
  title,
  intro,
  actions,
  note,
}: {
  id: string;
  title: ReactNode;
  intro: ReactNode;
  actions: ReactNode;
  note?: ReactNode;
}) {
  return (
    <Section id={id}>
      <Card className="relative isolate overflow-hidden px-6 py-14 text-center sm:px-12">
        <div
          aria-hidden
          className="absolute inset-0 -z-10 bg-gradient-to-br from-purple-600/20 via-transparent to-cyan-600/20"
        />
        <FloatingParticles area="component" className="-z-10" />
        <h2 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{title}</h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-foreground">{intro}</p>
        <div className="mt-8 flex flex-col items-center justify-center gap-4 sm:flex-row">
          {actions}
        </div>
        {note ? <p className="mt-6 text-sm font-medium text-muted-foreground">{note}</p> : null}
      </Card>
    </Section>
  );
}
