import { createContext, useContext } from "react";

/** Per-form facts the fields need: a unique prefix for their ids. */
export const LeadFormIdContext = createContext<string>("form");

export function useFieldId(name: string): string {
  return `${useContext(LeadFormIdContext)}-${name}`;
}
