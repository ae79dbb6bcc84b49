// The site's own client directive (see app/lib/near-directive.ts), known to TypeScript.
import "astro";

declare module "astro" {
  interface AstroClientDirectives {
    /** Wakes within a screen of view or when used; a press before then is answered after. */
    "client:near"?: boolean;
  }
}
