import KeyRound from "lucide-react/icons/key-round";
import ShieldCheck from "lucide-react/icons/shield-check";
import { useEffect, useRef, useState } from "react";

import { TextField } from "~/components/forms/fields";
import { Button } from "~/components/ui/button";
import {
  type RecoveryCodeInput,
  type TotpCodeInput,
  recoveryCodeSchema,
  totpCodeSchema,
} from "~/lib/admin-api";

import { AdminForm } from "./admin-form";
import { type Refusal, completeSignIn } from "./admin-client";
import { SignInCard } from "./sign-in-card";

/** The field the owner types a code of the app into: digits, filled in by the phone's keyboard. */
export function AppCodeField() {
  return (
    <TextField
      name="code"
      label="6-digit code"
      autoComplete="one-time-code"
      inputMode="numeric"
      required
    />
  );
}

/**
 * The second step of a sign-in: a code of the owner's authenticator app, or, without the phone,
 * one of the recovery codes (each works once).
 */
export function SecondFactorStep({ onExpired }: { onExpired: (refusal: Refusal) => void }) {
  const [withRecoveryCode, setWithRecoveryCode] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  /** Sends the code; a refusal is shown and the field emptied for another try. */
  async function send(code: TotpCodeInput | RecoveryCodeInput, clear: () => void) {
    setRefusal(null);
    const answer = await completeSignIn(code);
    if (!answer) return;
    if (answer.expired) return onExpired(answer);
    setRefusal(answer.refusal);
    clear();
  }

  // After a switch the other field replaces the one the owner was at: focus goes to it.
  const forms = useRef<HTMLDivElement>(null);
  const switched = useRef(false);
  useEffect(() => {
    if (switched.current) forms.current?.querySelector("input")?.focus();
  }, [withRecoveryCode]);
  const switchTo = (recovery: boolean) => {
    switched.current = true;
    setRefusal(null);
    setWithRecoveryCode(recovery);
  };

  return (
    <SignInCard
      heading="Enter your code"
      intro={
        withRecoveryCode ? (
          <p>
            Enter one of the recovery codes you saved when you set up two-factor sign-in. Each code
            works once.
          </p>
        ) : (
          <p>Open your authenticator app and enter the code it shows for the Grevvy inbox.</p>
        )
      }
      refusal={refusal}
    >
      <div ref={forms}>
        {withRecoveryCode ? (
          <AdminForm<RecoveryCodeInput, RecoveryCodeInput>
            key="recovery-code"
            schema={recoveryCodeSchema}
            defaultValues={{ recoveryCode: "" }}
            submitLabel="Sign in"
            busyLabel="Checking…"
            submitIcon={<KeyRound aria-hidden className="size-4" />}
            aria-label="Sign in with a recovery code"
            className="mt-6"
            buttonClassName="w-full"
            onSubmit={(code, form) =>
              send(code, () => {
                form.resetField("recoveryCode");
                form.setFocus("recoveryCode");
              })
            }
          >
            <TextField
              name="recoveryCode"
              label="Recovery code"
              autoComplete="off"
              placeholder="xxxx-xxxx-xxxx-xxxx"
              required
            />
          </AdminForm>
        ) : (
          <AdminForm<TotpCodeInput, TotpCodeInput>
            key="app-code"
            schema={totpCodeSchema}
            defaultValues={{ code: "" }}
            submitLabel="Sign in"
            busyLabel="Checking…"
            submitIcon={<ShieldCheck aria-hidden className="size-4" />}
            aria-label="Sign in with a code from your app"
            className="mt-6"
            buttonClassName="w-full"
            onSubmit={(code, form) =>
              send(code, () => {
                form.resetField("code");
                form.setFocus("code");
              })
            }
          >
            <AppCodeField />
          </AdminForm>
        )}
      </div>
      <Button
        type="button"
        variant="link"
        size="inline"
        className="mt-4"
        onClick={() => switchTo(!withRecoveryCode)}
      >
        {withRecoveryCode ? "Use a code from your app" : "Use a recovery code"}
      </Button>
    </SignInCard>
  );
}
