// The site's own client directive (see app/lib/interaction-directive.ts), known to TypeScript.
import "astro";

declare module "astro" {
  interface AstroClientDirectives {
    /** Hydrates once in view and the visitor has acted on the page. */
    "client:interaction"?: boolean;
  }
}
