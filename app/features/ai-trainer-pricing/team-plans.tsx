import { useId, useState } from "react";

import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { PlanCard } from "~/components/ui/plan-card";
import {
  TEAM_SIZE_DEFAULT,
  TEAM_SIZE_MAX,
  TEAM_TOTAL_WITHOUT_SIZE,
  type TeamPlan,
  addOns,
  planActions,
  savingsExamples,
  teamPlans,
  teamSizeNote,
  teamSizeProblems,
  teamSupportLine,
} from "~/content/ai-trainer-plans";
import type { AiTrainerPlanCopy } from "~/lib/ai-trainer-plan-copy-schema";
import type { AiTrainerPlans } from "~/lib/ai-trainer-plan-schema";
import {
  bandLabel,
  billableUsers,
  planName,
  teamConversations,
  teamMonthlyPrice,
  teamPlan,
  teamPriceBand,
  teamSavingsPercent,
  type TeamSizeProblem,
  readTeamSize,
} from "~/lib/ai-trainer-pricing";
import { openBookCall, prepareBookCallOnSight } from "~/lib/book-call";
import { cn } from "~/lib/utils";
import { formatNumber, formatUsd } from "~/lib/format";

import { ChoosePlanButton } from "./choose-plan-button";

interface PlanProps {
  plan: TeamPlan;
  plans: AiTrainerPlans;
}

/** The plan's price bands, the one that applies to the chosen team size (if any) marked. */
function BandList({ plan, plans, users }: PlanProps & { users: number | null }) {
  const active = users === null ? null : teamPriceBand(plans, plan.id, users);
  return (
    <ul className="mt-4 grid gap-1 text-sm" aria-label={`${plan.name} price per user`}>
      {plans.team[plan.id].bands?.map((band) => {
        const current = band === active;
        return (
          <li
            key={band.minUsers}
            className={cn(
              "flex justify-between rounded-md px-3 py-1.5",
              current ? "bg-primary/15 font-semibold text-foreground" : "text-muted-foreground",
            )}
            aria-current={current ? "true" : undefined}
          >
            <span>{bandLabel(band)}</span>
            <span>{formatUsd(band.pricePerUser)}/user</span>
          </li>
        );
      })}
    </ul>
  );
}

function teamSizeProblem(problem: TeamSizeProblem): string {
  return problem === "too-large"
    ? teamSizeProblems[problem](formatNumber(TEAM_SIZE_MAX))
    : teamSizeProblems[problem];
}

/** A plan's lowest price per user, for its card while no team size is priced. */
function lowestPricePerUser({ plan, plans }: PlanProps): number | null {
  const { bands } = plans.team[plan.id];
  return bands ? Math.min(...bands.map((band) => band.pricePerUser)) : null;
}

/** A priced plan's band and monthly total for a team of `users`. */
function TeamTotal({ plan, plans, users }: PlanProps & { users: number }) {
  const band = teamPriceBand(plans, plan.id, users);
  const total = teamMonthlyPrice(plans, plan.id, users);
  const billed = billableUsers(plans, plan.id, users);
  return (
    <>
      <p className="mt-1 text-sm text-muted-foreground">
        {band ? `${bandLabel(band)}: ${formatUsd(band.pricePerUser)} per user` : null}
      </p>
      <p className="mt-2 text-2xl font-extrabold tracking-tight">
        {total === null ? "Custom" : formatUsd(total)}
        <span className="text-sm font-normal text-muted-foreground">/month</span>
      </p>
      <p className="mt-1 text-xs text-muted-foreground">
        {billed > users
          ? `Starts at ${plans.team[plan.id].minUsers} users: billed as ${billed}`
          : `${formatNumber(teamConversations(plans, plan.id, users) ?? 0)} conversations per month`}
      </p>
    </>
  );
}

/**
 * Team plans with a team-size input that shows each plan's band and monthly total, priced by the
 * published `plans` and worded by the published `copy`.
 */
