import type { LucideIcon } from "lucide-react";
import CheckCircle2 from "lucide-react/icons/circle-check";
import type { ReactNode } from "react";

import { cn } from "~/lib/utils";

import { Card } from "./card";
import { FloatingParticles } from "./floating-particles";
import { Section } from "./section";

/** A reason to fill in the form: plain text with a check mark, or text with its own icon. */
export type FormSectionPoint = string | { icon: LucideIcon; text: ReactNode };

/**
 * A lead-form section: why to fill it in (eyebrow, title, intro, points, anything extra) beside
 * a card holding the form. `formId` names the card, for links that should show the form with
 * its heading, on a phone too, where the reasons come first.
 */
export function FormSection({
  id,
  eyebrow,
  title,
  intro,
  points,
  extra,
  formId,
  formTop,
  formTitle,
  children,
  className,
}: {
  id: string;
  formId?: string;
  /** What the form card shows above its title (where links into the form land). */
  formTop?: ReactNode;
  eyebrow: string;
  title: ReactNode;
  intro: ReactNode;
  points?: readonly FormSectionPoint[];
  extra?: ReactNode;
  formTitle: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Section id={id} className={cn("overflow-hidden", className)}>
      <FloatingParticles area="form" />
      <div className="relative grid gap-12 lg:grid-cols-[1fr_34rem] lg:items-start">
        <div>
          <p className="mb-3 text-sm font-semibold tracking-wider text-text-cyan uppercase">
            {eyebrow}
          </p>
          <h2 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{title}</h2>
          <p className="mt-4 text-lg text-pretty text-muted-foreground">{intro}</p>
          {points ? (
            <ul className="mt-8 space-y-4">
              {points.map((point, index) => {
                const { icon: Icon, text } =
                  typeof point === "string" ? { icon: CheckCircle2, text: point } : point;
                return (
                  <li key={index} className="flex gap-3">
                    <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-text-cyan" />
                    <span>{text}</span>
                  </li>
                );
              })}
            </ul>
          ) : null}
          {extra}
        </div>
        <Card id={formId} className="p-6 sm:p-8">
          {formTop}
          <h3 className="mb-6 text-xl font-semibold">{formTitle}</h3>
          {children}
        </Card>
      </div>
    </Section>
  );
}
