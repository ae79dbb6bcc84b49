import { CircleAlert, LogIn } from "lucide-react";
import { Fragment, useState } from "react";

import { TextField } from "~/components/forms/fields";
import { Card } from "~/components/ui/card";
import { type LoginInput, loginSchema } from "~/lib/admin-api";

import { AdminForm } from "./admin-form";
import { signIn } from "./admin-client";
import { FocusHeading } from "./focus-heading";

const ADD_USER_COMMAND = "npm run leads -- add-user you@example.com --password-stdin";

/** The inbox's sign-in: e-mail and password, the server's refusal shown above the fields. */
export function SignInForm() {
  const [refusal, setRefusal] = useState<string | null>(null);
  return (
    <div className="mx-auto w-full max-w-md py-10 sm:py-16">
      <Card tone="elevated" className="p-6 sm:p-8">
        <FocusHeading className="text-2xl font-bold tracking-tight">Sign in</FocusHeading>
        <p className="mt-2 text-sm text-muted-foreground">
          Sign in to read and follow up the leads the site&apos;s forms receive.
        </p>
        <div role="alert" className="empty:hidden">
          {refusal ? (
            <p className="mt-6 flex items-start gap-2 rounded-lg border border-destructive/60 bg-destructive/10 px-3 py-2.5 text-sm font-medium text-red-800 dark:text-red-300">
              <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
              {refusal}
            </p>
          ) : null}
        </div>
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
            const message = await signIn(credentials);
            if (!message) return;
            setRefusal(message);
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
      </Card>
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
        <p className="mt-2">It asks for the password on standard input.</p>
      </div>
    </div>
  );
}
