import { type LeadFormId, leadSchemas } from "./lead-schemas";

/** A native form post, decoded: each field's value, or its values when it was sent repeatedly. */
export type FormFields = Record<string, string | string[] | undefined>;

type FieldKind = "text" | "flag" | "list";

/** The JSON shape a field takes, read off the form's schema (defaults and optionals unwrapped). */
function fieldKind(schema: unknown): FieldKind {
  let def = (schema as { _zod: { def: { type: string; innerType?: unknown; values?: unknown[] } } })
    ._zod.def;
  while (def.innerType)
    def = (def.innerType as typeof schema & { _zod: { def: typeof def } })._zod.def;
  if (def.type === "boolean") return "flag";
  if (def.type === "literal" && def.values?.every((value) => typeof value === "boolean"))
    return "flag";
  if (def.type === "array") return "list";
  return "text";
}

const kindsByForm = new Map<LeadFormId, Map<string, FieldKind>>();

function fieldKinds(form: LeadFormId): Map<string, FieldKind> {
  let kinds = kindsByForm.get(form);
  if (!kinds) {
    const shape = (leadSchemas[form] as unknown as { _zod: { def: { shape: object } } })._zod.def
      .shape;
    kinds = new Map(Object.entries(shape).map(([name, schema]) => [name, fieldKind(schema)]));
    kindsByForm.set(form, kinds);
  }
  return kinds;
}

/**
 * The data a form's script would send, rebuilt from the same form posted by the browser itself
 * (no script ran): a checked box arrives as "on" and an unchecked one not at all, a checkbox
 * group as repeated values. Fields the schema does not know are passed on, so that the schema
 * refuses them just as it does in JSON.
 */
export function leadDataFromFormFields(
  form: LeadFormId,
  fields: FormFields,
): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  const kinds = fieldKinds(form);
  for (const [name, kind] of kinds) {
    const value = fields[name];
    const values = value === undefined ? [] : Array.isArray(value) ? value : [value];
    if (kind === "flag") data[name] = values.some((item) => item !== "" && item !== "false");
    else if (kind === "list") data[name] = values;
    else if (values.length > 0) data[name] = values.at(-1);
  }
  for (const [name, value] of Object.entries(fields)) {
    if (!kinds.has(name) && value !== undefined) data[name] = value;
  }
  return data;
}
