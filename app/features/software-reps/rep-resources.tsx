import {
  ArrowRight,
  BookOpenCheck,
  Bot,
  CalendarCheck,
  FileText,
  Mail,
  type LucideIcon,
  Repeat,
} from "lucide-react";
import { Link } from "react-router";

import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ExternalLink } from "~/components/ui/external-link";
import { site } from "~/config/site";
import { type RepResourceId, onboardingSupportCard, repResources } from "~/content/sales-resources";

const icons: Record<RepResourceId, LucideIcon> = {
  "email-templates": Mail,
  "email-sequences": Repeat,
  "service-one-pagers": FileText,
  "case-study-one-pagers": BookOpenCheck,
  "ai-links": Bot,
};

/** The five rep resources, each requested on /sales-resources, and the onboarding support card. */
export function RepResources() {
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {repResources.map((resource) => {
        const Icon = icons[resource.id];
        return (
          <li key={resource.id}>
            <Card className="flex h-full flex-col p-6 transition-colors hover:border-purple-500/60">
              <span className="grid size-12 place-items-center rounded-xl bg-accent text-accent-foreground">
                <Icon aria-hidden className="size-6" />
              </span>
              <h3 className="mt-5 text-lg font-semibold">{resource.title}</h3>
              <p className="mt-2 flex-1 text-muted-foreground">{resource.description}</p>
              <ul className="mt-4 flex flex-wrap gap-2">
                {resource.highlights.map((item) => (
                  <li
                    key={item}
                    className="rounded-full border border-border px-3 py-1 text-xs text-muted-foreground"
                  >
                    {item}
                  </li>
                ))}
              </ul>
              <Button asChild variant="link" className="mt-4 self-start px-0">
                <Link to="/sales-resources" aria-label={`Request ${resource.title}`}>
                  Request Access <ArrowRight aria-hidden className="size-4" />
                </Link>
              </Button>
            </Card>
          </li>
        );
      })}
      <li>
        <Card className="relative flex h-full flex-col overflow-hidden border-purple-500/60 p-6">
          <div
            aria-hidden
            className="absolute inset-0 -z-10 bg-gradient-to-br from-purple-600/15 to-cyan-500/10"
          />
          <span className="grid size-12 place-items-center rounded-xl bg-gradient-to-br from-purple-600 to-cyan-600 text-white">
            <CalendarCheck aria-hidden className="size-6" />
          </span>
          <h3 className="mt-5 text-lg font-semibold">{onboardingSupportCard.title}</h3>
          <p className="mt-2 flex-1 text-muted-foreground">{onboardingSupportCard.description}</p>
          <Button asChild variant="gradient" className="mt-6 self-start">
            <ExternalLink href={site.bookingUrl}>{onboardingSupportCard.action}</ExternalLink>
          </Button>
        </Card>
      </li>
    </ul>
  );
}
