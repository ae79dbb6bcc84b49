import { firstText, leadEmail, leadPersonName } from "../leads/lead-fields";
import type { Lead } from "../leads/repository";

import { type DeliveryChannel, DeliveryError, failForStatus } from "./channel";
import { crmNoteHtml } from "./mail/lead-email";
import { type LivePrices, displayValue, summarizeLead } from "./mail/lead-summary";

export interface HubSpotSettings {
  accessToken: string;
  apiBase: string;
  timeoutMs: number;
}

/** HubSpot's own association type for a note on a contact. */
const NOTE_TO_CONTACT = 202;

/** The address as a web link, or "" when it is not one (`javascript:` and the like). */
function webLink(text: string): string {
  try {
    const { protocol } = new URL(text);
    return protocol === "http:" || protocol === "https:" ? text : "";
  } catch {
    return "";
  }
}

/**
 * The properties of a contact the lead creates; fields a form lacks are left out. Only ever sent
 * to create a contact: an existing one is never changed by what a visitor typed.
 */
export function newContactProperties(lead: Lead): Record<string, string> {
  const { data } = lead;
  const [firstname = "", ...rest] = leadPersonName(data).split(/\s+/);
  const properties: Record<string, string> = {
    email: leadEmail(data),
    firstname: firstText(data, "firstName") || firstname,
    lastname: firstText(data, "lastName") || rest.join(" "),
    company: firstText(data, "company", "companyName"),
    phone: firstText(data, "phone"),
    website: webLink(firstText(data, "companyUrl")),
    jobtitle: firstText(data, "role") && displayValue(data.role),
  };
  for (const [key, value] of Object.entries(properties)) if (!value) delete properties[key];
  return { ...properties, lifecyclestage: "lead", hs_lead_status: "NEW" };
}

export const HUBSPOT_CHANNEL = "hubspot";

/** POSTs JSON to HubSpot's API; answers its response and the body it read. */
async function send(settings: HubSpotSettings, path: string, body: unknown) {
  const response = await fetch(new URL(path, settings.apiBase), {
    method: "POST",
    headers: {
      authorization: `Bearer ${settings.accessToken}`,
      "content-type": "application/json",
    },
    body: JSON.stringify(body),
    redirect: "manual",
    signal: AbortSignal.timeout(settings.timeoutMs),
  });
  return { response, answer: await response.text() };
}

/** POSTs JSON to HubSpot's API; answers the JSON it got back (null for none, as with a 204). */
async function call(settings: HubSpotSettings, path: string, body: unknown): Promise<unknown> {
  const { response, answer } = await send(settings, path, body);
  if (!response.ok) failForStatus(`HubSpot ${path}`, response, answer);
  return answer ? (JSON.parse(answer) as unknown) : null;
}

const CONTACTS = "/crm/v3/objects/contacts";

/** The id in HubSpot's answer to creating a contact that exists: "… Existing ID: 12345". */
function existingIdOf(answer: string): string | undefined {
  try {
    const { category, message } = JSON.parse(answer) as { category?: unknown; message?: unknown };
    if (category !== "CONFLICT" || typeof message !== "string") return undefined;
    return /Existing ID: (\d+)/.exec(message)?.[1];
  } catch {
    return undefined;
  }
}

/**
 * The id of the lead's contact, created with the lead's properties only when HubSpot has no
 * contact of that address. Creating and reading the id from the 409 is the one check HubSpot
 * makes atomically on the e-mail; a search first would race with another lead of the same
 * address and read HubSpot's search index, which lags seconds behind new contacts.
 */
async function contactIdOf(settings: HubSpotSettings, lead: Lead): Promise<string> {
  const { response, answer } = await send(settings, CONTACTS, {
    properties: newContactProperties(lead),
  });
  if (response.status === 409) {
    const existing = existingIdOf(answer);
    if (existing) return existing;
  }
  if (!response.ok) failForStatus(`HubSpot ${CONTACTS}`, response, answer);
  const { id } = JSON.parse(answer) as { id?: unknown };
  if (typeof id !== "string") throw new DeliveryError("HubSpot created a contact without an id");
  return id;
}

/**
 * Deletes the contact of an address for good, as HubSpot's GDPR delete does (its notes and
 * associations with it; an address HubSpot does not know is blocked from coming back).
 */
export function hubSpotContactEraser(settings: HubSpotSettings) {
  return async (email: string) => {
    await call(settings, "/crm/v3/objects/contacts/gdpr-delete", {
      objectId: email,
      idProperty: "email",
    });
  };
}

/**
 * Finds or creates the contact of the address, then posts one note with the whole lead on it,
 * associated with that contact: the lead reaches an existing contact only as the note. The
 * contact id is recorded once known, so a retry after it goes straight to the note.
 */
export function hubSpotChannel(settings: HubSpotSettings, prices: LivePrices): DeliveryChannel {
  return {
    name: HUBSPOT_CHANNEL,
    async deliver(lead, progress) {
      const summary = summarizeLead(lead, prices());
      let contactId = progress.get("contactId");
      if (typeof contactId !== "string") {
        contactId = await contactIdOf(settings, lead);
        await progress.set("contactId", contactId);
      }
      await call(settings, "/crm/v3/objects/notes", {
        properties: { hs_timestamp: lead.createdAt, hs_note_body: crmNoteHtml(summary) },
        associations: [
          {
            to: { id: contactId },
            types: [{ associationCategory: "HUBSPOT_DEFINED", associationTypeId: NOTE_TO_CONTACT }],
          },
        ],
      });
    },
  };
}
