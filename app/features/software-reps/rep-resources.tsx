import type { LucideIcon } from "lucide-react";
import ArrowRight from "lucide-react/icons/arrow-right";
import BookOpenCheck from "lucide-react/icons/book-open-check";
import Bot from "lucide-react/icons/bot";
import CalendarCheck from "lucide-react/icons/calendar-check";
import FileText from "lucide-react/icons/file-text";
import Mail from "lucide-react/icons/mail";
import Repeat from "lucide-react/icons/repeat";

import { Button } from "~/components/ui/button";
import { IconCard } from "~/components/ui/icon-card";
import { ExternalLink } from "~/components/ui/external-link";
import { site } from "~/config/site";
import { canonicalPath } from "~/content/page-paths";
import {
  REP_RESOURCE_QUERY,
  type RepResource,
  type RepResourceId,
  onboardingSupportCard,
  repResources,
} from "~/content/sales-resources";
import { hrefWithChoices } from "~/lib/preselected-choices";

const icons: Record<RepResourceId, LucideIcon> = {
  "email-templates": Mail,
  "email-sequences": Repeat,
  "service-one-pagers": FileText,
  "case-study-one-pagers": BookOpenCheck,
  "ai-links": Bot,
};

/**
 * Request Access: ticks the resource's choices in the /sales-resources form, or names it there
 * when the form does not list it.
 */
function requestHref(resource: RepResource): string {
  const [field, values] =
    resource.requests.length > 0
      ? ["resources", resource.requests]
      : [REP_RESOURCE_QUERY, [resource.id]];
  return hrefWithChoices(canonicalPath("sales-resources"), field, values, "#request-form");
}

/**
 * The five rep resources, each requested on /sales-resources, and the onboarding support card.
 */
export function RepResources() {
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {repResources.map((resource) => (
        <li key={resource.id}>
          <IconCard
            icon={icons[resource.id]}
            title={resource.title}
            description={resource.description}
            className="transition-colors hover:border-purple-500/60"
          >
            <ul className="mt-auto flex flex-wrap gap-2 pt-4">
              {resource.highlights.map((item) => (
                <li
                  key={item}
                  className="rounded-full border border-border px-3 py-1 text-xs text-muted-foreground"
                >
                  {item}
                </li>
              ))}
            </ul>
            <Button asChild variant="link" size="inline" className="mt-4 self-start">
              <a href={requestHref(resource)}>
                Request Access<span className="sr-only"> to {resource.title}</span>
                <ArrowRight aria-hidden className="size-4" />
              </a>
            </Button>
          </IconCard>
        </li>
      ))}
      <li>
        <IconCard
          icon={CalendarCheck}
          title={onboardingSupportCard.title}
          description={onboardingSupportCard.description}
          tone="accent"
          className="overflow-hidden"
        >
          <Button asChild variant="gradient" className="mt-auto self-start">
            <ExternalLink href={site.bookingUrl}>{onboardingSupportCard.action}</ExternalLink>
          </Button>
        </IconCard>
      </li>
    </ul>
  );
}
