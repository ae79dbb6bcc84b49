import ArrowLeft from "lucide-react/icons/arrow-left";
import ArrowRightLeft from "lucide-react/icons/arrow-right-left";
import Inbox from "lucide-react/icons/inbox";
import MessageSquareText from "lucide-react/icons/message-square-text";
import RotateCcw from "lucide-react/icons/rotate-ccw";
import SearchX from "lucide-react/icons/search-x";
import { type ReactNode, useId, useState } from "react";

import { TextareaField } from "~/components/forms/fields";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { NativeSelect } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { toast } from "~/components/ui/toast";
import { leadSource } from "~/content/lead-attribution";
import {
  ADMIN_API,
  type DeliveryDetail,
  LEAD_STATUSES,
  type LeadDetailAnswer,
  type LeadEvent,
  type LeadStatus,
  noteSchema,
} from "~/lib/admin-api";
import type { Touch } from "~/lib/attribution";
import { mailtoHref } from "~/lib/email-address";
import { cn } from "~/lib/utils";

import { AdminRequestError, SignedOutError, adminRequest } from "./admin-client";
import { AdminForm } from "./admin-form";
import { ErasePerson } from "./erase-person";
import { FocusHeading } from "./focus-heading";
import { DeliveryStateLabel, StatusBadge } from "./lead-badges";
import { inboxReturnPath } from "./lead-filters";
import {
  channelLabel,
  fieldRows,
  formTitle,
  formatDateTime,
  leadPerson,
  statusLabels,
  touchRows,
} from "./lead-values";
import { useAdminData } from "./use-admin-data";

type Lead = LeadDetailAnswer["lead"];
type Update = (answer: LeadDetailAnswer) => void;

/** Runs a change on the server; its answer (the whole lead again) replaces the page's. */
async function change(
  request: () => Promise<LeadDetailAnswer>,
  update: Update,
  done: string,
): Promise<boolean> {
  try {
    update(await request());
    toast.success(done);
    return true;
  } catch (error) {
    // Signed out: the sign-in form takes over and says so itself.
    if (error instanceof SignedOutError) return false;
    const reason = error instanceof AdminRequestError ? error.message : "Please try again.";
    toast.error(`Not saved. ${reason}`);
    return false;
  }
}

function Section({
  title,
  children,
  className,
  action,
}: {
  title: string;
  children: ReactNode;
  className?: string;
  action?: ReactNode;
}) {
  const id = useId();
  return (
    <Card className={cn("p-5 sm:p-6", className)}>
      <section aria-labelledby={id}>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={id} className="text-lg font-semibold">
            {title}
          </h2>
          {action}
        </div>
        <div className="mt-4">{children}</div>
      </section>
    </Card>
  );
}

const factColumns = {
  wide: "sm:grid-cols-[minmax(9rem,14rem)_minmax(0,1fr)]",
  narrow: "sm:grid-cols-[7.5rem_minmax(0,1fr)]",
};