export function TeamPlans({ plans, copy }: { plans: AiTrainerPlans; copy: AiTrainerPlanCopy }) {
  const pricedPlans = teamPlans.filter((plan) => plans.team[plan.id].bands !== null);
  const inputId = useId();
  const [input, setInput] = useState(String(TEAM_SIZE_DEFAULT));
  const size = readTeamSize(input);
  // Priced only for a size from 1 to the largest team priced here; otherwise the field says why.
  const users = "users" in size ? size.users : null;
  const problem = "problem" in size ? teamSizeProblem(size.problem) : null;
  const problemId = `${inputId}-problem`;

  return (
    <div>
      <Card className="mx-auto mb-10 max-w-4xl p-6">
        <div className="grid items-end gap-6 md:grid-cols-[minmax(0,14rem)_1fr]">
          <div className="grid gap-2">
            <Label htmlFor={inputId}>Team size (users)</Label>
            <Input
              id={inputId}
              type="number"
              inputMode="numeric"
              min={1}
              max={TEAM_SIZE_MAX}
              step={1}
              value={input}
              onChange={(event) => setInput(event.target.value)}
              aria-invalid={problem ? true : undefined}
              aria-describedby={cn(problem && problemId, `${inputId}-note`)}
            />
            <p
              id={problemId}
              aria-live="polite"
              className="text-sm font-medium text-red-700 empty:hidden dark:text-red-400"
            >
              {problem}
            </p>
            <p id={`${inputId}-note`} className="text-sm text-muted-foreground">
              {teamSizeNote.limit(formatNumber(TEAM_SIZE_MAX))} {teamSizeNote.larger}{" "}
              <Button
                ref={prepareBookCallOnSight}
                variant="link"
                size="inline"
                className="underline"
                aria-haspopup="dialog"
                onClick={() => openBookCall()}
              >
                {teamSizeNote.action}
              </Button>
            </p>
          </div>
          <div className="grid gap-4 sm:grid-cols-2" aria-live="polite">
            {pricedPlans.map((plan) => (
              <div
                key={plan.id}
                className="rounded-xl border border-border bg-background/50 p-4"
                data-testid={`team-total-${plan.id}`}
              >
                <p className="text-sm font-semibold">{plan.name}</p>
                {users === null ? (
                  <p className="mt-2 text-2xl font-extrabold tracking-tight text-muted-foreground">
                    {TEAM_TOTAL_WITHOUT_SIZE}
                  </p>
                ) : (
                  <TeamTotal plan={plan} plans={plans} users={users} />
                )}
              </div>
            ))}
          </div>
        </div>
      </Card>

      <ul className="grid gap-8 md:grid-cols-3">
        {teamPlans.map((plan) => {
          const { minUsers, conversationsPerUser, bands } = plans.team[plan.id];
          const band = users === null ? null : teamPriceBand(plans, plan.id, users);
          const lowest = lowestPricePerUser({ plan, plans });
          const { description, features, badge } = copy.team[plan.id];
          return (
            <li key={plan.id}>
              <PlanCard
                name={plan.name}
                badge={badge ?? undefined}
                highlighted={badge !== null}
                description={description}
                price={
                  band
                    ? formatUsd(band.pricePerUser)
                    : lowest === null
                      ? "Custom"
                      : `From ${formatUsd(lowest)}`
                }
                period={lowest === null ? "pricing" : "/user/month"}
                features={[
                  conversationsPerUser === null
                    ? "Custom conversation allowance"
                    : `${formatNumber(conversationsPerUser)} conversations per user per month`,
                  minUsers > 1 ? `Minimum ${minUsers} users` : "From a single user",
                  ...features,
                  teamSupportLine(copy, plan.id),
                ]}
                footnote={
                  bands ? (
                    <BandList plan={plan} plans={plans} users={users} />
                  ) : (
                    <p>Priced for your organisation after a short call.</p>
                  )
                }
                action={
                  <ChoosePlanButton
                    choice={users === null ? null : { plan: plan.id, teamSize: users }}
                    plan={plan.id}
                    plans={plans}
                    popular={badge !== null}
                  >
                    {bands ? planActions.request(plan.name) : planActions.custom}
                  </ChoosePlanButton>
                }
              />
            </li>
          );
        })}
      </ul>

      <div className="mt-8 grid gap-6 md:grid-cols-2">
        <Card className="p-6">
          <h3 className="font-semibold">Team savings</h3>
          <ul className="mt-3 space-y-2 text-sm">
            {savingsExamples.map((example) => {
              const plan = teamPlan(example.plan);
              return (
                <li key={`${example.plan}-${example.users}`} className="flex items-center gap-3">
                  <Badge variant="secondary">
                    Save {teamSavingsPercent(plans, example.plan, example.users)}%
                  </Badge>
                  <span className="text-muted-foreground">
                    {example.users} users on {plan.name}
                    {plan.comparedTo
                      ? ` against ${example.users} ${planName(plan.comparedTo)} plans`
                      : ""}
                  </span>
                </li>
              );
            })}
          </ul>
        </Card>
        <Card className="p-6">
          <h3 className="font-semibold">Team add-ons</h3>
          <p className="mt-1 text-sm text-text-purple">
            {formatUsd(plans.teamAddOnMonthlyPrice)}/month per team, each
          </p>
          <ul className="mt-3 space-y-2 text-sm">
            {addOns.map((addOn) => (
              <li key={addOn.id}>
                <span className="font-medium">{addOn.name}</span>{" "}
                <span className="text-muted-foreground">
                  {copy.teamAddOns[addOn.id].description}
                </span>
              </li>
            ))}
          </ul>
        </Card>
      </div>
    </div>
  );
}
