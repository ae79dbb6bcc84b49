import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import Pause from "lucide-react/icons/pause";
import Play from "lucide-react/icons/play";
import { type FocusEvent, type PointerEvent, useEffect, useRef, useState } from "react";

import { Section, SectionHeading } from "~/components/ui/section";
import { TestimonialCard } from "~/components/ui/testimonial-card";
import { CAROUSEL_INTERVAL_MS } from "~/content/home";
import type { Testimonial } from "~/lib/testimonial-schema";
import { cn } from "~/lib/utils";

const controlClasses =
  "grid size-10 cursor-pointer place-items-center rounded-full border border-border bg-glass text-foreground backdrop-blur transition-colors hover:border-purple-400 hover:bg-accent hover:text-accent-foreground";

/**
 * Client quotes, one at a time. Advances every 8 s and wraps from the last to the first, also
 * under reduced motion (the change of slide is then instant). It holds still while the pointer
 * is over it or the visitor's keyboard focus is inside it, and resumes as soon as neither is the
 * case; a click leaves focus on a dot or arrow but does not hold it. The visitor's Pause holds it
 * until they press Play. The Pause/Play control says what the carousel is doing right now, and
 * pointing at it or tabbing to it does not hold the carousel, so that it can always be used.
 * `testimonials` are the home page's published quotes (at least two).
 */
export function TestimonialCarousel({ testimonials }: { testimonials: readonly Testimonial[] }) {
  const total = testimonials.length;
  const [index, setIndex] = useState(0);
  const [pointerInside, setPointerInside] = useState(false);
  const [keyboardInside, setKeyboardInside] = useState(false);
  const [paused, setPaused] = useState(false);
  const rotationControl = useRef<HTMLButtonElement>(null);
  const running = !paused && !pointerInside && !keyboardInside;

  useEffect(() => {
    if (!running) return;
    // Restarts on every change of slide, so a chosen testimonial gets its full 8 s.
    const timer = window.setTimeout(
      () => setIndex((current) => (current + 1) % total),
      CAROUSEL_INTERVAL_MS,
    );
    return () => window.clearTimeout(timer);
  }, [running, index, total]);

  const go = (next: number) => setIndex((next + total) % total);
  const onRotationControl = (target: EventTarget | null) =>
    target instanceof Node && Boolean(rotationControl.current?.contains(target));

  // Touch has no hover: a tap must not leave the carousel held.
  const onPointerOver = (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType !== "touch") setPointerInside(!onRotationControl(event.target));
  };
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    // Focus the visitor moved with the keyboard shows its ring (:focus-visible); a click does not.
    setKeyboardInside(!onRotationControl(event.target) && event.target.matches(":focus-visible"));
  };
  // Play means play: it also lifts a hold of the pointer or keyboard until they come back.
  const onRotationClick = () => {
    setPaused(running);
    if (!running) {
      setPointerInside(false);
      setKeyboardInside(false);
    }
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setKeyboardInside(false);
  };

  return (
    <Section id="testimonials">
      <SectionHeading
        eyebrow="Client stories"
        title="Teams That Grew With Us"
        intro="Sales leaders, marketers and operators on what changed after we worked together."
      />
      <div
        role="region"
        aria-roledescription="carousel"
        aria-label="Client testimonials"
        data-carousel
        className="mx-auto max-w-3xl"
        onPointerOver={onPointerOver}
        onPointerLeave={() => setPointerInside(false)}
        onFocus={onFocus}
        onBlur={onBlur}
      >
        <div className="grid" aria-live={running ? "off" : "polite"}>
          {testimonials.map((testimonial, slide) => {
            const current = slide === index;
            return (
              <div
                // A quote has no id: its place is what the owner orders.
                key={slide}
                role="group"
                aria-roledescription="slide"
                aria-label={`${slide + 1} of ${total}`}
                aria-hidden={!current}
                inert={!current}
                data-slide={slide}
                data-current={current || undefined}
                className={cn(
                  "col-start-1 row-start-1 transition-opacity duration-500",
                  current ? "opacity-100" : "pointer-events-none opacity-0",
                )}
              >
                <TestimonialCard testimonial={testimonial} size="showcase" />
              </div>
            );
          })}
        </div>
        <div className="mt-8 flex items-center justify-center gap-3 sm:gap-4">
          <button
            type="button"
            aria-label="Previous testimonial"
            className={controlClasses}
            onClick={() => go(index - 1)}
          >
            <ChevronLeft aria-hidden className="size-5" />
          </button>
          <div className="flex items-center">
            {testimonials.map((_, slide) => (
              <button
                key={slide}
                type="button"
                aria-label={`View testimonial ${slide + 1}`}
                aria-current={slide === index ? "true" : undefined}
                onClick={() => go(slide)}
                className="group grid size-6 cursor-pointer place-items-center sm:size-7"
              >
                <span
                  aria-hidden
                  className={cn(
                    "block h-2.5 rounded-full transition-all duration-300",
                    slide === index
                      ? "w-6 bg-gradient-to-r from-purple-500 to-cyan-400"
                      : "w-2.5 bg-slate-400 group-hover:bg-purple-400 dark:bg-slate-600",
                  )}
                />
              </button>
            ))}
          </div>
          <button
            type="button"
            aria-label="Next testimonial"
            className={controlClasses}
            onClick={() => go(index + 1)}
          >
            <ChevronRight aria-hidden className="size-5" />
          </button>
          <button
            ref={rotationControl}
            type="button"
            data-carousel-rotation
            aria-label={running ? "Pause testimonials" : "Play testimonials"}
            className={controlClasses}
            onClick={onRotationClick}
          >
            {running ? (
              <Pause aria-hidden className="size-4" />
            ) : (
              <Play aria-hidden className="size-4" />
            )}
          </button>
        </div>
      </div>
    </Section>
  );
}
