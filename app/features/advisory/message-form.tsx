import Send from "lucide-react/icons/send";

import { LeadForm, TextField, TextareaField } from "~/components/forms/lead-form";
import { site } from "~/config/site";
import { ADVISORY_SUCCESS } from "~/content/advisory";

/** A message to the advisory team; after it is sent, the visitor goes on to book the call. */
export function AdvisoryMessageForm() {
  return (
    <LeadForm
      form="advisory-message"
      defaultValues={{ name: "", email: "", company: "", message: "" }}
      submitLabel="Send Message"
      busyLabel="Sending..."
      submitIcon={<Send aria-hidden className="size-4" />}
      waitMs={1500}
      success={ADVISORY_SUCCESS}
      redirectTo={site.bookingUrl}
      footer={
        <p className="text-sm text-muted-foreground">
          After sending, we take you to our calendar to pick a time for your call.
        </p>
      }
    >
      <TextField name="name" label="Name" autoComplete="name" required />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField name="email" type="email" label="Email" autoComplete="email" required />
        <TextField name="company" label="Company" autoComplete="organization" required />
      </div>
      <TextareaField
        name="message"
        label="Message (optional)"
        rows={4}
        placeholder="Which software do you use, and what would you like help with?"
      />
    </LeadForm>
  );
}
