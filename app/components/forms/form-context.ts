import { createContext, useContext } from "react";
import type { FieldErrors, UseFormRegister } from "react-hook-form";

/**
 * What the fields of a form need from it, provided by the live `LeadForm`. The fields reach the
 * form library only through this, so a page that shows a form does not load that library until
 * the form is about to be used.
 */
export interface FieldBinding {
  /** A unique prefix for the ids of the form's controls. */
  idPrefix: string;
  register: UseFormRegister<Record<string, unknown>>;
  errors: FieldErrors;
  /** The form's default values, written into the prerendered controls. */
  defaults: Readonly<Record<string, unknown>>;
  /** A hook: the current value of a field, re-rendering its caller when it changes. */
  useValue: (name: string) => unknown;
}

export const FieldBindingContext = createContext<FieldBinding | null>(null);

export function useFieldBinding(): FieldBinding {
  const binding = useContext(FieldBindingContext);
  if (!binding) throw new Error("Form fields belong inside a LeadForm");
  return binding;
}

/** The current value of a field of the enclosing form. */
export function useFieldValue(name: string): unknown {
  return useFieldBinding().useValue(name);
}
