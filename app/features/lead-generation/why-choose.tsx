import BadgeCheck from "lucide-react/icons/badge-check";
import Database from "lucide-react/icons/database";
import Sparkles from "lucide-react/icons/sparkles";
import Target from "lucide-react/icons/target";

import { IconCardGrid } from "~/components/ui/icon-card";

const icons = [BadgeCheck, Target, Database, Sparkles] as const;

/** The reasons to buy lists from us, as a grid of icon cards. */
export function WhyChooseLeads({
  items,
}: {
  items: readonly { title: string; description: string }[];
}) {
  return (
    <IconCardGrid
      columns={4}
      items={items.map((item, index) => ({ ...item, icon: icons[index % icons.length]! }))}
    />
  );
}
