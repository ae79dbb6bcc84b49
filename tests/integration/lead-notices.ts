import { expect, vi } from "vitest";

import { ADMIN_API, type LeadDetailAnswer } from "~/lib/admin-api";
import type { LeadFormId } from "~/lib/lead-schemas";

import type { asOwner } from "./admin-helpers";

import {
  type FakeHubSpot,
  type MailServer,
  type TestServer,
  startFakeHubSpot,
  startMailServer,
} from "./helpers";

/**
 * What the tests of a lead's notices share: a mail server and a HubSpot stand-in for a test
 * server to deliver to, a lead posted from a sender of its own, and its sales notice and HubSpot
 * note once both were sent.
 */

export interface NoticeChannels {
  mail: MailServer;
  crm: FakeHubSpot;
  /** The test server's settings that deliver to them, quickly. */
  env: Record<string, string>;
  close(): Promise<unknown>;
}

export async function startNoticeChannels(): Promise<NoticeChannels> {
  const mail = await startMailServer();
  const crm = await startFakeHubSpot();
  return {
    mail,
    crm,
    env: {
      SMTP_URL: mail.url,
      MAIL_FROM: "Grevvy <hello@grevvy.com>",
      LEADS_NOTIFY_TO: "sales@grevvy.com",
      HUBSPOT_ACCESS_TOKEN: "pat-test-token",
      HUBSPOT_API_BASE: crm.url,
      LEADS_RETRY_BASE_MS: "40",
      LEADS_POLL_MS: "25",
    },
    close: () => Promise.all([mail.close(), crm.close()]),
  };
}

let sender = 0;

/** A request of `form` from a sender of its own (a repeated send would be the same lead): its id. */
export async function postLead(
  server: TestServer,
  form: LeadFormId,
  lead: Record<string, unknown>,
  page: string,
) {
  sender += 1;
  const data = { ...lead, email: `ada+${sender}@example.com` };
  const response = await server.inject({
    method: "POST",
    url: "/api/leads",
    headers: { "content-type": "application/json" },
    payload: JSON.stringify({ form, data, page }),
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: string }>().id;
}

/**
 * The sales notice's text and the HubSpot note of a lead, once both were sent (the visitor's
 * confirmation and the contact's upsert may come first).
 */
export function noticesOf({ mail, crm }: NoticeChannels, id: string) {
  return vi.waitFor(
    () => {
      const sales = mail.received.find(
        ({ raw, recipients }) => raw.includes(id) && recipients.includes("sales@grevvy.com"),
      );
      const note = crm.requests.find(
        ({ path, raw }) => path.endsWith("/notes") && raw.includes(id),
      );
      expect(sales, "the sales notice").toBeDefined();
      expect(note, "the HubSpot note").toBeDefined();
      return { email: String(sales!.parsed.text), note: note!.raw };
    },
    { timeout: 8000, interval: 20 },
  );
}

/** A line of the lead's choices as the inbox shows it, by its label. */
export async function inboxLine(owner: ReturnType<typeof asOwner>, id: string, label: string) {
  const detail = (await owner({ method: "GET", url: ADMIN_API.lead(id) })).json<LeadDetailAnswer>();
  return detail.choices.lines.find((line) => line.label === label)?.value;
}
