import { BadgeCheck, Database, Sparkles, Target } from "lucide-react";

import { Card } from "~/components/ui/card";

const icons = [BadgeCheck, Target, Database, Sparkles] as const;

/** The reasons to buy lists from us, as a grid of icon cards. */
export function WhyChooseLeads({
  items,
}: {
  items: readonly { title: string; description: string }[];
}) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {items.map((item, index) => {
        const Icon = icons[index % icons.length] ?? BadgeCheck;
        return (
          <li key={item.title}>
            <Card className="h-full p-6">
              <span className="mb-4 grid size-11 place-items-center rounded-xl bg-gradient-to-br from-purple-600 to-cyan-600 text-white">
                <Icon aria-hidden className="size-5" />
              </span>
              <h3 className="font-semibold">{item.title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{item.description}</p>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
