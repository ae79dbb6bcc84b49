import KeyRound from "lucide-react/icons/key-round";
import { useState } from "react";

import { TextField } from "~/components/forms/fields";
import {
  ENROLMENT_CODE_HOURS,
  type Enrolment,
  type EnrolmentCodeInput,
  enrolmentCodeSchema,
} from "~/lib/admin-api";

import { AdminForm } from "./admin-form";
import { type Refusal, isRefusal, proveEnrolmentCode } from "./admin-client";
import { SignInCard } from "./sign-in-card";

/**
 * Before an account's first app is set up: the one-time enrolment code the owner was given with
 * the account (or after a reset), so that the password alone sets up no one's app. Only a right
 * code brings the app's key.
 */
export function EnrolmentCodeStep({
  onProven,
  onExpired,
}: {
  onProven: (enrolment: Enrolment) => void;
  onExpired: (refusal: Refusal) => void;
}) {
  const [refusal, setRefusal] = useState<string | null>(null);
  return (
    <SignInCard
      heading="Enter your enrolment code"
      intro={
        <>
          <p>
            Your password was right. To set up two-factor sign-in, enter the enrolment code you were
            given with your account. It works once, within {ENROLMENT_CODE_HOURS} hours.
          </p>
          <p>
            No code, or it expired? Ask whoever runs the server for a new one: resetting your
            two-factor sign-in prints it.
          </p>
        </>
      }
      refusal={refusal}
    >
      <AdminForm<EnrolmentCodeInput, EnrolmentCodeInput>
        schema={enrolmentCodeSchema}
        defaultValues={{ enrolmentCode: "" }}
        submitLabel="Continue"
        busyLabel="Checking…"
        submitIcon={<KeyRound aria-hidden className="size-4" />}
        aria-label="Enter your enrolment code"
        className="mt-6"
        buttonClassName="w-full"
        onSubmit={async (code, form) => {
          setRefusal(null);
          const answer = await proveEnrolmentCode(code);
          if (!isRefusal(answer)) return onProven(answer.enrolment);
          if (answer.expired) return onExpired(answer);
          setRefusal(answer.refusal);
          form.resetField("enrolmentCode");
          form.setFocus("enrolmentCode");
        }}
      >
        <TextField
          name="enrolmentCode"
          label="Enrolment code"
          description="Four groups of four letters and digits; dashes and capitals do not matter."
          autoComplete="off"
          placeholder="xxxx-xxxx-xxxx-xxxx"
          required
        />
      </AdminForm>
    </SignInCard>
  );
}
