import CheckCircle2 from "lucide-react/icons/circle-check";
import Download from "lucide-react/icons/download";
import { useCallback, useEffect, useRef, useState } from "react";

import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { freeGuide } from "~/content/home";

import { FreeGuideForm } from "./free-guide-form";

/**
 * The free-guide request, an island of the home page. After a successful request the form gives
 * way to a Thank You panel with the download for 5 s, then an empty form returns.
 */
export function FreeGuideCard() {
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
  );
}
