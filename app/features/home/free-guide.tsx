import { BookOpen, CheckCircle2, Download } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";

import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FloatingParticles } from "~/components/ui/floating-particles";
import { GradientText } from "~/components/ui/gradient-text";
import { Section } from "~/components/ui/section";
import { freeGuide } from "~/content/home";

import { FreeGuideForm } from "./free-guide-form";

/**
 * The free-guide offer. After a successful request the form gives way to a Thank You panel
 * with the download for 5 s, then an empty form returns.
 */
export function FreeGuide() {
  const [sent, setSent] = useState(false);
  const [emailed, setEmailed] = useState(false);
  const thanksRef = useRef<HTMLHeadingElement>(null);
  const showThanks = useCallback((withEmail: boolean) => {
    setEmailed(withEmail);
    setSent(true);
  }, []);

  useEffect(() => {
    if (!sent) return;
    thanksRef.current?.focus();
    const timer = window.setTimeout(() => setSent(false), freeGuide.successDisplayMs);
    return () => window.clearTimeout(timer);
  }, [sent]);

  return (
    <Section id="free-guide" className="overflow-hidden">
      <FloatingParticles area="form" />
      <div className="relative grid items-center gap-12 lg:grid-cols-2">
        <div>
          <p className="mb-3 text-sm font-semibold tracking-wider text-text-cyan uppercase">
            {freeGuide.eyebrow}
          </p>
          <h2 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            The <GradientText>AI Adoption Quick-Start Guide</GradientText> for Revenue Teams
          </h2>
          <p className="mt-4 text-lg text-pretty text-muted-foreground">{freeGuide.intro}</p>
          <ul className="mt-6 space-y-3">
            {freeGuide.highlights.map((highlight) => (
              <li key={highlight} className="flex gap-3">
                <BookOpen aria-hidden className="mt-0.5 size-5 shrink-0 text-text-purple" />
                {highlight}
              </li>
            ))}
          </ul>
        </div>
        <Card tone="elevated" className="p-6 sm:p-8">
          {sent ? (
            <div
              data-guide-success
              className="flex min-h-[26rem] flex-col items-center justify-center text-center"
            >
              <span className="grid size-16 place-items-center rounded-full bg-gradient-to-br from-purple-600 to-cyan-600 text-white shadow-lg shadow-purple-500/30">
                <CheckCircle2 aria-hidden className="size-8" />
              </span>
              <h3 ref={thanksRef} tabIndex={-1} className="mt-6 text-2xl font-bold">
                {freeGuide.successTitle}
              </h3>
              <p className="mt-3 max-w-sm text-muted-foreground">
                {emailed ? freeGuide.successText : freeGuide.successTextWithoutEmail}
              </p>
              <Button asChild size="lg" variant="gradient" className="mt-8">
                <a href={freeGuide.downloadHref} download={freeGuide.downloadFileName}>
                  <Download aria-hidden className="size-4" />
                  {freeGuide.downloadLabel}
                </a>
              </Button>
            </div>
          ) : (
            <div className="min-h-[26rem]">
              <h3 className="text-xl font-bold">Send me the free guide</h3>
              <p className="mt-1 mb-6 text-sm text-muted-foreground">
                Instant download, right here on the page.
              </p>
              <FreeGuideForm onSuccess={showThanks} />
            </div>
          )}
        </Card>
      </div>
    </Section>
  );
}
