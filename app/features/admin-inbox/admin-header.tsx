import ChartColumn from "lucide-react/icons/chart-column";
import FilePen from "lucide-react/icons/file-pen-line";
import History from "lucide-react/icons/rotate-ccw-clock";
import Inbox from "lucide-react/icons/inbox";
import LogOut from "lucide-react/icons/log-out";
import MonitorX from "lucide-react/icons/monitor-x";
import { useState } from "react";

import { Button } from "~/components/ui/button";
import { ThemeToggle } from "~/components/ui/theme-toggle";
import { toast } from "~/components/ui/toast";
import { site } from "~/config/site";
import { ADMIN_PATHS, type AdminUser } from "~/lib/admin-api";

import { signOut, signOutOtherSessions } from "./admin-client";
import { otherSessionsEnded } from "./other-sessions";

/** A button of the signed-in owner's session: busy while `act` runs, a toast if it fails. */
function SessionButton({
  icon: Icon,
  label,
  act,
}: {
  icon: typeof LogOut;
  label: string;
  act: () => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="outline"
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        try {
          await act();
        } catch {
          toast.error(`${label} failed. Please try again.`);
        } finally {
          setBusy(false);
        }
      }}
    >
      <Icon aria-hidden className="size-4" />
      {label}
    </Button>
  );
}

/** A page of the inbox, as `ADMIN_PATHS` names them. */
export type AdminPage = keyof typeof ADMIN_PATHS;

/**
 * Between the leads, the analytics, the content editor and the activity log. A lead's page
 * belongs to the leads: their link is marked current there too, as the section rather than the page.
 */
function AdminNav({ page, className }: { page: AdminPage; className?: string }) {
  const links = [
    {
      href: ADMIN_PATHS.inbox,
      label: "Leads",
      icon: Inbox,
      current:
        page === "inbox" ? ("page" as const) : page === "lead" ? ("true" as const) : undefined,
    },
    {
      href: ADMIN_PATHS.analytics,
      label: "Analytics",
      icon: ChartColumn,
      current: page === "analytics" ? ("page" as const) : undefined,
    },
    {
      href: ADMIN_PATHS.content,
      label: "Content",
      icon: FilePen,
      current: page === "content" ? ("page" as const) : undefined,
    },
    {
      href: ADMIN_PATHS.activity,
      label: "Activity",
      icon: History,
      current: page === "activity" ? ("page" as const) : undefined,
    },
  ];
  return (
    <nav aria-label="Inbox" className={className}>
      {/* Four links fit a phone's row without their icons; narrower, they wrap. */}
      <ul className="flex flex-wrap gap-1">
        {links.map(({ href, label, icon: Icon, current }) => (
          <li key={href}>
            <a
              href={href}
              aria-current={current}
              className="inline-flex h-9 items-center gap-2 rounded-lg px-3 text-sm font-semibold text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring aria-[current]:bg-accent aria-[current]:text-accent-foreground"
            >
              <Icon aria-hidden className="hidden size-4 sm:block" />
              {label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The inbox's own header: its name, the way between its pages, the theme, who is signed in,
 * signing out and signing out the other sessions (on a phone, the account and the pages on rows
 * of their own).
 */
export function AdminHeader({ user, page }: { user: AdminUser | null; page?: AdminPage }) {
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-header backdrop-blur-xl">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3 sm:px-6">
        <a
          href={ADMIN_PATHS.inbox}
          aria-label={`${site.brand} leads inbox`}
          className="inline-flex items-center gap-2.5 rounded-md text-lg font-extrabold tracking-tight"
        >
          <span className="grid size-8 place-items-center rounded-lg bg-gradient-to-br from-purple-600 to-cyan-600 text-white shadow-lg shadow-purple-500/30">
            <Inbox aria-hidden className="size-4" />
          </span>
          <span>
            <span className="bg-gradient-to-r from-text-purple to-text-cyan bg-clip-text text-transparent">
              {site.brand}
            </span>{" "}
            <span className="font-semibold text-muted-foreground">Leads</span>
          </span>
        </a>
        {user && page ? (
          <AdminNav page={page} className="order-last w-full md:order-none md:w-auto" />
        ) : null}
        <div className="ml-auto">
          <ThemeToggle />
        </div>
        {user ? (
          <div className="flex w-full flex-wrap items-center justify-between gap-x-3 gap-y-2 md:w-auto">
            <p className="min-w-0 truncate text-sm text-muted-foreground">
              Signed in as <span className="font-medium text-foreground">{user.email}</span>
            </p>
            <div className="flex flex-wrap gap-2">
              {/* For an owner who fears a session was stolen; the notice says how many ended. */}
              <SessionButton
                icon={MonitorX}
                label="Sign out other sessions"
                act={async () => {
                  toast.success(otherSessionsEnded(await signOutOtherSessions()));
                }}
              />
              <SessionButton icon={LogOut} label="Sign out" act={signOut} />
            </div>
          </div>
        ) : null}
      </div>
    </header>
  );
}
