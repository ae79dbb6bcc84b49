import Home from "lucide-react/icons/house";

import { Button } from "~/components/ui/button";
import { FloatingParticles } from "~/components/ui/floating-particles";
import { SiteLink } from "~/components/ui/site-link";
import { NOT_FOUND_PRERENDER_PATH } from "~/content/page-paths";

/** The 404 page's content: what happened and the way home. */
export function NotFound() {
  return (
    <section className="relative isolate flex min-h-[70vh] items-center justify-center overflow-hidden px-4 py-24">
      <FloatingParticles area="component" className="-z-10" />
      <div className="text-center">
        {/* The status code as a graphic above the heading, not a heading of its own. */}
        <div className="bg-gradient-to-r from-text-purple to-text-cyan bg-clip-text text-8xl font-black text-transparent">
          404
        </div>
        <h1 className="mt-4 text-3xl font-bold sm:text-4xl">Oops! Page not found</h1>
        <p className="mt-4 text-muted-foreground">
          The page you are looking for does not exist or has moved.
        </p>
        <Button asChild size="lg" className="mt-8">
          <SiteLink to="/" from={NOT_FOUND_PRERENDER_PATH}>
            <Home aria-hidden className="size-4" />
            Return to Home
          </SiteLink>
        </Button>
      </div>
    </section>
  );
}
