import { useStore } from "@nanostores/react";
import Loader2 from "lucide-react/icons/loader-circle";
import { type ReactNode, useEffect } from "react";

import { Card } from "~/components/ui/card";
import type { AdminUser } from "~/lib/admin-api";

import { $session, checkSession } from "./admin-client";
import { AdminHeader, type AdminPage } from "./admin-header";
import { SignInForm } from "./sign-in-form";

/**
 * What a page shows until it knows more (prerendered, then while the session is checked or its
 * code arrives): its name and a quiet busy note; without scripts, why nothing else comes.
 */
export function AdminLoading({ heading }: { heading: string }) {
  return (
    <div className="py-10">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{heading}</h1>
      <Card className="mt-6 grid min-h-48 place-items-center p-8 text-center">
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Loader2 aria-hidden className="size-4 animate-spin" />
          Loading…
        </p>
        <noscript>
          <p className="max-w-md text-base text-foreground">
            The leads inbox needs JavaScript. Please turn it on for this site and reload the page.
          </p>
        </noscript>
      </Card>
    </div>
  );
}

/** The inbox's header, then the page's main content. */
function AdminShell({
  user,
  page,
  children,
}: {
  user: AdminUser | null;
  page?: AdminPage;
  children: ReactNode;
}) {
  return (
    <>
      <AdminHeader user={user} page={page} />
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-7xl px-4 pb-16 sm:px-6">
        {children}
      </main>
    </>
  );
}

/** A page's prerendered HTML, shown until its island takes over: as `AdminFrame` first renders. */
export function AdminFallback({ heading }: { heading: string }) {
  return (
    <AdminShell user={null}>
      <AdminLoading heading={heading} />
    </AdminShell>
  );
}

/**
 * Every page of the inbox: its header, then the sign-in form until someone is signed in, then
 * the page itself. `load` starts fetching the page's code while the session is checked.
 */
export function AdminFrame({
  page,
  heading,
  load,
  children,
}: {
  page: AdminPage;
  heading: string;
  load: () => Promise<unknown>;
  children: (user: AdminUser) => ReactNode;
}) {
  const state = useStore($session);
  useEffect(() => {
    void checkSession();
    void load();
  }, [load]);
  return (
    <AdminShell user={state.status === "signed-in" ? state.user : null} page={page}>
      {state.status === "checking" ? <AdminLoading heading={heading} /> : null}
      {state.status === "signed-out" ? <SignInForm /> : null}
      {state.status === "signed-in" ? children(state.user) : null}
    </AdminShell>
  );
}
