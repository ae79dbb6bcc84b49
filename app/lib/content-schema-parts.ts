/** Parts the owner-edited content kinds' schemas share. */
import { z } from "zod";

/** A required line of text: trimmed, not empty, at most `max` characters. */
export const requiredText = (max: number) => z.string().trim().min(1).max(max);

/** A list of such lines (a plan's features), 1 to `maxCount`, none given twice. */
export const distinctLines = (maxLength: number, maxCount: number, error: string) =>
  z
    .array(requiredText(maxLength))
    .min(1)
    .max(maxCount)
    .refine((lines) => new Set(lines).size === lines.length, { error });
