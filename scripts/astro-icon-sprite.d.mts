import type { AstroIntegration } from "astro";

export function iconSprite(): AstroIntegration;
