import formBody from "@fastify/formbody";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";

import { stripInvisibleCharacters } from "~/lib/invisible-characters";
import { leadFieldLabel } from "~/content/lead-forms";
import { backToFormPath, leadFormPath, thankYouPath } from "~/content/lead-form-pages";
import { type FormFields, leadDataFromFormFields } from "~/lib/lead-form-data";
import { type LeadFormId, isLeadFormId, leadSchemas } from "~/lib/lead-schemas";
import { ENVELOPE_FIELDS, HONEYPOT_FIELD, LEADS_ENDPOINT } from "~/lib/submit-lead";

import type { PageViews } from "../analytics/page-views";
import { requesterOf } from "../analytics/routes";
import type { FormProblem, FormProblemsPage } from "../pages/form-problems";
import { addressAttribution, visitAttribution } from "./attribution";
import { withLinkedChoice } from "./linked-choices";
import { sendFingerprint } from "./repeat-sends";
import type { LeadRepository } from "./repository";

export const LEAD_BODY_LIMIT = 32 * 1024;
const FORM_ENCODED = "application/x-www-form-urlencoded";

const envelopeSchema = z.strictObject({
  form: z.string().max(64),
  data: z.record(z.string(), z.unknown()),
  page: z.string().transform(stripInvisibleCharacters).pipe(z.string().startsWith("/").max(512)),
  submissionId: z.uuid().optional(),
  /**
   * What pages from before the server recorded visits still send: never a reason to refuse a
   * lead, and never read (the server finds the sender's visit itself).
   */
  attribution: z.unknown().optional(),
  [HONEYPOT_FIELD]: z.string().max(1000).optional(),
});

/** What a refused post is told of a field its form does not have: never the field's name. */
const UNEXPECTED_FIELD = "This form has a field it does not expect.";

/**
 * The schemas' messages as they are, but for unknown fields: zod's own message names them, and
 * a name is whatever the sender chose to write ("Your session has expired, sign in at …").
 */
const withoutEchoedKeys: z.core.$ZodErrorMap = (issue) =>
  issue.code === "unrecognized_keys" ? UNEXPECTED_FIELD : undefined;

/** Where a refused post links back to when its form cannot be told: the home page. */
export const UNREAD_FORM_BACK_PATH = "/";

export interface LeadRoutesOptions {
  repository: LeadRepository;
  /** Where a lead's attribution comes from: its sender's visit of the day. */
  pageViews: PageViews;
  rateLimit: { max: number; timeWindowMs: number };
  /** The answer to a browser's own post that the schema refused. */
  problemsPage: FormProblemsPage;
  onStored?: (id: string) => void;
  /** Whether the visitor is e-mailed a confirmation: the form's success message depends on it. */
  confirmationEmail?: boolean;
}

/** The last value of a field sent once or repeatedly, or undefined. */
function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.at(-1) : value;
}

/** The hidden fields in which pages from before the server recorded visits sent the touches. */
const RETIRED_TOUCH_FIELDS = ["firstTouch", "lastTouch"];

/**
 * The same envelope as a script sends, from a form the browser posted itself: the hidden
 * fields carry form, page, submission id and the honeypot; every other field is the lead's.
 */
function envelopeFromFormFields(fields: FormFields): unknown {
  const { form, page, submissionId } = ENVELOPE_FIELDS;
  const {
    [form]: formId,
    [page]: pagePath,
    [submissionId]: submission,
    [HONEYPOT_FIELD]: honeypot,
    ...rest
  } = fields;
  for (const name of RETIRED_TOUCH_FIELDS) delete rest[name];
  const id = single(formId);
  return {
    form: id ?? "",
    page: single(pagePath) ?? "",
    submissionId: single(submission) || undefined,
    [HONEYPOT_FIELD]: single(honeypot),
    data: isLeadFormId(id) ? leadDataFromFormFields(id, rest) : rest,
  };
}

/**
 * A browser's own form post (no script ran) wants a page back; scripts and other clients ask
 * for JSON and keep getting it.
 */
export function wantsPage(request: FastifyRequest): boolean {
  if (!request.headers["content-type"]?.startsWith(FORM_ENCODED)) return false;
  const accept = request.headers.accept ?? "";
  return accept.includes("text/html") && !accept.includes("application/json");
}

