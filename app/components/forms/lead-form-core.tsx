import { zodResolver } from "@hookform/resolvers/zod";
import Loader2 from "lucide-react/icons/loader-circle";
import { type BaseSyntheticEvent, useEffect, useId, useState, useSyncExternalStore } from "react";
import { type DefaultValues, type Path, useForm, useWatch } from "react-hook-form";

import { Button } from "~/components/ui/button";
import { notify, preloadToasts } from "~/components/ui/toast";
import { leadFormPath } from "~/content/lead-form-pages";
import { type LeadData, type LeadFormId, type LeadInput, leadSchemas } from "~/lib/lead-schemas";
import { newSubmissionId } from "~/lib/submission-id";
import { ENVELOPE_FIELDS, HONEYPOT_FIELD, LEADS_ENDPOINT, submitLead } from "~/lib/submit-lead";
import { cn } from "~/lib/utils";

import { type FieldBinding, FieldBindingContext } from "./form-context";
import { DEFAULT_WAIT_MS, DELIVERY_ERROR, type LeadFormProps } from "./lead-form-props";

const noSubscription = () => () => {};

function delay(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Resolves once what was rendered before the call is on screen: two animation frames on. */
function painted() {
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
}

/**
 * Every lead form of the site: validates with the form's schema, sends the lead to the leads
 * API, keeps the busy label for the observed wait, then shows the outcome. On failure nothing
 * typed is lost: server field messages land on their fields, anything else shows 'Error'.
 */
export function LeadForm<F extends LeadFormId>({
  form,
  defaultValues,
  submitLabel,
  busyLabel,
  waitMs = DEFAULT_WAIT_MS,
  success,
  successWithoutEmail,
  redirectTo,
  resetOnSuccess = true,
  onSuccess,
  browserValidation = false,
  values,
  id,
  className,
  submitClassName,
  submitIcon,
  footer,
  children,
}: LeadFormProps<F>) {
  const methods = useForm<LeadInput<F>, unknown, LeadData<F>>({
    resolver: zodResolver<LeadInput<F>, unknown, LeadData<F>>(leadSchemas[form] as never),
    defaultValues: defaultValues as DefaultValues<LeadInput<F>>,
  });
  const [busy, setBusy] = useState(false);
  // The page the lead is sent from: in the prerendered form (posted by the browser itself when
  // no script runs) the form's own page, once live the page it is shown on.
  const pathname = useSyncExternalStore(
    noSubscription,
    () => window.location.pathname,
    () => leadFormPath(form),
  );
  // One id per lead, made when the visitor starts filling the form and kept through retries,
  // so the server stores a lead once however often it is sent; a new lead gets a new one.
  const [submissionId, setSubmissionId] = useState("");
  const startSubmission = () => setSubmissionId((current) => current || newSubmissionId());
  const generatedId = useId();
  const formId = id ?? `${form}-form`;

  const { setValue, setValues, getValues } = methods;
  // What the visitor typed into the prerendered fields before the form was live is adopted by
  // react-hook-form as it registers them, without telling the fields' watchers (a live
  // estimate): hand those values over once more, right after the fields registered, so that
  // the watchers show them. Later typing reaches the watchers by itself.
  const [initialValues] = useState(defaultValues as Record<string, unknown>);
  useEffect(() => {
    const typed = Object.entries(getValues() as Record<string, unknown>).filter(
      ([name, value]) => JSON.stringify(value) !== JSON.stringify(initialValues[name]),
    );
    if (typed.length === 0) return;
    setValues(Object.fromEntries(typed) as Partial<LeadInput<F>>, { shouldDirty: true });
  }, [getValues, setValues, initialValues]);

  const pushedValues = JSON.stringify(values ?? {});
  useEffect(() => {
    for (const [name, value] of Object.entries(JSON.parse(pushedValues) as object)) {
      setValue(name as Path<LeadInput<F>>, value, { shouldDirty: true, shouldValidate: false });
    }
  }, [pushedValues, setValue]);

  const send = async (data: LeadData<F>, event?: BaseSyntheticEvent) => {
    const formElement = event?.target instanceof HTMLFormElement ? event.target : null;
    const honeypot = formElement ? String(new FormData(formElement).get(HONEYPOT_FIELD) ?? "") : "";
    const submission = submissionId || newSubmissionId();
    setSubmissionId(submission);
    setBusy(true);
    const [result] = await Promise.all([
      submitLead(form, data, { page: pathname, submissionId: submission, honeypot }),
      delay(waitMs),
    ]);
    if (result.ok) {
      setSubmissionId("");
      const notice = result.confirmation ? success : (successWithoutEmail ?? success);
      if (notice) notify(notice);
      if (redirectTo) {
        // The notice is on screen before the page starts to leave, so a slow next page never
        // leaves the visitor without a word; the button stays busy until the page goes, so the
        // lead cannot be sent twice.
        await painted();
        window.location.assign(redirectTo);
        return;
      }
      setBusy(false);
      if (resetOnSuccess) methods.reset(defaultValues as LeadInput<F>);
      onSuccess?.(data, { emailed: result.confirmation });
      return;
    }
    setBusy(false);
    const fieldErrors = Object.entries(result.fieldErrors ?? {}).filter(
      ([name, messages]) => name in (defaultValues as object) && messages?.[0],
    );
    if (result.status === 400 && fieldErrors.length > 0) {
      for (const [name, messages] of fieldErrors) {
        methods.setError(name as Path<LeadInput<F>>, { message: messages![0] });
      }
      methods.setFocus(fieldErrors[0]![0] as Path<LeadInput<F>>);
      return;
    }
    notify({ ...DELIVERY_ERROR, variant: "destructive" });
  };

  const { control } = methods;
  const binding: FieldBinding = {
    idPrefix: `${formId}-${generatedId.replace(/[^a-zA-Z0-9-]/g, "")}`,
    // Fields name their own keys; the schema checks them on submit.
    register: methods.register as unknown as FieldBinding["register"],
    errors: methods.formState.errors,
    defaults: defaultValues as Record<string, unknown>,
    useValue: (name) => useWatch({ control, name: name as Path<LeadInput<F>> }),
  };

  return (
    <FieldBindingContext.Provider value={binding}>
      {/* Without scripts (or before they run) the browser posts the form itself, to the
          same API, and is answered with a page. */}
      <form
        id={formId}
        method="post"
        action={LEADS_ENDPOINT}
        noValidate={!browserValidation}
        aria-busy={busy}
        onSubmit={methods.handleSubmit(send)}
        onInput={startSubmission}
        onFocus={preloadToasts}
        className={cn("relative grid gap-5", className)}
      >
        <input type="hidden" name={ENVELOPE_FIELDS.form} value={form} />
        <input type="hidden" name={ENVELOPE_FIELDS.page} value={pathname} />
        <input type="hidden" name={ENVELOPE_FIELDS.submissionId} value={submissionId} />
        <div aria-hidden className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label>
            Leave this field empty
            <input
              type="text"
              name={HONEYPOT_FIELD}
              tabIndex={-1}
              autoComplete="off"
              defaultValue=""
            />
          </label>
        </div>
        {children}
        <div className="flex flex-col gap-3">
          <Button
            type="submit"
            size="lg"
            variant="gradient"
            disabled={busy}
            className={cn("w-full", submitClassName)}
          >
            {busy ? <Loader2 aria-hidden className="size-4 animate-spin" /> : submitIcon}
            {busy ? busyLabel : submitLabel}
          </Button>
          {footer}
        </div>
      </form>
    </FieldBindingContext.Provider>
  );
}
