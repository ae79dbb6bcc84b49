import { type ClassValue, clsx } from "clsx";

/**
 * Joins class names. Components never pass two utilities for the same property (a test checks
 * the built pages for it), so no merging is needed at run time.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
