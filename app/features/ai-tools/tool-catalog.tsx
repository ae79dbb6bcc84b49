import { useStore } from "@nanostores/react";
import ArrowRight from "lucide-react/icons/arrow-right";
import Sparkles from "lucide-react/icons/sparkles";
import type { ReactNode } from "react";

import {
  LeadForm,
  SelectedChoiceField,
  SelectField,
  TextField,
} from "~/components/forms/lead-form";
import { CatalogGrid } from "~/components/ui/catalog-grid";
import { FormSection } from "~/components/ui/form-section";
import { GradientText } from "~/components/ui/gradient-text";
import { LinkedChoiceNotes } from "~/components/ui/linked-choice-notes";
import { Section, SectionHeading } from "~/components/ui/section";
import {
  AI_TOOLS_SUCCESS,
  AI_TOOLS_SUCCESS_WITHOUT_EMAIL,
  aiToolChoice,
  aiToolsAccessPerks,
} from "~/content/ai-tools";
import { aiToolsRoles } from "~/lib/lead-options";
import type { LeadInput } from "~/lib/lead-schemas";
import { linkedChoiceHref } from "~/lib/preselected-choices";
import { smoothScrollToId } from "~/lib/scroll";
import { useChoiceFromQuery } from "~/lib/use-choice-from-query";

import { $chosenTool } from "./chosen-tool";

/** The access form's card, where the page's calls to action lead. */
export const ACCESS_FORM_ID = "lead-form";

type AiToolsInput = LeadInput<"ai-tools">;

const emptyRequest: AiToolsInput = {
  firstName: "",
  lastName: "",
  email: "",
  company: "",
  // No role is chosen until the visitor picks one.
  role: "" as AiToolsInput["role"],
  tool: "",
};

const clearTool = () => $chosenTool.set("");

/**
 * The six featured tools (#tools, `grid`: the `ToolGrid` island) and the access form below them
 * (`ACCESS_FORM_ID`, `form`: the `ToolAccessForm` island).
 */
export function AiToolsCatalog({ grid, form }: { grid?: ReactNode; form?: ReactNode }) {
  return (
    <>
      <Section id="tools">
        <SectionHeading
          eyebrow="Featured tools"
          title="Six Free AI Tools, One for Every Team"
          intro="Pick a tool to try. We send you access to it and to the rest of the catalog."
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
            Get Your Free <GradientText>AI Tools</GradientText>
          </>
        }
        intro="Tell us who you are and what you do. We send access to the full catalog, with the tools for your role first."
        points={aiToolsAccessPerks}
        formTop={
          <LinkedChoiceNotes choice={aiToolChoice} icon={Sparkles} formId={ACCESS_FORM_ID} />
        }
        formTitle="Request Access"
      >
        {form}
      </FormSection>
    </>
  );
}

/**
 * The tools' cards, an island: Try Now glides to the access form and names the tool there.
 * Without scripts it is a link to the form, the tool in its query.
 */
export function ToolGrid() {
  return (
    <CatalogGrid
      items={aiToolChoice.items}
      action={{ label: "Try Now", icon: ArrowRight, iconPlacement: "after" }}
      choiceHref={(id) => linkedChoiceHref(aiToolChoice, id)}
      onChoose={(name) => {
        $chosenTool.set(name);
        smoothScrollToId(ACCESS_FORM_ID);
      }}
    />
  );
}

/**
 * The access request, an island: it sends the tool chosen in the grid, or named in the page's
 * address by a Try Now followed before the page was live, if any.
 */
export function ToolAccessForm() {
  const tool = useStore($chosenTool);
  useChoiceFromQuery(aiToolChoice.query, aiToolChoice.items, (chosen) =>
    $chosenTool.set(chosen.title),
  );
  return (
    <LeadForm
      form="ai-tools"
      defaultValues={emptyRequest}
      values={{ tool }}
      submitLabel="Get Free Access"
      busyLabel="Submitting..."
      waitMs={1500}
      success={AI_TOOLS_SUCCESS}
      successWithoutEmail={AI_TOOLS_SUCCESS_WITHOUT_EMAIL}
      browserValidation
      onSuccess={clearTool}
    >
      <SelectedChoiceField
        name="tool"
        label={aiToolChoice.label}
        icon={Sparkles}
        onClear={clearTool}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField name="firstName" label="First Name" autoComplete="given-name" required />
        <TextField name="lastName" label="Last Name" autoComplete="family-name" required />
      </div>
      <TextField name="email" type="email" label="Email" autoComplete="email" required />
      <TextField name="company" label="Company" autoComplete="organization" />
      <SelectField
        name="role"
        label="Role"
        placeholder="Select your role"
        options={aiToolsRoles}
        required
      />
    </LeadForm>
  );
}
