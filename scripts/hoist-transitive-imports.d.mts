import type { Rolldown } from "vite";

export function hoistTransitiveImports(): Rolldown.Plugin;
