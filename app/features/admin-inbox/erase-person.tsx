import CircleAlert from "lucide-react/icons/circle-exclamation-point";
import Trash2 from "lucide-react/icons/trash";
import { useState } from "react";

import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from "~/components/ui/dialog";
import { ADMIN_API, type ErasureAnswer, type PersonAnswer } from "~/lib/admin-api";

import { AdminRequestError, SignedOutError, adminRequest, flash } from "./admin-client";
import { leadCount } from "./lead-values";
import { useAdminData } from "./use-admin-data";

/** What erasing the person deletes, once the server has counted their leads. */
function WhatGoes({ person }: { person: PersonAnswer }) {
  return (
    <ul className="grid list-disc gap-1 pl-5 text-sm">
      <li>
        {person.leads === 1
          ? "This lead, the only one from this address"
          : `${leadCount(person.leads)} from this address, this one included`}
      </li>
      <li>Their notes and status history</li>
      <li>Their delivery records, and any delivery still waiting to be sent</li>
      {person.hubspot ? <li>Their contact in HubSpot, deleted for good (GDPR delete)</li> : null}
    </ul>
  );
}

/**
 * "Erase this person": a confirmation naming what goes, then every lead of the address is
 * deleted and the inbox opens, saying how many went.
 */
export function ErasePerson({ email, back }: { email: string; back: string }) {
  const [open, setOpen] = useState(false);
  const person = useAdminData<PersonAnswer>(open ? ADMIN_API.person(email) : null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const erase = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const erased = await adminRequest<ErasureAnswer>(ADMIN_API.person(email), {
        method: "DELETE",
      });
      flash(`${leadCount(erased.leads)} erased`);
      window.location.assign(back);
    } catch (error) {
      setBusy(false);
      // Signed out: the sign-in form takes over and says so itself.
      if (error instanceof SignedOutError) return;
      setProblem(
        `Nothing was erased. ${error instanceof AdminRequestError ? error.message : "Please try again."}`,
      );
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        setOpen(next);
        setProblem(null);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" className="w-fit">
          <Trash2 aria-hidden className="size-4" />
          Erase this person
        </Button>
      </DialogTrigger>
      <DialogContent className="grid gap-4" aria-busy={busy}>
        <DialogTitle className="pr-8">Erase this person?</DialogTitle>
        <DialogDescription className="break-words">
          Everything the site holds about <strong className="text-foreground">{email}</strong> is
          deleted for good. This cannot be undone.
        </DialogDescription>
        <div className="min-h-16" aria-live="polite">
          {person.data ? (
            <WhatGoes person={person.data} />
          ) : person.error ? (
            <p className="text-sm text-muted-foreground">
              What would be erased could not be counted: {person.error.message}
            </p>
          ) : (
            <p className="text-sm text-muted-foreground">Counting what would be erased…</p>
          )}
        </div>
        <p className="text-sm text-muted-foreground">
          The activity log keeps who erased how many leads, and when, never the address.
        </p>
        <div role="alert" className="empty:hidden">
          {problem ? (
            <p className="flex items-start gap-2 rounded-lg border border-destructive/60 bg-destructive/10 px-3 py-2.5 text-sm font-medium text-red-800 dark:text-red-300">
              <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
              {problem}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap justify-end gap-2">
          <DialogClose asChild>
            <Button variant="outline" disabled={busy}>
              Cancel
            </Button>
          </DialogClose>
          <Button
            variant="destructive"
            disabled={busy || !person.data}
            onClick={() => void erase()}
          >
            <Trash2 aria-hidden className="size-4" />
            {busy ? "Erasing…" : "Erase"}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
