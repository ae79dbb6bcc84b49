/** The form of the AI trainer plans' copy: a card per plan, then a card per add-on. */
import { Card } from "~/components/ui/card";
import {
  type IndividualPlanId,
  type TeamPlanId,
  addOnIds,
  individualPlanIds,
  teamPlanIds,
} from "~/content/ai-trainer-plan-ids";
import { TEAM_ENTERPRISE_SUPPORT } from "~/content/ai-trainer-plans";
import { type AiTrainerPlanCopy, MAX_FEATURES } from "~/lib/ai-trainer-plan-copy-schema";

import { FieldList, type FormProps, type Path, Section, TextField } from "./content-fields";

/** A plan's copy as a card: its description, badge, features in order and support line. */
function PlanCopyCard({
  plan,
  ...props
}: FormProps<AiTrainerPlanCopy> & {
  plan: readonly ["individual", IndividualPlanId] | readonly ["team", TeamPlanId];
}) {
  const { features } =
    plan[0] === "individual" ? props.item.individual[plan[1]] : props.item.team[plan[1]];
  const featuresPath: Path = [...plan, "features"];
  return (
    <li>
      <Card className="grid gap-3 p-4">
        <h3 className="font-semibold">{props.label(plan)}</h3>
        <TextField {...props} multiline path={[...plan, "description"]} />
        <TextField {...props} nullable="No badge" path={[...plan, "badge"]} />
        <FieldList
          {...props}
          path={featuresPath}
          items={features}
          blank=""
          max={MAX_FEATURES}
          addLabel={`Add a feature to ${props.label(plan)}`}
        />
        {plan[1] === "team-enterprise" ? (
          <p className="text-sm">
            <span className="font-semibold">{props.label([...plan, "support"])}:</span>{" "}
            {TEAM_ENTERPRISE_SUPPORT} <span className="text-muted-foreground">(the spec's)</span>
          </p>
        ) : (
          <TextField {...props} path={[...plan, "support"]} />
        )}
      </Card>
    </li>
  );
}

/** The add-ons' descriptions, bought alone or for a team: a card per add-on. */
function AddOnCopyCards({
  section,
  ...props
}: FormProps<AiTrainerPlanCopy> & { section: "addOns" | "teamAddOns" }) {
  return (
    <ul className="grid gap-4 lg:grid-cols-2">
      {addOnIds.map((id) => (
        <li key={id}>
          <Card className="grid gap-3 p-4">
            <h3 className="font-semibold">{props.label([section, id])}</h3>
            <TextField {...props} multiline path={[section, id, "description"]} />
          </Card>
        </li>
      ))}
    </ul>
  );
}

/** The plans' copy: the individual and team plans' cards, then the add-ons'. */
export function AiTrainerPlanCopyForm(props: FormProps<AiTrainerPlanCopy>) {
  return (
    <>
      <Section title={props.label(["individual"])}>
        <ul className="grid gap-4 lg:grid-cols-3">
          {individualPlanIds.map((id) => (
            <PlanCopyCard key={id} plan={["individual", id]} {...props} />
          ))}
        </ul>
      </Section>
      <Section title={props.label(["team"])}>
        <ul className="grid gap-4 lg:grid-cols-3">
          {teamPlanIds.map((id) => (
            <PlanCopyCard key={id} plan={["team", id]} {...props} />
          ))}
        </ul>
      </Section>
      <Section title={props.label(["addOns"])}>
        <AddOnCopyCards section="addOns" {...props} />
      </Section>
      <Section title={props.label(["teamAddOns"])}>
        <AddOnCopyCards section="teamAddOns" {...props} />
      </Section>
    </>
  );
}
