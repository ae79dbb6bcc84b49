/** The forms of the AI trainer's plans and its limited offer. */
import { Card } from "~/components/ui/card";
import {
  type TeamPlanId,
  addOnIds,
  individualPlanIds,
  teamPlanIds,
} from "~/content/ai-trainer-plan-ids";
import { type AiTrainerOffer, type AiTrainerPlans, MAX_BANDS } from "~/lib/ai-trainer-plan-schema";

import {
  type FormProps,
  NumberField,
  type Path,
  RangeRow,
  ReorderableList,
  Section,
  TextField,
} from "./content-fields";

/** A team plan as a card: its figures, and its price bands as rows (none: custom pricing). */
function TeamPlanCard({ id, ...props }: FormProps<AiTrainerPlans> & { id: TeamPlanId }) {
  const plan: Path = ["team", id];
  const { bands } = props.item.team[id];
  const blankBand = { minUsers: 1, maxUsers: null, pricePerUser: 0 };
  return (
    <li>
      <Card className="grid gap-3 p-4">
        <h3 className="font-semibold">{props.label(plan)}</h3>
        <div className="grid gap-3 sm:grid-cols-2">
          <NumberField {...props} price={false} path={[...plan, "minUsers"]} />
          <NumberField
            {...props}
            price={false}
            nullable="Agreed per contract"
            path={[...plan, "conversationsPerUser"]}
          />
        </div>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4 accent-purple-600"
            checked={bands === null}
            onChange={(event) =>
              props.onChange([...plan, "bands"], event.currentTarget.checked ? null : [blankBand])
            }
          />
          {props.label(plan)} · priced per organisation
        </label>
        {bands === null ? null : (
          <ReorderableList
            items={bands}
            onChange={(next) => props.onChange([...plan, "bands"], next)}
            name={(index) => props.label([...plan, "bands", index])}
            blank={blankBand}
            max={MAX_BANDS}
            addLabel={`Add a price band to ${props.label(plan)}`}
            className="grid gap-3"
          >
            {(index, actions) => (
              <RangeRow
                {...props}
                row={[...plan, "bands", index]}
                fields={["minUsers", "maxUsers", "pricePerUser"]}
                openEnd="No upper limit"
                actions={actions}
              />
            )}
          </ReorderableList>
        )}
      </Card>
    </li>
  );
}

/** The AI trainer's figures: a card per plan, then the discount, overage and add-ons. */
export function AiTrainerPlansForm(props: FormProps<AiTrainerPlans>) {
  return (
    <>
      <Section title="Individual plans">
        <ul className="grid gap-4 lg:grid-cols-3">
          {individualPlanIds.map((id) => (
            <li key={id}>
              <Card className="grid gap-3 p-4">
                <h3 className="font-semibold">{props.label(["individual", id])}</h3>
                <NumberField {...props} path={["individual", id, "monthlyPrice"]} />
                <NumberField {...props} price={false} path={["individual", id, "conversations"]} />
              </Card>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Billing, overage and add-ons">
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          <NumberField {...props} path={["annualDiscountPercent"]} />
          <NumberField {...props} step={0.01} path={["overagePerConversation"]} />
          {addOnIds.map((id) => (
            <NumberField key={id} {...props} path={["addOns", id, "monthlyPrice"]} />
          ))}
          <NumberField {...props} path={["teamAddOnMonthlyPrice"]} />
        </div>
      </Section>
      <Section title="Team plans">
        <ul className="grid gap-4">
          {teamPlanIds.map((id) => (
            <TeamPlanCard key={id} id={id} {...props} />
          ))}
        </ul>
      </Section>
    </>
  );
}

/** The limited offer: its hours, and when its banner stops showing. */
export function AiTrainerOfferForm(props: FormProps<AiTrainerOffer>) {
  return (
    <Section title="Limited offer">
      <div className="grid max-w-xl gap-3">
        <NumberField {...props} price={false} path={["hours"]} />
        <TextField
          {...props}
          nullable="Empty: no end. E.g. 2026-12-31T23:59:00Z"
          path={["endsAt"]}
        />
      </div>
    </Section>
  );
}
