import ShieldCheck from "lucide-react/icons/shield-check";
import { useState } from "react";

import {
  type Enrolment,
  type EnrolmentAnswer,
  type TotpCodeInput,
  totpCodeSchema,
} from "~/lib/admin-api";

import { AdminForm } from "./admin-form";
import { type Refusal, confirmEnrolment, isRefusal } from "./admin-client";
import { AppCodeField } from "./second-factor-step";
import { SignInCard } from "./sign-in-card";

/** The key in groups of four, as people copy it into an app by hand. */
const grouped = (key: string) => key.match(/.{1,4}/g)!.join(" ");

/**
 * The first sign-in of an account, its enrolment code proved: the owner adds the inbox to an
 * authenticator app, by its QR code or its key, and confirms with the first code the app shows.
 * Only then does the server keep the key.
 */
export function EnrolmentStep({
  enrolment,
  onEnrolled,
  onExpired,
}: {
  enrolment: Enrolment;
  onEnrolled: (answer: EnrolmentAnswer) => void;
  onExpired: (refusal: Refusal) => void;
}) {
  const [refusal, setRefusal] = useState<string | null>(null);
  return (
    <SignInCard
      heading="Set up two-factor sign-in"
      intro={
        <p>
          Your enrolment code was right. The inbox also asks for a code from an authenticator app on
          your phone (such as 1Password, Google Authenticator, Microsoft Authenticator or Authy) at
          every sign-in.
        </p>
      }
      refusal={refusal}
    >
      <ol className="mt-6 grid list-decimal gap-5 pl-5 text-sm">
        <li className="space-y-3">
          <p>In your authenticator app, add an account and scan this QR code:</p>
          <img
            src={enrolment.qrCode}
            alt="QR code that adds the Grevvy inbox to an authenticator app"
            width={192}
            height={192}
            className="block size-48 rounded-lg bg-white"
          />
        </li>
        <li className="space-y-2">
          <p>Or, if you cannot scan it, type this key into the app:</p>
          <p className="rounded-lg bg-muted px-3 py-2 font-mono text-base tracking-wide break-words text-foreground">
            <code>{grouped(enrolment.key)}</code>
          </p>
        </li>
        <li>
          <p>Enter the 6-digit code the app now shows:</p>
          <AdminForm<TotpCodeInput, TotpCodeInput>
            schema={totpCodeSchema}
            defaultValues={{ code: "" }}
            submitLabel="Turn on two-factor sign-in"
            busyLabel="Checking…"
            submitIcon={<ShieldCheck aria-hidden className="size-4" />}
            aria-label="Confirm your authenticator app"
            className="mt-3"
            buttonClassName="w-full"
            onSubmit={async (code, form) => {
              setRefusal(null);
              const answer = await confirmEnrolment(code);
              if (!isRefusal(answer)) return onEnrolled(answer);
              if (answer.expired) return onExpired(answer);
              setRefusal(answer.refusal);
              form.resetField("code");
              form.setFocus("code");
            }}
          >
            <AppCodeField />
          </AdminForm>
        </li>
      </ol>
    </SignInCard>
  );
}
