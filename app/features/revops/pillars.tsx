import Gauge from "lucide-react/icons/gauge";
import Lock from "lucide-react/icons/lock";
import Unplug from "lucide-react/icons/unplug";
import Workflow from "lucide-react/icons/workflow";

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
