import type { LucideIcon } from "lucide-react";
import X from "lucide-react/icons/x";
import type { MouseEvent, ReactNode } from "react";
import type { FieldError } from "react-hook-form";

import { Button } from "~/components/ui/button";
import { ChosenItem } from "~/components/ui/chosen-item";
import { Input, NativeSelect, Textarea } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { slug } from "~/lib/slug";
import { cn } from "~/lib/utils";

import { useFieldBinding, useFieldValue } from "./form-context";

interface FieldBaseProps {
  name: string;
  label: ReactNode;
  description?: ReactNode;
  required?: boolean;
  className?: string;
}

function useFieldState(name: string) {
  const { register, errors, defaults, idPrefix } = useFieldBinding();
  // Field names are flat, so the error and the default sit at the top level.
  const error = errors[name] as FieldError | undefined;
  const initial = defaults[name];
  return { register, error, initial, id: `${idPrefix}-${name}` };
}

/**
 * The default a control is prerendered with (react-hook-form sets values only once it runs), so
 * that the page shows it before the form's code has loaded.
 */
const initialText = (initial: unknown) =>
  typeof initial === "string" || typeof initial === "number" ? String(initial) : undefined;

function describedBy(id: string, hasDescription: boolean, hasError: boolean) {
  const ids = [hasDescription && `${id}-description`, hasError && `${id}-error`].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : undefined;
}

function FieldMessage({ id, error }: { id: string; error?: FieldError }) {
  if (!error?.message) return null;
  return (
    <p id={`${id}-error`} className="text-sm font-medium text-red-700 dark:text-red-400">
      {error.message}
    </p>
  );
}

function FieldDescription({ id, children }: { id: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={`${id}-description`} className="text-sm text-muted-foreground">
      {children}
    </p>
  );
}

function RequiredMark({ required }: { required?: boolean }) {
  return required ? (
    <span aria-hidden className="text-text-purple">
      {" "}
      *
    </span>
  ) : null;
}

/** Label above, control, then description and message: the frame of every single field. */
function FieldFrame({
  id,
  label,
  required,
  description,
  error,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  required?: boolean;
  description?: ReactNode;
  error?: FieldError;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn("grid gap-2", className)}>
      <Label htmlFor={id}>
        {label}
        <RequiredMark required={required} />
      </Label>
      {children}
      <FieldDescription id={id}>{description}</FieldDescription>
      <FieldMessage id={id} error={error} />
    </div>
  );
}

/** ARIA wiring shared by every control: invalid state and what describes it. */
function controlProps(id: string, description: ReactNode, error: FieldError | undefined) {
  return {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(id, Boolean(description), Boolean(error)),
  };
}

export function TextField({
  name,
  label,
  description,
  required,
  className,
  type = "text",
  placeholder,
  autoComplete,
  inputMode,
}: FieldBaseProps & {
  type?: "text" | "email" | "tel" | "url" | "number" | "password";
  placeholder?: string;
  autoComplete?: string;
  inputMode?: "numeric" | "decimal" | "email" | "tel" | "url" | "text";
}) {
  const { register, error, initial, id } = useFieldState(name);
  const frame = { id, label, required, description, error, className };
  return (
    <FieldFrame {...frame}>
      <Input
        {...controlProps(id, description, error)}
        type={type}
        placeholder={placeholder}
        autoComplete={autoComplete}
        inputMode={inputMode}
        required={required}
        defaultValue={initialText(initial)}
        {...register(name)}
      />
    </FieldFrame>
  );
}

export function TextareaField({
  name,
  label,
  description,
  required,
  className,
  placeholder,
  rows = 4,
}: FieldBaseProps & { placeholder?: string; rows?: number }) {
  const { register, error, initial, id } = useFieldState(name);
  const frame = { id, label, required, description, error, className };
  return (
    <FieldFrame {...frame}>
      <Textarea
        {...controlProps(id, description, error)}
        rows={rows}
        placeholder={placeholder}
        required={required}
        defaultValue={initialText(initial)}
        {...register(name)}
      />
    </FieldFrame>
  );
}

export interface FieldOption {
  value: string;
  label: ReactNode;
}

