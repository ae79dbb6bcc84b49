import { CalendarDays, CheckCircle2, Clock, Mail, Send } from "lucide-react";
import { useState } from "react";

import { LeadForm, TextField, TextareaField } from "~/components/forms/lead-form";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ExternalLink } from "~/components/ui/external-link";
import { FloatingParticles } from "~/components/ui/floating-particles";
import { Section } from "~/components/ui/section";
import { contactCopy } from "~/content/contact";
import { CONTACT_RESPONSE_TIME } from "~/content/contact-reply";

const emptyMessage = { firstName: "", lastName: "", email: "", company: "", message: "" };

function ContactChannels() {
  const [email, booking] = contactCopy.channels;
  return (
    <div className="grid content-start gap-5">
      <h2 className="text-2xl font-bold">Get in touch</h2>
      <Card className="flex gap-4 p-6">
        <Mail aria-hidden className="mt-1 size-6 shrink-0 text-text-purple" />
        <div>
          <h3 className="font-semibold">{email.title}</h3>
          <p className="text-sm text-muted-foreground">{email.description}</p>
          <a
            href={email.href}
            className="mt-2 inline-block font-medium text-text-purple underline-offset-4 hover:underline"
          >
            {email.value}
          </a>
        </div>
      </Card>
      <Card className="flex gap-4 p-6">
        <Clock aria-hidden className="mt-1 size-6 shrink-0 text-text-cyan" />
        <div>
          <h3 className="font-semibold">Response time</h3>
          <p className="text-sm text-muted-foreground">
            We answer every message within {CONTACT_RESPONSE_TIME}.
          </p>
        </div>
      </Card>
      <Card className="flex gap-4 p-6">
        <CalendarDays aria-hidden className="mt-1 size-6 shrink-0 text-text-purple" />
        <div>
          <h3 className="font-semibold">{booking.title}</h3>
          <p className="text-sm text-muted-foreground">{booking.description}</p>
          <Button asChild variant="outline" className="mt-3">
            <ExternalLink href={booking.href}>Book a Call</ExternalLink>
          </Button>
        </div>
      </Card>
    </div>
  );
}

/**
 * Contact details beside the message form; after a successful send, a Thank You panel.
 * The form's card carries `formId`, the target of the hero's "Send a Message": on a phone, where
 * the details come first, the link then lands on the form itself.
 */
export function ContactSection({ formId }: { formId: string }) {
  const [sent, setSent] = useState(false);
  return (
    <Section className="pt-12 lg:pt-16">
      <FloatingParticles area="form" className="-z-10" />
      <div className="grid gap-10 lg:grid-cols-[1fr_1.4fr]">
        <ContactChannels />
        <Card id={formId} className="p-6 sm:p-8">
          {sent ? (
            <div role="status" className="flex flex-col items-center gap-4 py-12 text-center">
              <CheckCircle2 aria-hidden className="size-14 text-emerald-500" />
              <h2 className="text-2xl font-bold">{contactCopy.thankYou.title}</h2>
              <p className="max-w-md text-muted-foreground">{contactCopy.thankYou.body}</p>
              <Button variant="gradient" size="lg" onClick={() => setSent(false)}>
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
                onSuccess={() => setSent(true)}
              >
                <div className="grid gap-5 sm:grid-cols-2">
                  <TextField
                    name="firstName"
                    label="First Name"
                    autoComplete="given-name"
                    required
                  />
                  <TextField
                    name="lastName"
                    label="Last Name"
                    autoComplete="family-name"
                    required
                  />
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
      </div>
    </Section>
  );
}
