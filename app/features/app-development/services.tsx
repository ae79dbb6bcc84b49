import Building2 from "lucide-react/icons/building-complex";
import Check from "lucide-react/icons/check";
import Globe from "lucide-react/icons/globe";
import Smartphone from "lucide-react/icons/smartphone";

import { Card } from "~/components/ui/card";
import { IconCard } from "~/components/ui/icon-card";
import { type AppServiceIcon, appServices, whyCustomPoints } from "~/content/app-development";

const icons: Record<AppServiceIcon, typeof Smartphone> = {
  mobile: Smartphone,
  web: Globe,
  enterprise: Building2,
};

/** Mobile, web and enterprise development. */
export function AppServices() {
  return (
    <ul className="grid gap-8 md:grid-cols-3">
      {appServices.map((service) => (
        <li key={service.title}>
          <IconCard
            icon={icons[service.icon]}
            title={service.title}
            description={service.description}
          >
            <ul className="mt-6 space-y-2 text-sm">
              {service.points.map((point) => (
                <li key={point} className="flex gap-3">
                  <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-text-cyan" />
                  {point}
                </li>
              ))}
            </ul>
          </IconCard>
        </li>
      ))}
    </ul>
  );
}

/** The four reasons to build custom rather than rent off-the-shelf software. */
export function WhyCustom() {
  return (
    <ol className="grid gap-6 sm:grid-cols-2">
      {whyCustomPoints.map((point, index) => (
        <li key={point.title}>
          <Card className="flex h-full gap-5 p-6">
            <span
              aria-hidden
              className="bg-gradient-to-br from-text-purple to-text-cyan bg-clip-text text-4xl font-extrabold text-transparent"
            >
              {String(index + 1).padStart(2, "0")}
            </span>
            <div>
              <h3 className="text-lg font-semibold">{point.title}</h3>
              <p className="mt-1 text-muted-foreground">{point.description}</p>
            </div>
          </Card>
        </li>
      ))}
    </ol>
  );
}
