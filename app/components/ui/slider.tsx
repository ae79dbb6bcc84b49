import * as SliderPrimitive from "@radix-ui/react-slider";
import type { ComponentProps } from "react";

import { cn } from "~/lib/utils";

/**
 * A single-value range slider, operable with the arrow, Page and Home/End keys. Its thumb is
 * the control assistive technology announces, so the label and spoken value go there.
 */
export function Slider({
  className,
  label,
  labelledBy,
  valueText,
  ...props
}: Omit<ComponentProps<typeof SliderPrimitive.Root>, "aria-label" | "aria-labelledby"> & {
  /** Accessible name, when no visible label exists. */
  label?: string;
  /** Id of the visible label. */
  labelledBy?: string;
  /** How the current value is spoken, e.g. "$100,000". */
  valueText?: string;
}) {
  return (
    <SliderPrimitive.Root
      className={cn(
        "relative flex w-full touch-none items-center py-2 select-none data-[disabled]:opacity-50",
        className,
      )}
      {...props}
    >
      <SliderPrimitive.Track className="relative h-2 w-full grow overflow-hidden rounded-full bg-muted">
        <SliderPrimitive.Range className="absolute h-full bg-gradient-to-r from-purple-500 to-cyan-400" />
      </SliderPrimitive.Track>
      <SliderPrimitive.Thumb
        aria-label={label}
        aria-labelledby={labelledBy}
        aria-valuetext={valueText}
        className="block size-5 cursor-grab rounded-full border-2 border-purple-500 bg-white shadow-md shadow-purple-500/30 transition-[box-shadow] hover:ring-4 hover:ring-purple-500/25 focus-visible:ring-4 focus-visible:ring-purple-500/40 focus-visible:outline-none active:cursor-grabbing"
      />
    </SliderPrimitive.Root>
  );
}
