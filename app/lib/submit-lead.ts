import { readAttribution } from "./attribution";
import type { LeadFormId } from "./lead-schemas";

export const LEADS_ENDPOINT = "/api/leads";
/** Name of the hidden field people never see; bots that fill it are quietly ignored. */
export const HONEYPOT_FIELD = "website";

export type FieldErrors = Record<string, string[] | undefined>;

export type SubmitLeadResult =
  /** `confirmation`: the server e-mails the visitor a confirmation of this lead. */
  | { ok: true; id: string; confirmation: boolean }
  | { ok: false; status: number; fieldErrors?: FieldErrors };

/** Sends a lead to the site's leads API. Never throws: failures come back as `ok: false`. */
export async function submitLead(
  form: LeadFormId,
  data: unknown,
  options: { page: string; honeypot?: string; fetchImpl?: typeof fetch },
): Promise<SubmitLeadResult> {
  const { page, honeypot = "", fetchImpl = fetch } = options;
  try {
    const response = await fetchImpl(LEADS_ENDPOINT, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({
        form,
        data,
        page,
        attribution: readAttribution(),
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
