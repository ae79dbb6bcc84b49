import { BookOpen, FileCheck2 } from "lucide-react";
import { useState } from "react";

import { LeadForm, SelectedChoiceField, TextField } from "~/components/forms/lead-form";
import { CatalogGrid } from "~/components/ui/catalog-grid";
import { FormSection } from "~/components/ui/form-section";
import { GradientText } from "~/components/ui/gradient-text";
import { Section, SectionHeading } from "~/components/ui/section";
import { TestimonialCard } from "~/components/ui/testimonial-card";
import {
  CHEAT_SHEETS_SUCCESS,
  CHEAT_SHEETS_SUCCESS_WITHOUT_EMAIL,
  cheatSheets,
  cheatSheetPerks,
  cheatSheetsTestimonial,
} from "~/content/cheat-sheets";
import { smoothScrollToId } from "~/lib/scroll";

const emptyRequest = {
  firstName: "",
  lastName: "",
  email: "",
  company: "",
  companyUrl: "",
  cheatSheet: "",
};

/**
 * The six cheat sheets and the access form below them (its section's id is `formId`), then a
 * team's word on them; View Cheat Sheet glides to the form and names the sheet there.
 */
export function CheatSheetLibrary({ formId }: { formId: string }) {
  const [sheet, setSheet] = useState("");
  const viewSheet = (title: string) => {
    setSheet(title);
    smoothScrollToId(formId);
  };
  return (
    <>
      <Section id="cheat-sheets">
        <SectionHeading
          eyebrow="The library"
          title="Six Cheat Sheets for the Tools You Use Every Day"
          intro="One page each, printable, and written by the specialists who set these tools up for clients."
        />
        <CatalogGrid
          items={cheatSheets}
          action={{ label: "View Cheat Sheet", icon: BookOpen, iconPlacement: "before" }}
          onChoose={viewSheet}
        />
      </Section>
      <FormSection
        id={formId}
        className="bg-muted/30"
        eyebrow="Free access"
        title={
          <>
            Get the <GradientText>Cheat Sheets</GradientText>
          </>
        }
        intro="Tell us where to send them. You get the sheet you picked and the rest of the library, free."
        points={cheatSheetPerks}
        formTitle="Request Access"
      >
        <LeadForm
          form="cheat-sheet"
          defaultValues={emptyRequest}
          values={{ cheatSheet: sheet }}
          submitLabel="Get the Cheat Sheets"
          busyLabel="Submitting..."
          waitMs={1500}
          success={CHEAT_SHEETS_SUCCESS}
          successWithoutEmail={CHEAT_SHEETS_SUCCESS_WITHOUT_EMAIL}
          browserValidation
          onSuccess={() => setSheet("")}
        >
          <SelectedChoiceField
            name="cheatSheet"
            label="Selected cheat sheet"
            icon={FileCheck2}
            onClear={() => setSheet("")}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField name="firstName" label="First Name" autoComplete="given-name" required />
            <TextField name="lastName" label="Last Name" autoComplete="family-name" required />
          </div>
          <TextField name="email" type="email" label="Email" autoComplete="email" required />
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField name="company" label="Company" autoComplete="organization" />
            <TextField
              name="companyUrl"
              inputMode="url"
              label="Company Website"
              placeholder="example.com"
              autoComplete="url"
            />
          </div>
        </LeadForm>
      </FormSection>
      <Section id="testimonial">
        <SectionHeading eyebrow="Results" title="Teams That Keep Them Close" />
        <div className="mx-auto max-w-3xl">
          <TestimonialCard testimonial={cheatSheetsTestimonial} size="large" />
        </div>
      </Section>
    </>
  );
}
