import LogIn from "lucide-react/icons/log-in";
import { Fragment, useState } from "react";

import { TextField } from "~/components/forms/fields";
import {
  type AdminUser,
  type Enrolment,
  type LoginAnswer,
  type LoginInput,
  loginSchema,
} from "~/lib/admin-api";

import { AdminForm } from "./admin-form";
import { type Refusal, isRefusal, signIn } from "./admin-client";
import { EnrolmentCodeStep } from "./enrolment-code-step";
import { EnrolmentStep } from "./enrolment-step";
import { RecoveryCodesStep } from "./recovery-codes-step";
import { SecondFactorStep } from "./second-factor-step";
import { SignInCard } from "./sign-in-card";

const ADD_USER_COMMAND = "npm run leads -- add-user you@example.com --password-stdin";

type Step =
  | { name: "password"; refusal: string | null }
  /** A code of the owner's app, or the enrolment code that setting one up needs. */
  | { name: LoginAnswer["next"] }
  | { name: "enrolment"; enrolment: Enrolment }
  | { name: "recovery-codes"; user: AdminUser; codes: string[] };

/**
 * The inbox's sign-in: the password, then a code of the owner's authenticator app (or a
 * recovery code); at the first sign-in, the enrolment code, then setting the app up and saving
 * the recovery codes.
 */
export function SignInForm() {
  const [step, setStep] = useState<Step>({ name: "password", refusal: null });
  // A sign-in that expired between its steps starts again from the password, saying why.
  const restart = ({ refusal }: Refusal) => setStep({ name: "password", refusal });
  return (
    <div className="mx-auto w-full max-w-md py-10 sm:py-16">
      {step.name === "password" ? (
        <PasswordStep
          initialRefusal={step.refusal}
          onPassed={(answer) => setStep({ name: answer.next })}
        />
      ) : null}
      {step.name === "code" ? <SecondFactorStep onExpired={restart} /> : null}
      {step.name === "enrolment-code" ? (
        <EnrolmentCodeStep
          onExpired={restart}
          onProven={(enrolment) => setStep({ name: "enrolment", enrolment })}
        />
      ) : null}
      {step.name === "enrolment" ? (
        <EnrolmentStep
          enrolment={step.enrolment}
          onExpired={restart}
          onEnrolled={({ user, recoveryCodes }) =>
            setStep({ name: "recovery-codes", user, codes: recoveryCodes })
          }
        />
      ) : null}
      {step.name === "recovery-codes" ? (
        <RecoveryCodesStep user={step.user} codes={step.codes} />
      ) : null}
    </div>
  );
}

function PasswordStep({
  initialRefusal,
  onPassed,
}: {
  initialRefusal: string | null;
  onPassed: (answer: LoginAnswer) => void;
}) {
  const [refusal, setRefusal] = useState(initialRefusal);
  return (
    <>
      <SignInCard
        heading="Sign in"
        intro={<p>Sign in to read and follow up the leads the site&apos;s forms receive.</p>}
        refusal={refusal}
      >
        <AdminForm<LoginInput, LoginInput>
          schema={loginSchema}
          defaultValues={{ email: "", password: "" }}
          submitLabel="Sign in"
          busyLabel="Signing in…"
          submitIcon={<LogIn aria-hidden className="size-4" />}
          aria-label="Sign in"
          className="mt-6"
          buttonClassName="w-full"
          onSubmit={async (credentials, form) => {
            setRefusal(null);
            const answer = await signIn(credentials);
            if (!isRefusal(answer)) return onPassed(answer);
            setRefusal(answer.refusal);
            form.resetField("password");
            form.setFocus("password");
          }}
        >
          <TextField name="email" type="email" label="Email" autoComplete="username" required />
          <TextField
            name="password"
            type="password"
            label="Password"
            autoComplete="current-password"
            required
          />
        </AdminForm>
      </SignInCard>
      <div className="mt-6 rounded-2xl border border-border px-5 py-4 text-sm text-muted-foreground">
        <p>No account yet? Whoever runs the server creates one:</p>
        <pre className="mt-2 rounded-lg bg-muted px-3 py-2 font-mono text-xs break-words whitespace-pre-wrap text-foreground">
          {/* Lines break between words only: never inside a flag such as --password-stdin. */}
          <code>
            {ADD_USER_COMMAND.split(" ").map((word, index) => (
              <Fragment key={index}>
                {index > 0 && " "}
                <span className="whitespace-nowrap">{word}</span>
              </Fragment>
            ))}
          </code>
        </pre>
        <p className="mt-2">
          It asks for the password on standard input and prints the enrolment code your first
          sign-in asks for.
        </p>
      </div>
    </>
  );
}
