import type { AstroIntegration } from "astro";
import type { Rolldown } from "vite";

export type IslandTiming = "later" | "apart" | "sooner";
export function islandTimings(srcDir: string): Map<string, IslandTiming>;
export function islandChunk(
  timings: Map<string, IslandTiming>,
  srcDir: string,
  everyPage?: Set<string>,
): Rolldown.CodeSplittingNameFunction;
export function islandChunks(options?: {
  firstScreen?: string[];
  everyPage?: string[];
}): AstroIntegration;
