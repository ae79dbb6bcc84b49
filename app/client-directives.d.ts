// The site's own client directives (see app/lib/interaction-directive.ts and
// app/lib/near-directive.ts), known to TypeScript.
import "astro";

declare module "astro" {
  interface AstroClientDirectives {
    /** Hydrates once in view and the visitor has acted on the page. */
    "client:interaction"?: boolean;
    /** Hydrates within a screen of view or when used; a press before then is answered after. */
    "client:near"?: boolean;
  }
}
