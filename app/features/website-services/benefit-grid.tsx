import CheckCircle2 from "lucide-react/icons/circle-check";

import { Card } from "~/components/ui/card";

/** A grid of short benefit cards ("why partner", "why choose"). */
export function BenefitGrid({
  items,
}: {
  items: readonly { title: string; description: string }[];
}) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {items.map((item) => (
        <li key={item.title}>
          <Card className="h-full p-6">
            <CheckCircle2 aria-hidden className="mb-4 size-7 text-text-purple" />
            <h3 className="font-semibold">{item.title}</h3>
            <p className="mt-2 text-sm text-muted-foreground">{item.description}</p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
