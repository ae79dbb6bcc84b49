import ArrowRight from "lucide-react/icons/arrow-right";
import Gift from "lucide-react/icons/gift";

import { Button } from "~/components/ui/button";
import { PlanCard } from "~/components/ui/plan-card";
import { formatUsd } from "~/lib/format";
import { type RevopsPackages as Packages, packageList } from "~/lib/revops-package-schema";

import { selectPackage } from "./selected-package";

/**
 * The three packages as `packages` (the published ones) has them, an island of the RevOps page;
 * Select jumps to the discovery form (another island) with the package chosen, through
 * `selected-package`.
 */
export function RevopsPackages({ packages }: { packages: Packages }) {
  return (
    <div className="grid gap-8 lg:grid-cols-3">
      {packageList(packages).map((pack) => (
        <PlanCard
          key={pack.id}
          name={pack.name}
          price={formatUsd(pack.price)}
          period={pack.period}
          description={pack.description}
          badge={pack.isPopular ? "Most Popular" : undefined}
          highlighted={pack.isPopular}
          features={pack.features}
          footnote={
            <p className="flex gap-3 rounded-xl border border-border bg-accent/60 p-4 text-accent-foreground">
              <Gift aria-hidden className="mt-0.5 size-4 shrink-0" />
              <span>{pack.incentive}</span>
            </p>
          }
          action={
            <Button
              asChild
              size="lg"
              className="w-full"
              variant={pack.isPopular ? "gradient" : "outline"}
            >
              <a
                href="#consultation"
                onClick={() => selectPackage(pack.id)}
                aria-label={`Select ${pack.name}`}
                data-package={pack.id}
              >
                Select <ArrowRight aria-hidden className="size-4" />
              </a>
            </Button>
          }
        />
      ))}
    </div>
  );
}
