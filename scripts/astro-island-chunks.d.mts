import type { AstroIntegration } from "astro";
import type { GetManualChunk } from "rollup";

export type IslandTiming = "later" | "apart" | "sooner";
export function islandTimings(srcDir: string): Map<string, IslandTiming>;
export function islandChunk(timings: Map<string, IslandTiming>, srcDir: string): GetManualChunk;
export function islandChunks(options?: { firstScreen?: string[] }): AstroIntegration;
