import { useStore } from "@nanostores/react";
import BookOpen from "lucide-react/icons/book-open";
import FileCheck2 from "lucide-react/icons/file-check-corner";
import type { ReactNode } from "react";

import { LeadForm, SelectedChoiceField, TextField } from "~/components/forms/lead-form";
import { CatalogGrid } from "~/components/ui/catalog-grid";
import { FormSection } from "~/components/ui/form-section";
import { GradientText } from "~/components/ui/gradient-text";
import { LinkedChoiceNotes } from "~/components/ui/linked-choice-notes";
import { Section, SectionHeading } from "~/components/ui/section";
import { TestimonialCard } from "~/components/ui/testimonial-card";
import {
  CHEAT_SHEETS_SUCCESS,
  CHEAT_SHEETS_SUCCESS_WITHOUT_EMAIL,
  cheatSheetChoice,
  cheatSheetPerks,
} from "~/content/cheat-sheets";
import { linkedChoiceHref } from "~/lib/preselected-choices";
import { smoothScrollToId } from "~/lib/scroll";
import type { Testimonial } from "~/lib/testimonial-schema";
import { useChoiceFromQuery } from "~/lib/use-choice-from-query";

import { $chosenSheet } from "./chosen-sheet";

/** The access form's card, where the page's calls to action lead. */
export const ACCESS_FORM_ID = "lead-form";

const emptyRequest = {
  firstName: "",
  lastName: "",
  email: "",
  company: "",
  companyUrl: "",
  cheatSheet: "",
};

const clearSheet = () => $chosenSheet.set("");

/**
 * The six cheat sheets (#cheat-sheets, `grid`: the `SheetGrid` island) and the access form below
 * them (`ACCESS_FORM_ID`, `form`: the `SheetAccessForm` island), then a team's word on them
 * (`testimonial`, the published one).
 */
export function CheatSheetLibrary({
  grid,
  form,
  testimonial,
}: {
  grid?: ReactNode;
  form?: ReactNode;
  testimonial: Testimonial;
}) {
  return (
    <>
      <Section id="cheat-sheets">
        <SectionHeading
          eyebrow="The library"
          title="Six Cheat Sheets for the Tools You Use Every Day"
          intro="One page each, printable, and written by the specialists who set these tools up for clients."
        />
        {grid}
      </Section>
      <FormSection
        id="free-access"
        formId={ACCESS_FORM_ID}
        className="bg-muted/30"
        eyebrow="Free access"
        title={
          <>
            Get the <GradientText>Cheat Sheets</GradientText>
          </>
        }
        intro="Tell us where to send them. You get the sheet you picked and the rest of the library, free."
        points={cheatSheetPerks}
        formTop={
          <LinkedChoiceNotes choice={cheatSheetChoice} icon={FileCheck2} formId={ACCESS_FORM_ID} />
        }
        formTitle="Request Access"
      >
        {form}
      </FormSection>
      <Section id="testimonial">
        <SectionHeading eyebrow="Results" title="Teams That Keep Them Close" />
        <div className="mx-auto max-w-3xl">
          <TestimonialCard testimonial={testimonial} size="large" />
        </div>
      </Section>
    </>
  );
}

/**
 * The sheets' cards, an island: View Cheat Sheet glides to the access form and names the sheet
 * there. Without scripts it is a link to the form, the sheet in its query.
 */
export function SheetGrid() {
  return (
    <CatalogGrid
      items={cheatSheetChoice.items}
      action={{ label: "View Cheat Sheet", icon: BookOpen, iconPlacement: "before" }}
      choiceHref={(id) => linkedChoiceHref(cheatSheetChoice, id)}
      onChoose={(title) => {
        $chosenSheet.set(title);
        smoothScrollToId(ACCESS_FORM_ID);
      }}
    />
  );
}

/**
 * The access request, an island: it sends the sheet chosen in the grid, or named in the page's
 * address by a View Cheat Sheet followed before the page was live, if any.
 */
export function SheetAccessForm() {
  const sheet = useStore($chosenSheet);
  useChoiceFromQuery(cheatSheetChoice.query, cheatSheetChoice.items, (chosen) =>
    $chosenSheet.set(chosen.title),
  );
  return (
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
      onSuccess={clearSheet}
    >
      <SelectedChoiceField
        name={cheatSheetChoice.field}
        label={cheatSheetChoice.label}
        icon={FileCheck2}
        onClear={clearSheet}
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
  );
}
