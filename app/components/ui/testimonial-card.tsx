import Quote from "lucide-react/icons/quote";
import Star from "lucide-react/icons/star";

import type { Testimonial } from "~/lib/testimonial-schema";
import { cn } from "~/lib/utils";

import { Card } from "./card";

function initials(name: string) {
  return name
    .split(/\s+/)
    .map((part) => part[0])
    .join("")
    .slice(0, 2)
    .toUpperCase();
}

const sizes = {
  default: "p-6",
  /** A quote standing alone in its section. */
  large: "p-8 [&_blockquote]:text-lg",
  /** The home page carousel. */
  showcase: "p-8 sm:p-10 [&_blockquote]:text-lg sm:[&_blockquote]:text-xl",
} as const;

/**
 * A customer quote with its author: its stars if it has a rating, else a quote mark; its role and
 * company where given.
 */
export function TestimonialCard({
  testimonial,
  size = "default",
  className,
}: {
  testimonial: Testimonial;
  size?: keyof typeof sizes;
  className?: string;
}) {
  const { content, author, position, company, rating } = testimonial;
  return (
    <Card className={cn("flex h-full flex-col gap-5", sizes[size], className)}>
      <figure className="flex h-full flex-col gap-5">
        {rating ? (
          <p
            role="img"
            className="flex gap-0.5 text-amber-500"
            aria-label={`${rating} out of 5 stars`}
          >
            {Array.from({ length: rating }, (_, index) => (
              <Star key={index} aria-hidden className="size-4 fill-current" />
            ))}
          </p>
        ) : (
          <Quote aria-hidden className="size-8 text-text-purple" />
        )}
        <blockquote className="flex-1 text-base leading-relaxed text-pretty">
          <p>“{content}”</p>
        </blockquote>
        <figcaption className="flex items-center gap-3">
          <span
            aria-hidden
            className="grid size-11 shrink-0 place-items-center rounded-full bg-gradient-to-br from-purple-600 to-cyan-600 text-sm font-bold text-white"
          >
            {initials(author)}
          </span>
          <span>
            <span className="block font-semibold">{author}</span>
            {position || company ? (
              <span className="block text-sm text-muted-foreground">
                {[position, company].filter(Boolean).join(", ")}
              </span>
            ) : null}
          </span>
        </figcaption>
      </figure>
    </Card>
  );
}
