import { zodResolver } from "@hookform/resolvers/zod";
import Loader2 from "lucide-react/icons/loader-circle";
import { type ReactNode, useId, useState } from "react";
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
  useForm,
  useWatch,
} from "react-hook-form";
import type { z } from "zod";

import { type FieldBinding, FieldBindingContext } from "~/components/forms/form-context";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/utils";

/**
 * A form of the inbox: checked with its zod schema from the API contract, laid out with the
 * site's shared field components, busy (button disabled, its busy label) while `onSubmit` runs.
 * Fields show the schema's messages; focus moves to the first invalid one.
 */
export function AdminForm<Input extends FieldValues, Output extends FieldValues>({
  schema,
  defaultValues,
  onSubmit,
  submitLabel,
  busyLabel,
  submitIcon,
  children,
  className,
  buttonClassName,
  "aria-label": ariaLabel,
}: {
  schema: z.ZodType<Output, Input>;
  defaultValues: DefaultValues<Input>;
  onSubmit: (data: Output, form: UseFormReturn<Input, unknown, Output>) => Promise<void>;
  submitLabel: string;
  busyLabel: string;
  submitIcon?: ReactNode;
  children: ReactNode;
  className?: string;
  buttonClassName?: string;
  "aria-label"?: string;
}) {
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues,
  });
  const [busy, setBusy] = useState(false);
  const idPrefix = `admin-${useId().replace(/[^a-zA-Z0-9-]/g, "")}`;
  const { control } = form;
  const binding: FieldBinding = {
    idPrefix,
    register: form.register as unknown as FieldBinding["register"],
    errors: form.formState.errors,
    defaults: defaultValues as Record<string, unknown>,
    useValue: (name) => useWatch({ control, name: name as Path<Input> }),
  };

  const submit = form.handleSubmit(async (data) => {
    setBusy(true);
    try {
      await onSubmit(data, form);
    } finally {
      setBusy(false);
    }
  });

  return (
    <FieldBindingContext.Provider value={binding}>
      <form
        noValidate
        aria-label={ariaLabel}
        aria-busy={busy}
        onSubmit={(event) => void submit(event)}
        className={cn("grid gap-5", className)}
      >
        {children}
        <Button type="submit" disabled={busy} className={buttonClassName}>
          {busy ? <Loader2 aria-hidden className="size-4 animate-spin" /> : submitIcon}
          {busy ? busyLabel : submitLabel}
        </Button>
      </form>
    </FieldBindingContext.Provider>
  );
}
