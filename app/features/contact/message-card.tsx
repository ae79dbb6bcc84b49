import CheckCircle2 from "lucide-react/icons/circle-check";
import Send from "lucide-react/icons/send";
import { useRef, useState } from "react";
import { flushSync } from "react-dom";

import { LeadForm, TextField, TextareaField } from "~/components/forms/lead-form";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { contactCopy } from "~/content/contact";

/** The message form's card, where the hero's "Send a Message" leads. */
export const MESSAGE_CARD_ID = "contact-message";

const emptyMessage = { firstName: "", lastName: "", email: "", company: "", message: "" };

/**
 * The message form, an island of the contact page; after a successful send, a Thank You panel.
 * The card carries `MESSAGE_CARD_ID`: on a phone, where the contact details come first, the
 * hero's link then lands on the form itself.
 */
export function ContactMessageCard() {
  const [sent, setSent] = useState(false);
  const cardRef = useRef<HTMLDivElement>(null);
  const thanksRef = useRef<HTMLHeadingElement>(null);
  // The Send button leaves with the form: focus goes to the Thank You panel's heading, where
  // the next Tab reaches "Send Another Message". The shorter panel is brought to the middle of
  // the screen, clear of the header and of the success toast at the top (else the page stays
  // where the long form left it, with the panel's top under both).
  const showThanks = () => {
    flushSync(() => setSent(true));
    thanksRef.current?.focus({ preventScroll: true });
    thanksRef.current?.scrollIntoView({ block: "center" });
  };
  // The button pressed leaves with the panel: focus goes to the empty form's first field, so
  // that the visitor types the next message at once instead of starting again from the page.
  const sendAnother = () => {
    flushSync(() => setSent(false));
    cardRef.current?.querySelector<HTMLInputElement>('input[name="firstName"]')?.focus();
  };
  return (
    <Card ref={cardRef} id={MESSAGE_CARD_ID} className="p-6 sm:p-8">
      {sent ? (
        <div role="status" className="flex flex-col items-center gap-4 py-12 text-center">
          <CheckCircle2 aria-hidden className="size-14 text-emerald-500" />
          <h2 ref={thanksRef} tabIndex={-1} className="text-2xl font-bold">
            {contactCopy.thankYou.title}
          </h2>
          <p className="max-w-md text-muted-foreground">{contactCopy.thankYou.body}</p>
          <Button variant="gradient" size="lg" onClick={sendAnother}>
            {contactCopy.thankYou.again}
          </Button>
        </div>
      ) : (
        <>
          <h2 className="text-2xl font-bold">{contactCopy.formTitle}</h2>
          <p className="mt-2 mb-6 text-muted-foreground">{contactCopy.formIntro}</p>
          <LeadForm
            form="contact"
            defaultValues={emptyMessage}
            submitLabel="Send Message"
            busyLabel="Sending..."
            submitIcon={<Send aria-hidden className="size-4" />}
            success={contactCopy.success}
            onSuccess={showThanks}
          >
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField name="firstName" label="First Name" autoComplete="given-name" required />
              <TextField name="lastName" label="Last Name" autoComplete="family-name" required />
            </div>
            <TextField name="email" type="email" label="Email" autoComplete="email" required />
            <TextField name="company" label="Company" autoComplete="organization" required />
            <TextareaField
              name="message"
              label="Message"
              rows={6}
              placeholder="What are you working on, and how can we help?"
              required
            />
          </LeadForm>
        </>
      )}
    </Card>
  );
}
