/// <reference types="astro/client" />

declare module "astro" {
  interface AstroClientDirectives {
    /** Hydrates once in view and the visitor has acted on the page (app/lib/interaction-directive.ts). */
    "client:interaction"?: boolean;
  }
}
