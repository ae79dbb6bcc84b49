import { randomUUID } from "node:crypto";

import type { FastifyInstance } from "fastify";
import { z } from "zod";

import { isLeadFormId, leadSchemas } from "~/lib/lead-schemas";
import { HONEYPOT_FIELD, LEADS_ENDPOINT } from "~/lib/submit-lead";

import { sanitizeAttribution } from "./attribution";
import type { LeadRepository } from "./repository";

export const LEAD_BODY_LIMIT = 32 * 1024;

const envelopeSchema = z.strictObject({
  form: z.string().max(64),
  data: z.record(z.string(), z.unknown()),
  page: z.string().startsWith("/").max(512),
  /** Never a reason to refuse a lead: whatever arrives is sanitised or dropped. */
  attribution: z.unknown().optional(),
  [HONEYPOT_FIELD]: z.string().max(1000).optional(),
});

export interface LeadRoutesOptions {
  repository: LeadRepository;
  rateLimit: { max: number; timeWindow: string };
  onStored?: (id: string) => void;
  /** Whether the visitor is e-mailed a confirmation: the form's success message depends on it. */
  confirmationEmail?: boolean;
}

/** POST /api/leads: validates with the form's own schema, stores, and answers with the id. */
export async function registerLeadRoutes(app: FastifyInstance, options: LeadRoutesOptions) {
  const { repository, rateLimit, onStored, confirmationEmail = false } = options;
  const accepted = (id: string) => ({ id, confirmation: confirmationEmail });

  app.post(
    LEADS_ENDPOINT,
    {
      bodyLimit: LEAD_BODY_LIMIT,
      config: { rateLimit: { max: rateLimit.max, timeWindow: rateLimit.timeWindow } },
    },
    async (request, reply) => {
      const envelope = envelopeSchema.safeParse(request.body);
      if (!envelope.success) {
        return reply.code(400).send({
          error: "Invalid request: expected { form, data, page }",
          issues: envelope.error.issues.map((issue) => issue.message),
        });
      }
      const { form, data, page } = envelope.data;
      if (!isLeadFormId(form)) {
        return reply.code(400).send({ error: `Unknown form: ${form}` });
      }

      // A filled honeypot is a bot: it is told all went well and nothing is kept.
      if (envelope.data[HONEYPOT_FIELD]) {
        return reply.code(201).send(accepted(randomUUID()));
      }

      const schema: z.core.$ZodType<Record<string, unknown>> = leadSchemas[form];
      const parsed = z.safeParse(schema, data);
      if (!parsed.success) {
        const { fieldErrors, formErrors } = z.flattenError(parsed.error);
        return reply.code(400).send({ error: "Invalid lead", fieldErrors, formErrors });
      }

      const id = await repository.insert({
        form,
        data: parsed.data,
        page,
        userAgent: String(request.headers["user-agent"] ?? ""),
        attribution: sanitizeAttribution(envelope.data.attribution),
      });
      request.log.info({ leadId: id, form }, "lead stored");
      onStored?.(id);
      return reply.code(201).send(accepted(id));
    },
  );
}
