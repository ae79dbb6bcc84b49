import { Home } from "lucide-react";
import { useEffect } from "react";
import { Link, useLocation } from "react-router";

import { Button } from "~/components/ui/button";
import { FloatingParticles } from "~/components/ui/floating-particles";
import { notFoundMeta } from "~/lib/seo";

export const meta = () => notFoundMeta();

export default function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);

  return (
    <section className="relative isolate flex min-h-[70vh] items-center justify-center overflow-hidden px-4 py-24">
      <FloatingParticles area="component" className="-z-10" />
      <div className="text-center">
        <p className="bg-gradient-to-r from-text-purple to-text-cyan bg-clip-text text-8xl font-black text-transparent">
          404
        </p>
        <h1 className="mt-4 text-3xl font-bold sm:text-4xl">Oops! Page not found</h1>
        <p className="mt-4 text-muted-foreground">
          The page you are looking for does not exist or has moved.
        </p>
        <Button asChild size="lg" className="mt-8">
          <Link to="/">
            <Home aria-hidden className="size-4" />
            Return to Home
          </Link>
        </Button>
      </div>
    </section>
  );
}
