import Download from "lucide-react/icons/download";

import { LeadForm, TextField } from "~/components/forms/lead-form";
import { site } from "~/config/site";
import { freeGuide } from "~/content/home";
import { canonicalPath } from "~/content/page-paths";

const emptyForm = { name: "", email: "", company: "" };

/** The free-guide request form: browser-level checks, 'Processing...' while it is sent. */
/** `onSuccess(emailed)`: whether a copy is on its way to the visitor's inbox. */
export function FreeGuideForm({ onSuccess }: { onSuccess: (emailed: boolean) => void }) {
  return (
    <LeadForm
      form="free-guide"
      defaultValues={emptyForm}
      submitLabel={freeGuide.submitLabel}
      busyLabel={freeGuide.busyLabel}
      waitMs={freeGuide.processingMs}
      browserValidation
      onSuccess={(_data, { emailed }) => onSuccess(emailed)}
      submitIcon={<Download aria-hidden className="size-4" />}
      footer={
        <p className="text-center text-xs text-muted-foreground">
          By requesting the guide you agree that {site.brand} may email you about it and related
          resources; unsubscribe at any time. See our{" "}
          <a
            href={canonicalPath("privacy")}
            className="font-medium text-text-purple underline underline-offset-2"
          >
            Privacy Policy
          </a>
          .
        </p>
      }
    >
      <TextField name="name" label="Full Name" autoComplete="name" required />
      <TextField name="email" type="email" label="Business Email" autoComplete="email" required />
      <TextField name="company" label="Company" autoComplete="organization" required />
    </LeadForm>
  );
}
