import { site } from "~/config/site";
import type { ActivityEntry } from "~/lib/admin-api";
import { contentTitles } from "~/lib/content-api";

import {
  channelLabel,
  deliveryFilterLabels,
  formTitle,
  leadCount,
  statusLabels,
} from "./lead-values";
import { otherSessionsEnded } from "./other-sessions";

type Detail = ActivityEntry["detail"];

const text = (detail: Detail, key: string) => {
  const value = detail[key];
  return typeof value === "string" ? value : null;
};

const number = (detail: Detail, key: string) => {
  const value = detail[key];
  return typeof value === "number" ? value : null;
};

/** The entry of a table for a key, only its own (never an Object method's name). */
function lookup(table: Record<string, string>, key: string | null): string | undefined {
  return key !== null && Object.hasOwn(table, key) ? table[key] : undefined;
}

/** A label from a table of them, or the value itself for one the table does not know. */
const labelled = (labels: Record<string, string>, value: string | null) =>
  value === null ? "unknown" : (lookup(labels, value) ?? value);

const status = (detail: Detail, key: string) => labelled(statusLabels, text(detail, key));

/** " (status: New, form: Contact message, from 2026-11-01, a search)": what narrowed an export. */
function exportFilters(detail: Detail): string {
  const named = (key: string, show: (value: string) => string) => {
    const value = text(detail, key);
    return value === null ? [] : [show(value)];
  };
  const filters = [
    ...named("status", () => `status: ${status(detail, "status")}`),
    ...named("form", (form) => `form: ${formTitle(form)}`),
    ...named("delivery", (delivery) => `delivery: ${labelled(deliveryFilterLabels, delivery)}`),
    ...named("from", (day) => `from ${day}`),
    ...named("to", (day) => `to ${day}`),
    ...(detail.search === true ? ["a search"] : []),
  ];
  return filters.length > 0 ? ` (${filters.join(", ")})` : "";
}

/** "the onboarding prices (version 3)": what a publish or restore made live. */
function contentVersion(detail: Detail): string {
  const title = lookup(contentTitles, text(detail, "kind"));
  const version = number(detail, "version");
  const what = title ? `the ${title.toLowerCase()}` : "content";
  return version === null ? what : `${what} (version ${version})`;
}

/** "1 session", "2 known browsers". */
/** Which step of a sign-in refused it. */
const SIGN_IN_STEPS: Record<string, string> = {
  password: "wrong e-mail or password",
  "second-factor": "wrong second-factor code",
  "enrolment-code": "wrong or expired enrolment code",
};

/** Where the CRM contact's GDPR delete of an erasure stands. */
const CRM_ERASURES: Record<string, string> = {
  pending: `their ${site.crm} contact is being deleted`,
  deleted: `their ${site.crm} contact deleted`,
  failed: `deleting their ${site.crm} contact failed`,
};

const ACCOUNT_CHANGES: Record<string, string> = {
  added: "Added the owner account",
  "password-changed": "Changed the password of",
  removed: "Removed the owner account",
};

/**
 * The sentence of each action, the known ones of every part of the inbox. Keyed by name rather
 * than by the action type: an entry of an action this list does not know yet still reads well
 * (see `fallbackSentence`).
 */
const SENTENCES: Record<string, (detail: Detail) => string> = {
  "sign-in": (detail) => {
    if (text(detail, "method") !== "recovery-code") return "Signed in";
    const left = number(detail, "recoveryCodesLeft");
    return `Signed in with a recovery code${left === null ? "" : ` (${left} left)`}`;
  },
  "sign-in-failed": (detail) => {
    const reason = lookup(SIGN_IN_STEPS, text(detail, "step"));
    return reason ? `A sign-in was refused: ${reason}` : "A sign-in was refused";
  },
  "sign-out": () => "Signed out",
  "sign-out-others": (detail) =>
    otherSessionsEnded({
      sessions: number(detail, "sessions") ?? 0,
      devices: number(detail, "devices") ?? 0,
    }),
  "two-factor-enrolled": () => "Set up two-factor sign-in",
  "two-factor-reset": (detail) => {
    const account = text(detail, "account");
    return account ? `Reset two-factor sign-in of ${account}` : "Reset two-factor sign-in";
  },
  export: (detail) => {
    const format = text(detail, "format");
    const rows = number(detail, "rows");
    const what = rows === null ? "leads" : leadCount(rows);
    const asFormat = format ? ` as ${format.toUpperCase()}` : "";
    return `Exported ${what}${asFormat}${exportFilters(detail)}`;
  },
  status: (detail) =>
    `Changed a lead's status from ${status(detail, "from")} to ${status(detail, "to")}`,
  note: () => "Added a note to a lead",
  retry: (detail) => {
    const channel = text(detail, "channel");
    return channel ? `Retried a lead's ${channelLabel(channel)} delivery` : "Retried a delivery";
  },
  account: (detail) => {
    const owner = text(detail, "owner");
    const verb = lookup(ACCOUNT_CHANGES, text(detail, "change")) ?? "Changed the owner account";
    return owner ? `${verb} ${owner}` : verb;
  },
  erase: (detail) => {
    const leads = number(detail, "leads");
    const erased = leads === null ? "Erased a person" : `Erased a person: ${leadCount(leads)}`;
    const contact = lookup(CRM_ERASURES, text(detail, "hubspot"));
    return contact ? `${erased}; ${contact}` : erased;
  },
  "content-publish": (detail) => `Published ${contentVersion(detail)}`,
  "content-restore": (detail) => {
    const from = number(detail, "restoredFrom");
    return `Restored ${contentVersion(detail)}${from === null ? "" : ` from version ${from}`}`;
  },
  retention: (detail) => {
    const spam = number(detail, "spam") ?? 0;
    const total = (number(detail, "leads") ?? 0) + spam;
    return `Retention removed ${leadCount(total)}${spam > 0 ? ` (${spam} of them spam)` : ""}`;
  },
};

/**
 * An action this list does not know: its name as words, then its details ("Reset 2fa (owner:
 * ann@example.com)"). Details hold no personal data of leads, so they can be shown as they are;
 * a lead's id is left to the link.
 */
function fallbackSentence(action: string, detail: Detail): string {
  const words = action.replaceAll(/[-_]+/g, " ").trim() || "Unknown action";
  const name = words.charAt(0).toUpperCase() + words.slice(1);
  const facts = Object.entries(detail)
    .filter(([key, value]) => key !== "lead" && value !== null && value !== "")
    .map(([key, value]) => `${key}: ${String(value)}`);
  return facts.length > 0 ? `${name} (${facts.join(", ")})` : name;
}

/** What an entry of the activity log says happened, as a sentence for the Activity page. */
export function activitySentence({ action, detail }: Pick<ActivityEntry, "action" | "detail">) {
  const sentence = Object.hasOwn(SENTENCES, action) ? SENTENCES[action] : undefined;
  return sentence ? sentence(detail) : fallbackSentence(action, detail);
}

/** Who acted: the owner, else the command line, else the server itself or an unknown client. */
export function activityActor({
  actor,
  ip,
  detail,
}: Pick<ActivityEntry, "actor" | "ip" | "detail">) {
  if (actor) return actor;
  if (detail.via === "command line") return "Command line";
  return ip ? "Unknown" : "The server";
}

/** The lead an entry names, when it is still stored: the page links it (by its id only). */
export function activityLead(entry: Pick<ActivityEntry, "detail">, storedLeads: readonly string[]) {
  const lead = text(entry.detail, "lead");
  return lead !== null && storedLeads.includes(lead) ? lead : null;
}
