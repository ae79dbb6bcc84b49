import { type LeadFormId, leadSchemas } from "~/lib/lead-schemas";

/** The first message the form's schema gives for each field of `data`. */
export function schemaMessages(form: LeadFormId, data: unknown): Record<string, string> {
  const result = leadSchemas[form].safeParse(data);
  if (result.success) return {};
  const byField: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]);
    byField[field] ??= issue.message;
  }
  return byField;
}