/** Labelled values, label beside the value where there is room. */
function Facts({
  rows,
  labels = "wide",
}: {
  rows: { label: string; value: ReactNode }[];
  labels?: keyof typeof factColumns;
}) {
  return (
    <dl className={cn("grid gap-x-6 gap-y-3 text-sm", factColumns[labels])}>
      {rows.map((row) => (
        <div key={row.label} className="contents">
          <dt className="text-muted-foreground">{row.label}</dt>
          <dd className="-mt-2 font-medium break-words whitespace-pre-wrap sm:mt-0">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function TouchFacts({ title, touch }: { title: string; touch: Touch | undefined }) {
  return (
    <div>
      <h3 className="mb-3 text-sm font-semibold">{title}</h3>
      {touch ? (
        <Facts
          labels="narrow"
          rows={[
            ...touchRows(touch).map((row) => ({ label: row.label, value: row.text })),
            { label: "Time", value: formatDateTime(touch.at) },
          ]}
        />
      ) : (
        <p className="text-sm text-muted-foreground">Not recorded.</p>
      )}
    </div>
  );
}

function StatusControl({ lead, update }: { lead: Lead; update: Update }) {
  const id = useId();
  const [choice, setChoice] = useState<LeadStatus>(lead.status);
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState(lead.status);
  if (shown !== lead.status) {
    setShown(lead.status);
    setChoice(lead.status);
  }
  const save = async () => {
    setBusy(true);
    await change(
      () =>
        adminRequest<LeadDetailAnswer>(ADMIN_API.lead(lead.id), {
          method: "PATCH",
          body: { status: choice },
        }),
      update,
      `Status saved: ${statusLabels[choice]}`,
    );
    setBusy(false);
  };
  return (
    <form
      className="grid gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      {/* The section's heading names the control on screen. */}
      <Label htmlFor={id} className="sr-only">
        Status
      </Label>
      <div className="flex gap-2">
        <NativeSelect
          id={id}
          value={choice}
          onChange={(event) => setChoice(event.target.value as LeadStatus)}
        >
          {LEAD_STATUSES.map((status) => (
            <option key={status} value={status}>
              {statusLabels[status]}
            </option>
          ))}
        </NativeSelect>
        <Button type="submit" disabled={busy || choice === lead.status}>
          {busy ? "Saving…" : "Save"}
        </Button>
      </div>
    </form>
  );
}

function Delivery({
  lead,
  delivery,
  update,
}: {
  lead: Lead;
  delivery: DeliveryDetail;
  update: Update;
}) {
  const [busy, setBusy] = useState(false);
  const channel = channelLabel(delivery.channel);
  const retry = async () => {
    setBusy(true);
    await change(
      () =>
        adminRequest<LeadDetailAnswer>(ADMIN_API.retry(lead.id, delivery.channel), {
          method: "POST",
        }),
      update,
      `${channel}: queued to be sent again`,
    );
    setBusy(false);
  };
  const attempts = `${delivery.attempts} ${delivery.attempts === 1 ? "attempt" : "attempts"}`;
  return (
    <li className="grid gap-2 py-4 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">{channel}</h3>
        <DeliveryStateLabel state={delivery.state} className="text-sm" />
      </div>
      <p className="text-sm text-muted-foreground">
        {attempts}
        {delivery.deliveredAt ? ` · delivered ${formatDateTime(delivery.deliveredAt)}` : null}
        {delivery.state === "pending"
          ? ` · next attempt ${formatDateTime(delivery.nextAttemptAt)}`
          : null}
      </p>
      {delivery.lastError ? (
        <p className="rounded-lg bg-muted px-3 py-2 font-mono text-xs break-words text-foreground">
          <span className="sr-only">Last error: </span>
          {delivery.lastError}
        </p>
      ) : null}
      {delivery.state !== "delivered" ? (
        <Button
          variant="outline"
          size="sm"
          className="w-fit"
          disabled={busy}
          onClick={() => void retry()}
          aria-label={`Retry ${channel}`}
        >
          <RotateCcw aria-hidden className="size-4" />
          {busy ? "Retrying…" : "Retry"}
        </Button>
      ) : null}
    </li>
  );
}

function eventText(event: LeadEvent): ReactNode {
  switch (event.kind) {
    case "status":
      return (
        <>
          Status changed from <strong>{statusLabels[event.from]}</strong> to{" "}
          <strong>{statusLabels[event.to]}</strong>
        </>
      );
    case "note":
      return <span className="whitespace-pre-wrap">{event.body}</span>;
    case "retry":
      return (
        <>
          Delivery to <strong>{channelLabel(event.channel)}</strong> queued again
        </>
      );
  }
}

const eventIcons = { status: ArrowRightLeft, note: MessageSquareText, retry: RotateCcw };

/** Every change to the lead, newest first, ending where it arrived. */
function History({ lead, history }: { lead: Lead; history: LeadEvent[] }) {
  return (
    <ol className="grid gap-4">
      {[...history].reverse().map((event) => {
        const Icon = eventIcons[event.kind];
        return (
          <li key={event.id} className="flex gap-3">
            <span className="mt-0.5 grid size-8 shrink-0 place-items-center rounded-full bg-accent text-accent-foreground">
              <Icon aria-hidden className="size-4" />
            </span>
            <div className="min-w-0 text-sm">
              <p
                className={cn(
                  "break-words",
                  event.kind === "note" && "rounded-lg bg-muted px-3 py-2",
                )}
              >
                {event.kind === "note" ? <span className="sr-only">Note: </span> : null}
                {eventText(event)}
              </p>
              <p className="mt-1 text-xs text-muted-foreground">
                {event.by} · <time dateTime={event.at}>{formatDateTime(event.at)}</time>
              </p>
            </div>
          </li>
        );
      })}
      <li className="flex gap-3">
        <span className="mt-0.5 grid size-8 shrink-0 place-items-center rounded-full bg-muted text-muted-foreground">
          <Inbox aria-hidden className="size-4" />
        </span>
        <div className="text-sm">
          <p>Lead received from the {formTitle(lead.form).toLowerCase()} form</p>
          <p className="mt-1 text-xs text-muted-foreground">
            <time dateTime={lead.createdAt}>{formatDateTime(lead.createdAt)}</time>
          </p>
        </div>
      </li>
    </ol>
  );
}

function NoteForm({ lead, update }: { lead: Lead; update: Update }) {
  return (
    <AdminForm
      schema={noteSchema}
      defaultValues={{ body: "" }}
      submitLabel="Add note"
      busyLabel="Adding…"
      aria-label="Add a note"
      className="gap-3"
      buttonClassName="w-fit"
      onSubmit={async (note, form) => {
        const added = await change(
          () =>
            adminRequest<LeadDetailAnswer>(ADMIN_API.notes(lead.id), {
              method: "POST",
              body: note,
            }),
          update,
          "Note added",
        );
        if (added) form.reset({ body: "" });
      }}
    >
      <TextareaField
        name="body"
        label="Internal note"
        description="Seen only by the team, in this lead's history."
        rows={3}
      />
    </AdminForm>
  );
}

function BackLink({ to }: { to: string }) {
  return (
    <a
      href={to}
      className="inline-flex w-fit items-center gap-2 rounded-md text-sm font-medium text-text-purple hover:underline"
    >
      <ArrowLeft aria-hidden className="size-4" />
      All leads
    </a>
  );
}

function NotFound({ back }: { back: string }) {
  return (
    <div className="mx-auto grid max-w-md place-items-center gap-4 py-20 text-center">
      <span className="grid size-12 place-items-center rounded-2xl bg-accent text-accent-foreground">
        <SearchX aria-hidden className="size-6" />
      </span>
      <FocusHeading className="text-2xl font-bold tracking-tight">Lead not found</FocusHeading>
      <p className="text-muted-foreground">
        No lead has this address. It may have been mistyped, or the link is incomplete.
      </p>
      <Button asChild variant="outline">
        <a href={back}>
          <ArrowLeft aria-hidden className="size-4" />
          Back to the inbox
        </a>
      </Button>
    </div>
  );
}

function LeadView({
  answer,
  back,
  update,
}: {
  answer: LeadDetailAnswer;
  back: string;
  update: Update;
}) {
  const { lead, choices, history } = answer;
  const person = leadPerson(lead.data);
  const attribution = lead.attribution;
  return (
    <div className="grid gap-6 py-8">
      <BackLink to={back} />
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <p className="text-sm font-medium text-text-cyan">{formTitle(lead.form)}</p>
          <FocusHeading className="mt-1 text-2xl font-bold tracking-tight break-words sm:text-3xl">
            {person.name || person.email || "Unnamed lead"}
          </FocusHeading>
          <p className="mt-2 text-sm text-muted-foreground">
            Received <time dateTime={lead.createdAt}>{formatDateTime(lead.createdAt)}</time>
            {person.email ? (
              <>
                {" · "}
                <a
                  href={mailtoHref(person.email)}
                  className="text-text-purple underline underline-offset-4"
                >
                  {person.email}
                </a>
              </>
            ) : null}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <StatusBadge status={lead.status} />
          {person.email ? <ErasePerson email={person.email} back={back} /> : null}
        </div>
      </div>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Section title="Details" className="lg:col-start-1 lg:row-start-1">
          <Facts
            rows={[
              ...fieldRows(lead.form, lead.data, choices).map((row) => ({
                label: row.label,
                value: row.text,
              })),
              { label: "Received", value: formatDateTime(lead.createdAt) },
              { label: "Page", value: lead.page },
            ]}
          />
        </Section>

        <div className="grid content-start gap-6 lg:col-start-2 lg:row-span-3 lg:row-start-1">
          <Section title="Status">
            <StatusControl lead={lead} update={update} />
          </Section>
          <Section title="Delivery">
            {lead.deliveries.length > 0 ? (
              <ul className="divide-y divide-border">
                {lead.deliveries.map((delivery) => (
                  <Delivery
                    key={delivery.channel}
                    lead={lead}
                    delivery={delivery}
                    update={update}
                  />
                ))}
              </ul>
            ) : (
              <p className="text-sm text-muted-foreground">
                Not queued on any channel: no delivery was configured when it arrived
                {lead.status === "spam" ? ", or it was taken for spam" : ""}.
              </p>
            )}
          </Section>
        </div>

        <Section title={leadSource.heading} className="lg:col-start-1 lg:row-start-2">
          <p className="mb-4 text-sm text-muted-foreground">{leadSource.caution}</p>
          <div className="grid gap-6 md:grid-cols-2">
            {attribution?.firstTouch && (
              <TouchFacts title="First touch" touch={attribution.firstTouch} />
            )}
            <TouchFacts title="Last touch" touch={attribution?.lastTouch} />
          </div>
          {/* Only leads from before the server counted visits kept their browser's user agent. */}
          {lead.userAgent && (
            <>
              <h3 className="mt-6 mb-2 text-sm font-semibold">Browser</h3>
              <p className="font-mono text-xs break-words text-muted-foreground">
                {lead.userAgent}
              </p>
            </>
          )}
        </Section>

        <Section title="Notes and history" className="lg:col-start-1 lg:row-start-3">
          <NoteForm lead={lead} update={update} />
          <div className="mt-6 border-t border-border pt-6">
            <History lead={lead} history={history} />
          </div>
        </Section>
      </div>
    </div>
  );
}

/** /admin/lead?id=…: one lead with everything known about it, its status, notes and deliveries. */
export default function LeadDetail() {
  // The page's query, read once: the island renders in the browser only.
  const [query] = useState(() => new URLSearchParams(window.location.search));
  const id = query.get("id");
  const back = inboxReturnPath(query);
  const lead = useAdminData<LeadDetailAnswer>(id ? ADMIN_API.lead(id) : null);

  if (!id || lead.error?.status === 404) return <NotFound back={back} />;
  if (lead.error) {
    return (
      <div className="grid gap-6 py-8">
        <BackLink to={back} />
        <div role="alert" className="grid place-items-center gap-3 py-16 text-center">
          <FocusHeading className="text-2xl font-bold tracking-tight">
            The lead could not be loaded
          </FocusHeading>
          <p className="text-muted-foreground">{lead.error.message}</p>
          <Button variant="outline" onClick={lead.reload}>
            Retry
          </Button>
        </div>
      </div>
    );
  }
  if (!lead.data) {
    return (
      <div className="grid gap-6 py-8">
        <BackLink to={back} />
        <h1 className="sr-only">Lead</h1>
        <div role="status" className="grid gap-4">
          <span className="sr-only">Loading the lead…</span>
          <div aria-hidden className="h-10 w-64 animate-pulse rounded-lg bg-muted/60" />
          <div aria-hidden className="h-64 animate-pulse rounded-2xl bg-muted/40" />
        </div>
      </div>
    );
  }
  return <LeadView answer={lead.data} back={back} update={lead.replace} />;
}
