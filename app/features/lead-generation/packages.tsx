import ArrowRight from "lucide-react/icons/arrow-right";
import Clock from "lucide-react/icons/clock";

import { Button } from "~/components/ui/button";
import { PlanCard } from "~/components/ui/plan-card";
import { DELIVERY_TIME, LEADS_PER_LIST } from "~/content/lead-generation";
import { formatUsd } from "~/lib/format";
import { orderedLeadLists } from "~/lib/lead-lists";
import type { LeadLists } from "~/lib/lead-lists-schema";

import { chooseList } from "./selected-lists";

/**
 * The three lead-list packages of `lists` (the published ones), an island of the lead generation
 * page; each button ticks its list in the interest form (another island) through `selected-lists`.
 */
export function LeadPackages({ lists }: { lists: LeadLists }) {
  return (
    <>
      <div className="grid gap-8 md:grid-cols-3">
        {orderedLeadLists(lists).map((pack) => (
          <PlanCard
            key={pack.id}
            name={pack.name}
            price={formatUsd(pack.price)}
            period={`/ ${LEADS_PER_LIST} leads`}
            description={pack.description}
            badge={pack.popular ? "Most Popular" : undefined}
            highlighted={pack.popular}
            features={[`${LEADS_PER_LIST} qualified leads`, ...pack.features]}
            footnote={
              <span className="flex items-center gap-2">
                <Clock aria-hidden className="size-4" /> Delivery in {DELIVERY_TIME}
              </span>
            }
            action={
              <Button
                asChild
                className="w-full"
                variant={pack.popular ? "gradient" : "outline"}
                onClick={() => chooseList(pack.id)}
              >
                <a href="#lead-form">
                  Get the {pack.name} List <ArrowRight aria-hidden className="size-4" />
                </a>
              </Button>
            }
          />
        ))}
      </div>
      <p className="mt-8 text-center text-sm text-muted-foreground">
        Every list contains {LEADS_PER_LIST} qualified leads. Delivery typically takes{" "}
        {DELIVERY_TIME}.
      </p>
    </>
  );
}
