import { LeadForm, TextField, TextareaField } from "~/components/forms/lead-form";
import { Card } from "~/components/ui/card";
import { quoteRequest } from "~/content/onboarding-quote-request";
import type { QuoteChoices } from "~/lib/onboarding-quote";

/**
 * The card that sends the quote on screen to the team, with who asks. The quote goes as the
 * calculator holds it when sent, its choices only; the form keeps what was typed while the quote
 * is emptied and built again.
 */
export default function QuoteRequestCard({ id, quote }: { id: string; quote: QuoteChoices }) {
  const { labels } = quoteRequest;
  return (
    <Card id={id} className="p-5 sm:p-6" aria-labelledby={`${id}-heading`} role="region">
      <h3 id={`${id}-heading`} className="text-lg font-semibold">
        {quoteRequest.heading}
      </h3>
      <p className="mt-2 mb-5 text-sm text-muted-foreground">{quoteRequest.intro}</p>
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
    </Card>
  );
}
