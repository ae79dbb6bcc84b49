import { firstText, leadEmail, leadPersonName } from "../leads/lead-fields";
import type { Lead } from "../leads/repository";

import { type DeliveryChannel, DeliveryError, failForStatus } from "./channel";
import { crmNoteHtml } from "./mail/lead-email";
import { displayValue, summarizeLead } from "./mail/lead-summary";

export interface HubSpotSettings {
  accessToken: string;
  apiBase: string;
  timeoutMs: number;
}

/** HubSpot's own association type for a note on a contact. */
const NOTE_TO_CONTACT = 202;

/** The contact's properties from what the form asked; fields a form lacks are left alone. */
export function contactProperties(lead: Lead): Record<string, string> {
  const { data } = lead;
  const [firstname = "", ...rest] = leadPersonName(data).split(/\s+/);
  const properties: Record<string, string> = {
    email: leadEmail(data),
    firstname: firstText(data, "firstName") || firstname,
    lastname: firstText(data, "lastName") || rest.join(" "),
    company: firstText(data, "company", "companyName"),
    phone: firstText(data, "phone"),
    website: firstText(data, "companyUrl"),
    jobtitle: firstText(data, "role") && displayValue(data.role),
  };
  for (const [key, value] of Object.entries(properties)) if (!value) delete properties[key];
  return { ...properties, lifecyclestage: "lead", hs_lead_status: "NEW" };
}

export const HUBSPOT_CHANNEL = "hubspot";

/** POSTs JSON to HubSpot's API; answers the JSON it got back (null for none, as with a 204). */
async function call(settings: HubSpotSettings, path: string, body: unknown): Promise<unknown> {
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
  const answer = await response.text();
  if (!response.ok) failForStatus(`HubSpot ${path}`, response, answer);
  return answer ? (JSON.parse(answer) as unknown) : null;
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
 * Upserts the contact by e-mail, then posts one note with the whole lead on it. The contact id
 * is recorded once the upsert succeeds, so a retry after it goes straight to the note.
 */
export function hubSpotChannel(settings: HubSpotSettings): DeliveryChannel {
  return {
    name: HUBSPOT_CHANNEL,
    async deliver(lead, progress) {
      const summary = summarizeLead(lead);
      let contactId = progress.get("contactId");
      if (typeof contactId !== "string") {
        const upserted = (await call(settings, "/crm/v3/objects/contacts/batch/upsert", {
          inputs: [
            {
              idProperty: "email",
              id: summary.email,
              properties: contactProperties(lead),
            },
          ],
        })) as { results?: { id?: unknown }[] };
        contactId = upserted.results?.[0]?.id;
        if (typeof contactId !== "string") {
          throw new DeliveryError("HubSpot upsert answered no contact id");
        }
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