/** POST /api/leads: validates with the form's own schema, stores, and answers with the id. */
export async function registerLeadRoutes(app: FastifyInstance, options: LeadRoutesOptions) {
  const {
    repository,
    pageViews,
    rateLimit,
    problemsPage,
    onStored,
    confirmationEmail = false,
  } = options;

  await app.register(formBody, { bodyLimit: LEAD_BODY_LIMIT });

  const refuse = (
    request: FastifyRequest,
    reply: FastifyReply,
    json: object,
    problems: readonly FormProblem[],
    backTo: string,
  ) => {
    reply.code(400);
    if (!wantsPage(request)) return reply.send(json);
    return problemsPage.send(reply, problems, backTo);
  };

  const accept = (request: FastifyRequest, reply: FastifyReply, form: LeadFormId, id: string) => {
    if (wantsPage(request)) return reply.redirect(thankYouPath(form), 303);
    return reply.code(201).send({ id, confirmation: confirmationEmail });
  };

  app.post(
    LEADS_ENDPOINT,
    {
      bodyLimit: LEAD_BODY_LIMIT,
      config: { rateLimit: { max: rateLimit.max, timeWindow: rateLimit.timeWindowMs } },
    },
    async (request, reply) => {
      const body = request.headers["content-type"]?.startsWith(FORM_ENCODED)
        ? envelopeFromFormFields(request.body as FormFields)
        : request.body;
      const envelope = envelopeSchema.safeParse(body, { error: withoutEchoedKeys });
      const formId = envelope.success ? envelope.data.form : (body as { form?: unknown })?.form;
      if (!envelope.success || !isLeadFormId(formId)) {
        return refuse(
          request,
          reply,
          envelope.success
            ? { error: "Unknown form" }
            : {
                error: "Invalid request: expected { form, data, page }",
                issues: envelope.error.issues.map((issue) => issue.message),
              },
          [{ label: "Form", message: "This form could not be read. Please send it again." }],
          isLeadFormId(formId) ? leadFormPath(formId) : UNREAD_FORM_BACK_PATH,
        );
      }
      const { page, submissionId } = envelope.data!;
      const form: LeadFormId = formId;
      const data = wantsPage(request)
        ? withLinkedChoice(form, envelope.data!.data, request.headers.referer, request.host)
        : envelope.data!.data;

      const schema: z.core.$ZodType<Record<string, unknown>> = leadSchemas[form];
      const parsed = z.safeParse(schema, data, { error: withoutEchoedKeys });
      if (!parsed.success) {
        const { fieldErrors, formErrors } = z.flattenError(parsed.error);
        const problems = [
          ...Object.entries(fieldErrors).flatMap(([field, messages]) =>
            (messages ?? []).map((message) => ({ label: leadFieldLabel(form, field), message })),
          ),
          ...formErrors.map((message) => ({ label: "Form", message })),
        ];
        return refuse(
          request,
          reply,
          { error: "Invalid lead", fieldErrors, formErrors },
          problems,
          backToFormPath(form, page),
        );
      }

      // A filled honeypot is most likely a bot, but never certainly: the lead is kept, marked as
      // spam and sent nowhere, and the sender sees what anyone sees.
      const spam = Boolean(envelope.data![HONEYPOT_FIELD]);
      // Where the sender came from: their visit today, else (a form posted without script) the
      // campaign of the page it was posted from.
      const requester = requesterOf(request);
      const now = new Date();
      const visit = await pageViews.todaysVisit(requester, now);
      const { id, repeat } = await repository.insert({
        form,
        data: parsed.data,
        page,
        // No user agent is kept: with the address, it is what the visitor hash hides.
        userAgent: "",
        status: spam ? "spam" : "new",
        submissionId,
        attribution: visit
          ? visitAttribution(visit)
          : addressAttribution(request.headers.referer, request.hostname, now),
        sendFingerprint: sendFingerprint(form, parsed.data, request.ip),
      });
      if (!spam && !repeat) await pageViews.countLead(requester, id, now);
      request.log.info(
        { leadId: id, form, spam, repeat },
        repeat ? "lead repeated" : "lead stored",
      );
      if (!spam && !repeat) onStored?.(id);
      return accept(request, reply, form, id);
    },
  );
}
