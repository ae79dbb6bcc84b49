import { ArrowLeft, CalendarDays, CheckCircle2, Download } from "lucide-react";
import { Link, useParams } from "react-router";

import { Button } from "~/components/ui/button";
import { ExternalLink } from "~/components/ui/external-link";
import { PageHero } from "~/components/ui/page-hero";
import { site } from "~/config/site";
import { type LeadFormContent, leadForms, thankYouNotice } from "~/content/lead-forms";
import { canonicalPath, leadFormPages } from "~/content/page-paths";
import type { LeadFormId } from "~/lib/lead-schemas";

import type { Route } from "./+types/thank-you";

function formOf(id: string | undefined): LeadFormId | null {
  return id && Object.hasOwn(leadForms, id) ? (id as LeadFormId) : null;
}

export const meta = ({ params }: Route.MetaArgs) => {
  const form = formOf(params.form);
  const notice = form ? thankYouNotice(leadForms[form]) : null;
  return [
    { title: `${notice?.title ?? "Thank you"} | ${site.brand}` },
    {
      name: "description",
      content: notice?.description ?? `Thank you for contacting ${site.brand}.`,
    },
    { name: "robots", content: "noindex" },
  ];
};

/**
 * Where a visitor lands after sending a form that their browser posted itself (no script ran):
 * the form's own confirmation, with the download or the next step it promises.
 */
export default function ThankYouPage() {
  const form = formOf(useParams().form) ?? "contact";
  const content: LeadFormContent = leadForms[form];
  const notice = thankYouNotice(content);
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
          {content.download ? (
            <Button asChild size="lg" variant="gradient">
              <a href={content.download.href} download={content.download.fileName}>
                <Download aria-hidden className="size-4" />
                {content.download.label}
              </a>
            </Button>
          ) : null}
          {content.next ? (
            <Button asChild size="lg" variant="gradient">
              <ExternalLink href={content.next.href}>
                <CalendarDays aria-hidden className="size-4" />
                {content.next.label}
              </ExternalLink>
            </Button>
          ) : null}
          <Button asChild size="lg" variant="outline">
            <Link to={canonicalPath(leadFormPages[form])}>
              <ArrowLeft aria-hidden className="size-4" />
              Back to the page
            </Link>
          </Button>
        </>
      }
    />
  );
}
