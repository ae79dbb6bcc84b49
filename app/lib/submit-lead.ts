import type { LeadFormId } from "./lead-schemas";

export const LEADS_ENDPOINT = "/api/leads";
/**
 * Name of the hidden field people never see. No browser autofill or password manager fills a
 * field of this name; a lead that arrives with it filled is kept, marked as spam.
 */
export const HONEYPOT_FIELD = "qx_leave_blank";
/** Hidden fields that carry the envelope when the browser posts a form without scripts. */
export const ENVELOPE_FIELDS = {
  form: "form",
  page: "page",
  submissionId: "submissionId",
} as const;

export type FieldErrors = Record<string, string[] | undefined>;

export type SubmitLeadResult =
  /** `confirmation`: the server e-mails the visitor a confirmation of this lead. */
  | { ok: true; id: string; confirmation: boolean }
  | { ok: false; status: number; fieldErrors?: FieldErrors };

/**
 * Sends a lead to the site's leads API. Never throws: failures come back as `ok: false`. The
 * submission id stays the same across retries of one lead, so a retry never stores it twice.
 */
export async function submitLead(
  form: LeadFormId,
  data: unknown,
  options: { page: string; submissionId: string; honeypot?: string; fetchImpl?: typeof fetch },
): Promise<SubmitLeadResult> {
  const { page, submissionId, honeypot = "", fetchImpl = fetch } = options;
  try {
    const response = await fetchImpl(LEADS_ENDPOINT, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({
        form,
        data,
        page,
        submissionId,
        [HONEYPOT_FIELD]: honeypot,
      }),
    });
    const body: unknown = await response.json().catch(() => null);
    if (response.status === 201 && body && typeof body === "object" && "id" in body) {
      const confirmation = "confirmation" in body && body.confirmation === true;
      return { ok: true, id: String(body.id), confirmation };
    }
    const fieldErrors =
      body && typeof body === "object" && "fieldErrors" in body
        ? (body.fieldErrors as FieldErrors)
        : undefined;
    return { ok: false, status: response.status, fieldErrors };
  } catch {
    return { ok: false, status: 0 };
  }
}
