import CheckCircle2 from "lucide-react/icons/circle-check";
import Download from "lucide-react/icons/download";
import type { ReactNode } from "react";

import { CheckboxField, LeadForm, SelectField, TextField } from "~/components/forms/lead-form";
import { FormSection } from "~/components/ui/form-section";
import { GradientText } from "~/components/ui/gradient-text";
import { canonicalPath } from "~/content/page-paths";
import {
  PROMPT_GUIDE_SUCCESS,
  PROMPT_GUIDE_SUCCESS_WITHOUT_EMAIL,
  guideContents,
} from "~/content/prompt-guide";
import { promptGuideRoles } from "~/lib/lead-options";
import type { LeadInput } from "~/lib/lead-schemas";

/** The download form, where the hero's "Get Your Free Guide" leads. */
export const DOWNLOAD_FORM_ID = "download-form";

type DownloadInput = LeadInput<"prompt-guide">;

const emptyDownload: DownloadInput = {
  firstName: "",
  lastName: "",
  email: "",
  company: "",
  // Nothing is chosen or accepted until the visitor does it; the schema then asks for it.
  role: "" as DownloadInput["role"],
  consent: false as DownloadInput["consent"],
};

/** What the guide contains, with its cover. */
function GuidePreview() {
  return (
    <div>
      <img
        src="/images/resources/prompt-guide-cover.svg"
        width={480}
        height={400}
        loading="lazy"
        alt="Cover of the AI Trainer Prompt Guide with chat bubbles around it"
        className="mx-auto h-auto w-full max-w-md"
      />
      <h3 className="mt-6 text-xl font-semibold">What's inside</h3>
      <ul className="mt-4 space-y-3">
        {guideContents.map((item) => (
          <li key={item} className="flex gap-3">
            <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0 text-text-cyan" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The download request, an island of the page: name, e-mail, optional company, role and consent.
 * The form itself carries `DOWNLOAD_FORM_ID`, the target of the hero's "Get Your Free Guide": on
 * a phone, where the cover and contents come first, the link then lands on the form.
 */
export function DownloadForm() {
  return (
    <LeadForm
      form="prompt-guide"
      id={DOWNLOAD_FORM_ID}
      // Lands with the card's title in view too, just below the fixed header.
      className="scroll-mt-42"
      defaultValues={emptyDownload}
      submitLabel="Download the Guide"
      busyLabel="Submitting..."
      submitIcon={<Download aria-hidden className="size-4" />}
      waitMs={1500}
      success={PROMPT_GUIDE_SUCCESS}
      successWithoutEmail={PROMPT_GUIDE_SUCCESS_WITHOUT_EMAIL}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField name="firstName" label="First Name" autoComplete="given-name" required />
        <TextField name="lastName" label="Last Name" autoComplete="family-name" required />
      </div>
      <TextField name="email" type="email" label="Work Email" autoComplete="email" required />
      <TextField name="company" label="Company (optional)" autoComplete="organization" />
      <SelectField
        name="role"
        label="Your Role"
        placeholder="Select your role"
        options={promptGuideRoles}
        required
      />
      <CheckboxField
        name="consent"
        required
        label={
          <>
            I agree to receive the guide by e-mail and accept the{" "}
            <a
              href={canonicalPath("terms")}
              className="text-text-purple underline underline-offset-4"
            >
              terms
            </a>{" "}
            and{" "}
            <a
              href={canonicalPath("privacy")}
              className="text-text-purple underline underline-offset-4"
            >
              privacy policy
            </a>
            .
          </>
        }
      />
    </LeadForm>
  );
}

/** The download offer (#download): why to get the guide and its contents beside `form`. */
export function DownloadSection({ form }: { form?: ReactNode }) {
  return (
    <FormSection
      id="download"
      className="bg-muted/30"
      eyebrow="Free download"
      title={
        <>
          Get Your Free <GradientText>Prompt Guide</GradientText>
        </>
      }
      intro="Tell us who you are and which role you work in."
      extra={
        <div className="mt-8">
          <GuidePreview />
        </div>
      }
      formTitle="Send Me the Guide"
    >
      {form}
    </FormSection>
  );
}
