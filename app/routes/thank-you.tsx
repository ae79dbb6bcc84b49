import { ArrowLeft, CalendarDays, CheckCircle2, Download } from "lucide-react";
import { Link } from "react-router";

import { Button } from "~/components/ui/button";
import { ExternalLink } from "~/components/ui/external-link";
import { PageHero } from "~/components/ui/page-hero";
import { site } from "~/config/site";
import { leadFormPath } from "~/content/lead-form-pages";
import { leadForms, thankYouNotice } from "~/content/lead-forms";

import type { Route } from "./+types/thank-you";

/**
 * Runs when the page is prerendered: the page carries only its own form's words, not the copy of
 * every form.
 */
export function loader({ params }: Route.LoaderArgs) {
  const form = Object.hasOwn(leadForms, params.form)
    ? (params.form as keyof typeof leadForms)
    : "contact";
  const content = leadForms[form];
  return {
    notice: thankYouNotice(content),
    download: "download" in content ? content.download : undefined,
    next: "next" in content ? content.next : undefined,
    backTo: leadFormPath(form),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: `${loaderData.notice.title} | ${site.brand}` },
  {
    name: "description",
    content: loaderData.notice.description ?? `Thank you for contacting ${site.brand}.`,
  },
  { name: "robots", content: "noindex" },
];

/**
 * Where a visitor lands after sending a form that their browser posted itself (no script ran):
 * the form's own confirmation, with the download or the next step it promises.
 */
export default function ThankYouPage({ loaderData }: Route.ComponentProps) {
  const { notice, download, next, backTo } = loaderData;
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
            <Link to={backTo}>
              <ArrowLeft aria-hidden className="size-4" />
              Back to the page
            </Link>
          </Button>
        </>
      }
    />
  );
}
