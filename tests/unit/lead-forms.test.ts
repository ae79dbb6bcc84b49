import { describe, expect, it } from "vitest";

import { leadForms } from "~/content/lead-forms";
import { leadFormIds, leadSchemas } from "~/lib/lead-schemas";

describe("lead form descriptions", () => {
  it.each(leadFormIds)("label every field of %s for the e-mails and the CRM note", (form) => {
    const fields = Object.keys(leadSchemas[form].def.shape);
    expect(Object.keys(leadForms[form].labels).sort()).toEqual(fields.sort());
  });
});
