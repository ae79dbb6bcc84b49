import { Gauge, Lock, Unplug, Workflow } from "lucide-react";

import { Card } from "~/components/ui/card";
import { revopsPillars } from "~/content/revops";

const icons = { silos: Unplug, tools: Gauge, streamline: Workflow, revenue: Lock } as const;

/** What RevOps does for a business, in four cards. */
export function RevopsPillars() {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {revopsPillars.map((pillar) => {
        const Icon = icons[pillar.icon];
        return (
          <li key={pillar.title}>
            <Card className="h-full p-6">
              <span className="mb-5 grid size-12 place-items-center rounded-xl bg-gradient-to-br from-purple-600 to-cyan-600 text-white">
                <Icon aria-hidden className="size-6" />
              </span>
              <h3 className="text-lg font-semibold">{pillar.title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{pillar.description}</p>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
