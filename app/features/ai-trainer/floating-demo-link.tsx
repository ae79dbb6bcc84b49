import CalendarCheck from "lucide-react/icons/calendar-check";
import { useEffect, useState, useSyncExternalStore } from "react";

import { buttonVariants } from "~/components/ui/button";
import { ExternalLink } from "~/components/ui/external-link";
import { site } from "~/config/site";
import { cn } from "~/lib/utils";

/** The page must be scrolled more than this many pixels before the link shows. */
export const FLOATING_LINK_THRESHOLD_PX = 50;

/** The site footer, whose bottom row (theme toggle, legal links) the link would cover. */
const FOOTER_ID = "site-footer";

function subscribe(onChange: () => void) {
  window.addEventListener("scroll", onChange, { passive: true });
  return () => window.removeEventListener("scroll", onChange);
}

const scrolledPast = () => window.scrollY > FLOATING_LINK_THRESHOLD_PX;

/** Whether any part of the site footer is on screen. */
function useFooterInView() {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const footer = document.getElementById(FOOTER_ID);
    if (!footer) return;
    // The last entry is the latest state when several changes come in one batch.
    const observer = new IntersectionObserver((entries) =>
      setInView(entries.at(-1)?.isIntersecting ?? false),
    );
    observer.observe(footer);
    return () => observer.disconnect();
  }, []);
  return inView;
}

/**
 * A floating Request Demo link to the booking page, shown once the visitor scrolls, and hidden
 * again while the footer is on screen so that it never covers the footer's controls.
 */
export function FloatingDemoLink() {
  const scrolled = useSyncExternalStore(subscribe, scrolledPast, () => false);
  const footerInView = useFooterInView();
  if (!scrolled || footerInView) return null;
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
