import { Links, Meta, Outlet, Scripts, isRouteErrorResponse, useMatches } from "react-router";
import { type ReactNode, useEffect } from "react";

import { Button } from "~/components/ui/button";
import { deferred } from "~/components/ui/deferred";
import { ToastHost } from "~/components/ui/toast";
import { DomainRedirect, LinksStayOnThisHost } from "~/features/site-shell/domain-redirect";
import { Header } from "~/features/site-shell/header";
import { ActivityPrefetch } from "~/features/site-shell/activity-prefetch";
import { ScrollManager } from "~/features/site-shell/scroll-manager";
import { startIdleLoads } from "~/lib/idle-loads";
import { themeBootScript } from "~/lib/theme";

import type { Route } from "./+types/root";
import interFontUrl from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import "./app.css";

// Below the fold on every page: its code loads as the visitor scrolls down.
const Footer = deferred("site-footer", () =>
  import("~/features/site-shell/footer").then((module) => module.Footer),
);

export const links: Route.LinksFunction = () => [
  { rel: "preload", href: interFontUrl, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className="dark" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#020617" />
        <script dangerouslySetInnerHTML={{ __html: themeBootScript }} />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh">
        <a
          href="#main"
          className="fixed top-2 left-2 z-[60] -translate-y-20 rounded-lg bg-primary px-4 py-2 text-primary-foreground focus:translate-y-0"
        >
          Skip to content
        </a>
        {children}
        <Scripts />
      </body>
    </html>
  );
}

/** A route whose page brings its own header and frame (the leads inbox) says so in its `handle`. */
export interface ShellHandle {
  ownShell?: boolean;
}

// Lets tests and print styles tell a hydrated page from the bare prerendered HTML.
const markHydrated = () => {
  document.documentElement.dataset.hydrated = "true";
};

function Shell({ children }: { children: ReactNode }) {
  useEffect(() => {
    markHydrated();
    // The code of what the visitor may use next, loaded while the page is idle.
    startIdleLoads();
    // Loaded apart: where the visit came from matters only once a form is sent.
    void import("~/lib/attribution").then(({ recordVisit }) => recordVisit());
  }, []);
  return (
    <>
      <Header />
      <main id="main" tabIndex={-1} className="pt-16">
        {children}
      </main>
      <Footer />
      <ToastHost />
      <ScrollManager />
      <DomainRedirect />
      <LinksStayOnThisHost />
    </>
  );
}

export default function App() {
  const ownShell = useMatches().some(
    (match) => (match.handle as ShellHandle | undefined)?.ownShell,
  );
  // No site header, footer, visit recording or prefetching of public pages: only the page and
  // its notifications.
  useEffect(() => {
    if (ownShell) markHydrated();
  }, [ownShell]);
  if (ownShell) {
    return (
      <>
        <Outlet />
        <ToastHost />
      </>
    );
  }
  return (
    <Shell>
      <Outlet />
      <ActivityPrefetch />
    </Shell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const title = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : "Something went wrong";
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <Shell>
      <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-6 px-4 text-center">
        <h1 className="text-4xl font-bold">{title}</h1>
        <p className="text-muted-foreground">
          The page could not be shown. Please reload, or go back to the home page.
        </p>
        <Button asChild>
          <a href="/">Return to Home</a>
        </Button>
      </section>
    </Shell>
  );
}
