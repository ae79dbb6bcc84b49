import ArrowRight from "lucide-react/icons/arrow-right";
import Check from "lucide-react/icons/check";
import FileStack from "lucide-react/icons/file-stack";
import Paintbrush from "lucide-react/icons/paintbrush";

import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { websiteServiceOrder } from "~/content/website-pricing";
import { formatUsd } from "~/lib/format";
import type { WebsitePrices } from "~/lib/website-price-schema";
import type { WebsiteServices } from "~/lib/website-service-schema";
import { lowestPricePerPage } from "~/lib/website-pricing";

const icons = { migration: FileStack, redesign: Paintbrush } as const;

/**
 * The two website services of `services`, each with its lowest per-page price in `prices` (the
 * published ones) and what is included.
 */
export function WebsiteServiceCards({
  prices,
  services,
}: {
  prices: WebsitePrices;
  services: WebsiteServices;
}) {
  return (
    <div className="grid gap-8 md:grid-cols-2">
      {websiteServiceOrder.map((id) => {
        const service = services.services[id];
        const Icon = icons[id];
        const lowest = lowestPricePerPage(prices, id);
        return (
          <Card key={id} className="flex flex-col p-8">
            <span className="mb-5 grid size-12 place-items-center rounded-xl bg-gradient-to-br from-purple-600 to-cyan-600 text-white">
              <Icon aria-hidden className="size-6" />
            </span>
            <h3 className="text-2xl font-bold">{service.name}</h3>
            <p className="mt-3 text-muted-foreground">{service.summary}</p>
            <p className="mt-5 text-sm text-muted-foreground">
              From{" "}
              <span className="text-2xl font-extrabold text-foreground">{formatUsd(lowest)}</span>{" "}
              per page
            </p>
            <ul className="mt-6 flex-1 space-y-3 text-sm">
              {service.includes.map((item) => (
                <li key={item} className="flex gap-3">
                  <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-text-cyan" />
                  {item}
                </li>
              ))}
            </ul>
            <Button asChild variant="outline" wrap className="mt-8 self-start">
              <a href={`/pricing/website-design#${id}-pricing`}>
                See {service.name.toLowerCase()} pricing{" "}
                <ArrowRight aria-hidden className="size-4" />
              </a>
            </Button>
          </Card>
        );
      })}
    </div>
  );
}
