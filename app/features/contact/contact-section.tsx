import CalendarDays from "lucide-react/icons/calendar-days";
import Clock from "lucide-react/icons/clock";
import Mail from "lucide-react/icons/mail";
import type { ReactNode } from "react";

import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ExternalLink } from "~/components/ui/external-link";
import { FloatingParticles } from "~/components/ui/floating-particles";
import { Section } from "~/components/ui/section";
import { contactCopy } from "~/content/contact";
import { CONTACT_RESPONSE_TIME } from "~/content/contact-reply";

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
          <dl className="mt-3 grid gap-2 text-sm">
            {email.addresses.map(({ label, address }) => (
              <div key={address}>
                <dt className="text-muted-foreground">{label}</dt>
                <dd>
                  <a
                    href={`mailto:${address}`}
                    className="font-medium break-all text-text-purple underline-offset-4 hover:underline"
                  >
                    {address}
                  </a>
                </dd>
              </div>
            ))}
          </dl>
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

/** Contact details beside the message form (`form`: the `ContactMessageCard` island). */
export function ContactSection({ form }: { form?: ReactNode }) {
  return (
    <Section className="pt-12 lg:pt-16">
      <FloatingParticles area="form" className="-z-10" />
      <div className="grid gap-10 lg:grid-cols-[1fr_1.4fr]">
        <ContactChannels />
        {form}
      </div>
    </Section>
  );
}
