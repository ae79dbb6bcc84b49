import { LeadForm, TextField, TextareaField } from "~/components/forms/lead-form";
import { site } from "~/config/site";
import { partnerSection } from "~/content/sales-resources";

/** The partner form (#contact-form): validated, sent to the leads API, then the booking page. */
export function PartnerContactForm() {
  return (
    <LeadForm
      form="partner-contact"
      id="contact-form"
      // Lands with the card's title in view too, just below the fixed header.
      className="scroll-mt-42"
      defaultValues={{ name: "", email: "", company: "", message: "" }}
      submitLabel={partnerSection.submitLabel}
      busyLabel={partnerSection.busyLabel}
      waitMs={partnerSection.waitMs}
      success={partnerSection.success}
      redirectTo={site.bookingUrl}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField name="name" label="Name" autoComplete="name" required />
        <TextField name="email" type="email" label="Email" autoComplete="email" required />
      </div>
      <TextField name="company" label="Company" autoComplete="organization" required />
      <TextareaField
        name="message"
        label="Message (optional)"
        placeholder="Your prospect, the hubs in play and where you need a hand"
        rows={4}
      />
    </LeadForm>
  );
}
