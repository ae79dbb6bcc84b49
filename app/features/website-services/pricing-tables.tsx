import { Card } from "~/components/ui/card";
import { type WebsiteServiceId, websiteServiceOrder } from "~/content/website-pricing";
import { formatUsd } from "~/lib/format";
import type { WebsitePrices } from "~/lib/website-price-schema";
import type { WebsiteService, WebsiteServices } from "~/lib/website-service-schema";
import { websitePrice } from "~/lib/website-pricing";

function PricingTable({
  id,
  service,
  prices,
}: {
  id: WebsiteServiceId;
  service: WebsiteService;
  prices: WebsitePrices;
}) {
  const { tiers, examplePages } = prices.services[id];
  const headingId = `${id}-pricing-heading`;
  return (
    <Card id={`${id}-pricing`} className="flex flex-col overflow-hidden">
      <div className="bg-gradient-to-r from-purple-600/15 to-cyan-600/15 p-6">
        <h3 id={headingId} className="text-2xl font-bold">
          {service.name}
        </h3>
        <p className="mt-2 text-sm text-muted-foreground">{service.summary}</p>
      </div>
      <table aria-labelledby={headingId} className="w-full text-left">
        <thead>
          <tr className="border-b border-border text-sm text-muted-foreground">
            <th scope="col" className="px-6 py-3 font-medium">
              Number of pages
            </th>
            <th scope="col" className="px-6 py-3 text-right font-medium">
              Price per page
            </th>
          </tr>
        </thead>
        <tbody>
          {tiers.map((tier) => (
            <tr key={tier.minPages} className="border-b border-border last:border-b-0">
              <th scope="row" className="px-6 py-4 font-medium">
                {tier.minPages}-{tier.maxPages} pages
              </th>
              <td className="px-6 py-4 text-right text-lg font-bold text-text-purple">
                {formatUsd(tier.pricePerPage)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="mt-auto border-t border-border bg-muted/40 p-6">
        <h4 className="text-sm font-semibold tracking-wide text-text-cyan uppercase">Examples</h4>
        <ul className="mt-3 grid grid-cols-2 gap-3 text-sm">
          {examplePages.map((pages) => (
            <li key={pages} className="rounded-lg border border-border bg-background/60 p-3">
              <span className="block text-muted-foreground">{pages} pages</span>
              <span className="text-lg font-bold">
                {formatUsd(websitePrice(prices, id, pages) ?? 0)}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </Card>
  );
}

/**
 * Migration and redesign tier tables side by side, each under its name and summary in
 * `services`, with their worked examples, from `prices`: the published ones.
 */
export function WebsitePricingTables({
  prices,
  services,
}: {
  prices: WebsitePrices;
  services: WebsiteServices;
}) {
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      {websiteServiceOrder.map((id) => (
        <PricingTable key={id} id={id} service={services.services[id]} prices={prices} />
      ))}
    </div>
  );
}
