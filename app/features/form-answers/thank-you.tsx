import ArrowLeft from "lucide-react/icons/arrow-left";
import CalendarDays from "lucide-react/icons/calendar-days";
import CheckCircle2 from "lucide-react/icons/circle-check";
import Download from "lucide-react/icons/download";

import { Button } from "~/components/ui/button";
import { ExternalLink } from "~/components/ui/external-link";
import { PageHero } from "~/components/ui/page-hero";
import { site } from "~/config/site";
import { leadFormPath } from "~/content/lead-form-pages";
import { leadForms, thankYouNotice } from "~/content/lead-forms";
import type { LeadFormId } from "~/lib/lead-schemas";

/** What the thank-you page of a form says and offers. */
export function thankYouContent(form: LeadFormId) {
  const content = leadForms[form];
  return {
    notice: thankYouNotice(content),
    download: "download" in content ? content.download : undefined,
    next: "next" in content ? content.next : undefined,
    backTo: leadFormPath(form),
  };
}

/**
 * Where a visitor lands after sending a form that their browser posted itself (no script ran):
 * the form's own confirmation, with the download or the next step it promises.
 */
export function ThankYou({ form }: { form: LeadFormId }) {
  const { notice, download, next, backTo } = thankYouContent(form);
  return (
    <PageHero
      eyebrow={
        <>
          <CheckCircle2 aria-hidden className="size-4" />
          Received
        </>
      }
      title={notice.title}
      intro={notice.description ?? `Thank you for contacting ${site.brand}.`}
      actions={
        <>
          {download ? (
            <Button asChild size="lg" variant="gradient">
              <a href={download.href} download={download.fileName}>
                <Download aria-hidden className="size-4" />
                {download.label}
              </a>
            </Button>
          ) : null}
          {next ? (
            <Button asChild size="lg" variant="gradient">
              <ExternalLink href={next.href}>
                <CalendarDays aria-hidden className="size-4" />
                {next.label}
              </ExternalLink>
            </Button>
          ) : null}
          <Button asChild size="lg" variant="outline">
            <a href={backTo}>
              <ArrowLeft aria-hidden className="size-4" />
              Back to the page
            </a>
          </Button>
        </>
      }
    />
  );
}
