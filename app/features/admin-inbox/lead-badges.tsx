import CircleCheck from "lucide-react/icons/circle-check";
import CircleX from "lucide-react/icons/circle-x";
import Clock from "lucide-react/icons/clock";

import { Badge } from "~/components/ui/badge";
import type { DeliveryState, LeadStatus } from "~/lib/admin-api";
import { cn } from "~/lib/utils";

import { channelLabel, deliveryStateLabels, statusLabels } from "./lead-values";

/** Tints that keep AA contrast for their text in both themes. */
const statusTones: Record<LeadStatus, string> = {
  new: "bg-purple-100 text-purple-800 dark:bg-purple-500/20 dark:text-purple-200",
  contacted: "bg-sky-100 text-sky-800 dark:bg-sky-500/20 dark:text-sky-200",
  qualified: "bg-amber-100 text-amber-900 dark:bg-amber-500/20 dark:text-amber-100",
  won: "bg-emerald-100 text-emerald-800 dark:bg-emerald-500/20 dark:text-emerald-200",
  lost: "bg-slate-200 text-slate-700 dark:bg-slate-500/25 dark:text-slate-200",
  spam: "bg-red-100 text-red-800 dark:bg-red-500/20 dark:text-red-200",
};

export function StatusBadge({ status }: { status: LeadStatus }) {
  return (
    <Badge variant={null} className={statusTones[status]}>
      {statusLabels[status]}
    </Badge>
  );
}

const stateLooks: Record<DeliveryState, { icon: typeof Clock; className: string }> = {
  delivered: { icon: CircleCheck, className: "text-emerald-700 dark:text-emerald-400" },
  pending: { icon: Clock, className: "text-amber-700 dark:text-amber-300" },
  failed: { icon: CircleX, className: "text-red-700 dark:text-red-400" },
};

/** A delivery state as an icon of its own shape and colour, with its word. */
export function DeliveryStateLabel({
  state,
  className,
}: {
  state: DeliveryState;
  className?: string;
}) {
  const { icon: Icon, className: tone } = stateLooks[state];
  return (
    <span className={cn("inline-flex items-center gap-1.5 font-medium", tone, className)}>
      <Icon aria-hidden className="size-4 shrink-0" />
      {deliveryStateLabels[state]}
    </span>
  );
}

/**
 * Each channel of a lead and how far it got, for a row of the inbox: a delivered channel shows
 * its tick, one still trying or failed also says so in words.
 */
export function DeliveryList({ deliveries }: { deliveries: Record<string, DeliveryState> }) {
  const channels = Object.entries(deliveries);
  if (channels.length === 0) {
    return <span className="text-muted-foreground">Not queued</span>;
  }
  return (
    <ul className="grid gap-1">
      {channels.map(([channel, state]) => {
        const { icon: Icon, className } = stateLooks[state];
        return (
          <li key={channel} className="flex items-center gap-1.5 whitespace-nowrap">
            <Icon aria-hidden className={cn("size-4 shrink-0", className)} />
            <span>{channelLabel(channel)}</span>
            {state === "delivered" ? (
              <span className="sr-only">delivered</span>
            ) : (
              <span className={cn("font-medium", className)}>
                {deliveryStateLabels[state].toLowerCase()}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
