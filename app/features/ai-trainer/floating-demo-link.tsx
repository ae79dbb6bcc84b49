import { CalendarCheck } from "lucide-react";
import { useSyncExternalStore } from "react";

import { buttonVariants } from "~/components/ui/button";
import { ExternalLink } from "~/components/ui/external-link";
import { site } from "~/config/site";
import { cn } from "~/lib/utils";

/** The page must be scrolled more than this many pixels before the link shows. */
export const FLOATING_LINK_THRESHOLD_PX = 50;

function subscribe(onChange: () => void) {
  window.addEventListener("scroll", onChange, { passive: true });
  return () => window.removeEventListener("scroll", onChange);
}

const scrolledPast = () => window.scrollY > FLOATING_LINK_THRESHOLD_PX;

/** A floating Request Demo link to the booking page, shown once the visitor scrolls. */
export function FloatingDemoLink() {
  const visible = useSyncExternalStore(subscribe, scrolledPast, () => false);
  if (!visible) return null;
  return (
    <ExternalLink
      href={site.bookingUrl}
      className={cn(
        buttonVariants({ variant: "gradient", size: "lg" }),
        "fixed right-4 bottom-4 z-40 rounded-full shadow-2xl motion-safe:animate-[fade-up_0.3s_ease-out] sm:right-6 sm:bottom-6",
      )}
    >
      <CalendarCheck aria-hidden className="size-5" />
      Request Demo
    </ExternalLink>
  );
}
