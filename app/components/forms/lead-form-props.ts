import type { ReactNode } from "react";

import type { LeadData, LeadFormId, LeadInput } from "~/lib/lead-schemas";

// What every lead form takes and the fixed parts of its behaviour, apart from both the
// prerendered `LeadForm` and the live form it loads, so that neither imports the other's module.

export const DELIVERY_ERROR = {
  title: "Error",
  description: "There was an error sending your message. Please try again.",
} as const;

export const DEFAULT_WAIT_MS = 1500;

export interface LeadFormProps<F extends LeadFormId> {
  form: F;
  /** A value for every field: the form returns to these after a successful send. */
  defaultValues: LeadInput<F>;
  submitLabel: ReactNode;
  /** Shown on the disabled button while sending, e.g. 'Submitting...'. */
  busyLabel: string;
  /** The busy state lasts at least this long, or until the API answered if that is later. */
  waitMs?: number;
  /** Notification shown once the API accepted the lead. */
  success?: { title: string; description?: string };
  /**
   * Shown instead of `success` when the server sends the visitor no confirmation e-mail (mail is
   * not configured): forms whose success notice promises an e-mail say something true instead.
   */
  successWithoutEmail?: { title: string; description?: string };
  /** Where the browser goes after success (e.g. the booking page), with the notification. */
  redirectTo?: string;
  resetOnSuccess?: boolean;
  /**
   * Keep what was typed when the form is taken off the page (a popup closed) and show it again
   * when it comes back, until it is sent.
   */
  keepDraft?: boolean;
  /** `emailed`: a confirmation e-mail is on its way to the visitor. */
  onSuccess?: (data: LeadData<F>, outcome: { emailed: boolean }) => void;
  /** Let the browser check required fields and e-mail format before the schema does. */
  browserValidation?: boolean;
  /** Values pushed in from outside the form, e.g. a package chosen elsewhere on the page. */
  values?: Partial<LeadInput<F>>;
  id?: string;
  className?: string;
  submitClassName?: string;
  submitIcon?: ReactNode;
  /** Extra content next to the submit button, e.g. a privacy note. */
  footer?: ReactNode;
  children: ReactNode;
}
