import ArrowRight from "lucide-react/icons/arrow-right";
import Check from "lucide-react/icons/check";

import { Card } from "~/components/ui/card";
import { Section, SectionHeading } from "~/components/ui/section";
import { site } from "~/config/site";
import { serviceCards } from "~/content/services";

/** The six services, each card linking to its page (anchor `#services`). */
export function ServicesGrid() {
  return (
    <Section id="services">
      <SectionHeading
        eyebrow="Services"
        title="Everything Your Revenue Engine Needs"
        intro={`From ${site.crm} onboarding to custom apps, one partner for the systems, content and pipeline that grow revenue.`}
      />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {serviceCards.map((service) => {
          const Icon = service.icon;
          return (
            <li key={service.link}>
              <Card className="group relative flex h-full flex-col p-7 transition-[border-color,box-shadow,transform] duration-300 hover:-translate-y-1 hover:border-purple-400/70 hover:shadow-xl hover:shadow-purple-500/10 motion-reduce:hover:translate-y-0">
                <span className="mb-5 grid size-12 place-items-center rounded-xl bg-gradient-to-br from-purple-600 to-cyan-600 text-white shadow-lg shadow-purple-500/20">
                  <Icon aria-hidden className="size-6" />
                </span>
                <h3 className="text-xl font-bold">
                  <a
                    href={service.link}
                    className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-ring"
                  >
                    {service.title}
                  </a>
                </h3>
                <p className="mt-3 text-muted-foreground">{service.description}</p>
                <ul className="mt-5 flex-1 space-y-2 text-sm">
                  {service.features.map((feature) => (
                    <li key={feature} className="flex gap-2.5">
                      <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-text-cyan" />
                      {feature}
                    </li>
                  ))}
                </ul>
                <span
                  aria-hidden
                  className="mt-6 inline-flex items-center gap-1.5 text-sm font-semibold text-text-purple"
                >
                  Learn more
                  <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" />
                </span>
              </Card>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
