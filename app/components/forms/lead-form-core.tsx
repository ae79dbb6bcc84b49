import { zodResolver } from "@hookform/resolvers/zod";
import CheckCircle2 from "lucide-react/icons/circle-check";
import Loader2 from "lucide-react/icons/loader-circle";
import {
  type BaseSyntheticEvent,
  type SubmitEvent,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { flushSync } from "react-dom";
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

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

interface Draft {
  values: Record<string, unknown>;
  submissionId: string;
  /** The values pushed in from outside when the form was taken away (`values`, as JSON). */
  pushed: string;
}

/**
 * What was typed into forms that keep a draft (`keepDraft`) and were taken off the page before
 * they were sent (a popup closed), by form element id: the form shows it again when it comes
 * back. Kept in memory only, for this page.
 */
const drafts = new Map<string, Draft>();

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
  keepDraft = false,
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
  const formId = id ?? `${form}-form`;
  const [draft] = useState(() => (keepDraft ? drafts.get(formId) : undefined));
  const methods = useForm<LeadInput<F>, unknown, LeadData<F>>({
    resolver: zodResolver<LeadInput<F>, unknown, LeadData<F>>(leadSchemas[form] as never),
    defaultValues: (draft?.values ?? defaultValues) as DefaultValues<LeadInput<F>>,
  });
  const [busy, setBusy] = useState(false);
  const submitRef = useRef<HTMLButtonElement>(null);
  // What the form says once its lead is stored, until the visitor starts another.
  const [sentNotice, setSentNotice] = useState<LeadFormProps<F>["success"]>();
  const sentNoticeRef = useRef<HTMLParagraphElement>(null);
  // The page the lead is sent from: in the prerendered form (posted by the browser itself when
  // no script runs) the form's own page, once live the page it is shown on.
  const pathname = useSyncExternalStore(
    noSubscription,
    () => window.location.pathname,
    () => leadFormPath(form),
  );
  // One id per lead, made when the visitor starts filling the form and kept through retries,
  // so the server stores a lead once however often it is sent; a new lead gets a new one.
  const [submissionId, setSubmissionId] = useState(draft?.submissionId ?? "");
  // Whether the lead was sent and nothing typed since: then there is no draft to keep.
  const sent = useRef(false);
  const startSubmission = () => {
    sent.current = false;
    setSentNotice(undefined);
    setSubmissionId((current) => current || newSubmissionId());
  };
  const generatedId = useId();

  const { setValue, setValues, getValues } = methods;
  // What the visitor typed into the prerendered fields before the form was live is adopted by
  // react-hook-form as it registers them, without telling the fields' watchers (a live
  // estimate): hand those values over once more, right after the fields registered, so that
  // the watchers show them. Later typing reaches the watchers by itself.
  const [initialValues] = useState(defaultValues as Record<string, unknown>);
  useEffect(() => {
    const typed = Object.entries(getValues() as Record<string, unknown>).filter(
      ([name, value]) => !sameValue(value, initialValues[name]),
    );
    if (typed.length === 0) return;
    setValues(Object.fromEntries(typed) as Partial<LeadInput<F>>, { shouldDirty: true });
  }, [getValues, setValues, initialValues]);

  // Values pushed in from outside are set when they change from those the form last took: a
  // draft brought back keeps what the visitor made of them. A value no longer pushed (the popup
  // opened again without a plan) goes back to its default, unless the visitor changed it.
  const pushedValues = JSON.stringify(values ?? {});
  const lastPushed = useRef(draft?.pushed);
  useEffect(() => {
    if (pushedValues === lastPushed.current) return;
    const before = JSON.parse(lastPushed.current ?? "{}") as Record<string, unknown>;
    const now = JSON.parse(pushedValues) as Record<string, unknown>;
    lastPushed.current = pushedValues;
    const set = (name: string, value: unknown) =>
      setValue(name as Path<LeadInput<F>>, value as never, {
        shouldDirty: true,
        shouldValidate: false,
      });
    for (const [name, value] of Object.entries(before)) {
      if (!(name in now) && sameValue(getValues(name as Path<LeadInput<F>>), value)) {
        set(name, initialValues[name]);
      }
    }
    for (const [name, value] of Object.entries(now)) set(name, value);
  }, [pushedValues, setValue, getValues, initialValues]);

  // A form taken off the page (a popup closed) keeps its draft for when it comes back, unless
  // it was sent, or nothing was typed into it.
  const currentSubmission = useRef(submissionId);
  useEffect(() => {
    currentSubmission.current = submissionId;
  }, [submissionId]);
  useEffect(
    () => () => {
      if (!keepDraft) return;
      const current = getValues() as Record<string, unknown>;
      const pushed = lastPushed.current ?? "{}";
      const untouched = { ...initialValues, ...(JSON.parse(pushed) as object) };
      const typed = Object.entries(current).some(
        ([name, value]) => !sameValue(value, untouched[name]),
      );
      if (sent.current || !typed) {
        drafts.delete(formId);
        return;
      }
      drafts.set(formId, { values: current, submissionId: currentSubmission.current, pushed });
    },
    [formId, getValues, initialValues, keepDraft],
  );

  // Whether a send is under way, from the submit to its answer: a second submit meanwhile (a
  // double tap, a held press replayed beside a new one) is dropped before the button shows
  // busy, which only a render can do.
  const sending = useRef(false);
  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    sending.current = true;
    try {
      await methods.handleSubmit(send)(event);
    } finally {
      sending.current = false;
    }
  };

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
      sent.current = true;
      setSubmissionId("");
      const notice = result.confirmation ? success : (successWithoutEmail ?? success);
      if (notice) notify(notice);
      // The button pressed was disabled while sending, which took focus from it: focus goes to
      // the form's word that the lead arrived, where the visitor goes on from.
      flushSync(() => setSentNotice(notice));
      sentNoticeRef.current?.focus();
      if (redirectTo) {
        // The notice stays on screen (and is read out) for the form's wait before the page starts
        // to leave, so that the visitor sees it and a slow next page never leaves them without a
        // word; the button stays busy until the page goes, so the lead cannot be sent twice.
        await delay(waitMs);
        window.location.assign(redirectTo);
        return;
      }
      setBusy(false);
      if (resetOnSuccess) methods.reset(defaultValues as LeadInput<F>);
      onSuccess?.(data, { emailed: result.confirmation });
      return;
    }
    // The button is enabled again before it gets back the focus it lost while sending.
    flushSync(() => setBusy(false));
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
    submitRef.current?.focus();
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
        onSubmit={submit}
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
            ref={submitRef}
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
          {/* On the page (and in the accessibility tree) before the notice, so that screen
              readers announce it when it comes; empty, it takes back the gap before it. */}
          <div aria-live="polite" className="empty:-mt-3">
            {sentNotice ? (
              <p
                ref={sentNoticeRef}
                tabIndex={-1}
                className="flex items-start gap-2 rounded-xl border border-emerald-600/40 bg-emerald-500/10 px-4 py-3 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <CheckCircle2
                  aria-hidden
                  className="mt-0.5 size-4 shrink-0 text-emerald-700 dark:text-emerald-400"
                />
                <span>{[sentNotice.title, sentNotice.description].filter(Boolean).join(" ")}</span>
              </p>
            ) : null}
          </div>
        </div>
      </form>
    </FieldBindingContext.Provider>
  );
}
