import { Gauge, Lock, Unplug, Workflow } from "lucide-react";

import { IconCardGrid } from "~/components/ui/icon-card";
import { revopsPillars } from "~/content/revops";

const icons = { silos: Unplug, tools: Gauge, streamline: Workflow, revenue: Lock } as const;

/** What RevOps does for a business, in four cards. */
export function RevopsPillars() {
  return (
    <IconCardGrid
      columns={4}
      items={revopsPillars.map((pillar) => ({ ...pillar, icon: icons[pillar.icon] }))}
    />
  );
}