export function SelectField({
  name,
  label,
  description,
  required,
  className,
  placeholder,
  options,
}: FieldBaseProps & { placeholder: string; options: readonly FieldOption[] }) {
  const { register, error, initial, id } = useFieldState(name);
  const frame = { id, label, required, description, error, className };
  return (
    <FieldFrame {...frame}>
      <NativeSelect
        {...controlProps(id, description, error)}
        required={required}
        defaultValue={initialText(initial)}
        {...register(name)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </FieldFrame>
  );
}

const checkboxClasses =
  "mt-0.5 size-4 shrink-0 cursor-pointer rounded border-input accent-purple-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";

/** A single yes/no checkbox (consent, a list choice). */
export function CheckboxField({ name, label, description, required, className }: FieldBaseProps) {
  const { register, error, initial, id } = useFieldState(name);
  return (
    <div className={cn("grid gap-2", className)}>
      <div className="flex items-start gap-3">
        <input
          {...controlProps(id, description, error)}
          type="checkbox"
          required={required}
          className={checkboxClasses}
          defaultChecked={initial === true}
          {...register(name)}
        />
        <Label htmlFor={id} weight="option">
          {label}
        </Label>
      </div>
      <FieldDescription id={id}>{description}</FieldDescription>
      <FieldMessage id={id} error={error} />
    </div>
  );
}

/** Several checkboxes whose checked values form a list. */
export function CheckboxGroupField({
  name,
  label,
  description,
  required,
  className,
  options,
  columns = 1,
}: FieldBaseProps & { options: readonly FieldOption[]; columns?: 1 | 2 }) {
  const { register, error, initial, id } = useFieldState(name);
  return (
    <fieldset
      className={cn("grid gap-3", className)}
      aria-describedby={describedBy(id, Boolean(description), Boolean(error))}
      aria-invalid={error ? true : undefined}
    >
      <legend className="mb-1 text-sm font-medium">
        {label}
        <RequiredMark required={required} />
      </legend>
      <FieldDescription id={id}>{description}</FieldDescription>
      <div className={cn("grid gap-3", columns === 2 && "sm:grid-cols-2")}>
        {options.map((option) => {
          const optionId = `${id}-${slug(option.value)}`;
          return (
            <div key={option.value} className="flex items-start gap-3">
              <input
                id={optionId}
                type="checkbox"
                value={option.value}
                className={checkboxClasses}
                defaultChecked={Array.isArray(initial) && initial.includes(option.value)}
                {...register(name)}
              />
              <Label htmlFor={optionId} weight="option">
                {option.label}
              </Label>
            </div>
          );
        })}
      </div>
      <FieldMessage id={id} error={error} />
    </fieldset>
  );
}

/** The control of its form that comes after `button`: where focus goes on from it. */
function controlAfter(button: HTMLButtonElement): HTMLElement | undefined {
  return [...(button.form?.elements ?? [])].find(
    (control): control is HTMLElement =>
      control instanceof HTMLElement &&
      Boolean(button.compareDocumentPosition(control) & Node.DOCUMENT_POSITION_FOLLOWING) &&
      control.tabIndex >= 0 &&
      !control.matches(":disabled, [type=hidden]"),
  );
}

/**
 * Names, inside the form, an item chosen elsewhere on the page (a tool, a cheat sheet). It reads
 * the form's own value, so a reset after sending clears it too. Clearing it takes away the
 * button pressed: focus goes on to the form's next control.
 */
export function SelectedChoiceField({
  name,
  label,
  icon: Icon,
  onClear,
}: {
  name: string;
  label: string;
  icon: LucideIcon;
  onClear: () => void;
}) {
  const value = useFieldValue(name) as string | undefined;
  if (!value) return null;
  const clear = (event: MouseEvent<HTMLButtonElement>) => {
    controlAfter(event.currentTarget)?.focus();
    onClear();
  };
  return (
    <ChosenItem
      icon={Icon}
      label={label}
      title={value}
      live
      clear={
        <Button type="button" variant="ghost" size="sm" onClick={clear}>
          <X aria-hidden className="size-4" />
          <span className="sr-only">Clear the {label.toLowerCase()}</span>
        </Button>
      }
    />
  );
}
