import { LeadForm, TextField, TextareaField } from "~/components/forms/lead-form";
import { quoteRequest } from "~/content/onboarding-quote-request";
import type { QuoteChoices } from "~/lib/onboarding-quote";

/**
 * The form that sends the quote on screen to the team, with who asks. The quote goes as the
 * calculator holds it when sent, its choices only; the form keeps what was typed while the quote
 * is emptied and built again.
 */
export default function QuoteRequestForm({ quote }: { quote: QuoteChoices }) {
  const { labels } = quoteRequest;
  return (
    <LeadForm
      form="onboarding-quote"
      // What the form returns to once sent: empty fields, and the quote on screen, which stays.
      defaultValues={{ name: "", email: "", company: "", message: "", quote }}
      values={{ quote }}
      submitLabel={quoteRequest.submitLabel}
      busyLabel={quoteRequest.busyLabel}
      success={quoteRequest.success}
      keepDraft
    >
      <TextField name="name" label={labels.name} autoComplete="name" required />
      <TextField name="email" type="email" label={labels.email} autoComplete="email" required />
      <TextField name="company" label={labels.company} autoComplete="organization" required />
      <TextareaField
        name="message"
        label={labels.message}
        placeholder={quoteRequest.messagePlaceholder}
        rows={3}
      />
    </LeadForm>
  );
}
