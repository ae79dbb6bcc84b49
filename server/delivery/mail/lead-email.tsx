import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";

import { site } from "~/config/site";
import type { LeadFormContent } from "~/content/lead-forms";

import { type LeadLine, type LeadSummary, SITE_ORIGIN } from "./lead-summary";

/**
 * The e-mails sent for a lead. HTML from components rendered to static markup (React escapes
 * every value), plain text from the same summary, never HTML strings glued together.
 */

const page = { fontFamily: "Arial, Helvetica, sans-serif", color: "#0f172a", lineHeight: 1.5 };
const cell = {
  padding: "6px 12px 6px 0",
  verticalAlign: "top" as const,
  textAlign: "left" as const,
};

function Layout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <title>{title}</title>
      </head>
      <body style={page}>
        {children}
        <p style={{ color: "#64748b", fontSize: "12px" }}>
          {site.brand} · {site.cityLine}
        </p>
      </body>
    </html>
  );
}

function Lines({ lines }: { lines: readonly LeadLine[] }) {
  return (
    <table role="presentation" cellPadding={0} cellSpacing={0}>
      <tbody>
        {lines.map(({ label, value }) => (
          <tr key={label}>
            <th scope="row" style={cell}>
              {label}
            </th>
            <td style={{ ...cell, whiteSpace: "pre-wrap" }}>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function SalesEmail({ summary }: { summary: LeadSummary }) {
  const title = salesSubject(summary);
  return (
    <Layout title={title}>
      <h1 style={{ fontSize: "20px" }}>{title}</h1>
      <Lines lines={summary.fields} />
      <h2 style={{ fontSize: "16px" }}>Where it came from</h2>
      <Lines lines={summary.context} />
    </Layout>
  );
}

function linkUrl(path: string): string {
  return path.startsWith("/") ? `${SITE_ORIGIN}${path}` : path;
}

/**
 * The confirmation's paragraphs. Only the site's own words: the form can be sent with anyone's
 * address, so nothing typed into it (a name, a message, a link) may reach that inbox from the
 * site's sender.
 */
function confirmationParagraphs(form: LeadFormContent) {
  return {
    thanks: `Thank you for contacting ${site.brand}.`,
    why: `You get this e-mail because this address was entered in the "${form.title}" form on ${site.domains.main}. If that was not you, you can ignore it: nothing more will be sent.`,
    signature: `— The ${site.brand} team`,
  };
}

function ConfirmationEmail({ form }: { form: LeadFormContent }) {
  const { subject, lines, link } = form.confirmation;
  const { thanks, why, signature } = confirmationParagraphs(form);
  return (
    <Layout title={subject}>
      <p>{thanks}</p>
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
      {link ? (
        <p>
          <a href={linkUrl(link.path)} style={{ color: "#7e22ce", fontWeight: "bold" }}>
            {link.label}
          </a>
        </p>
      ) : null}
      <p>{signature}</p>
      <p style={{ color: "#64748b", fontSize: "12px" }}>{why}</p>
    </Layout>
  );
}

function CrmNote({ summary }: { summary: LeadSummary }) {
  return (
    <div>
      <p>
        <strong>{summary.form.title}</strong>
      </p>
      <Lines lines={summary.fields} />
      <Lines lines={summary.context} />
    </div>
  );
}

/** The CRM note's body: the whole lead, as the sales e-mail shows it. */
export function crmNoteHtml(summary: LeadSummary): string {
  return renderToStaticMarkup(<CrmNote summary={summary} />);
}

function html(element: ReactNode): string {
  return `<!doctype html>${renderToStaticMarkup(element)}`;
}

function textLines(lines: readonly LeadLine[]): string {
  return lines.map(({ label, value }) => `${label}: ${value}`).join("\n");
}

export function salesSubject(summary: LeadSummary): string {
  return `${summary.form.title} from ${summary.person}`;
}

export function salesEmail(summary: LeadSummary) {
  return {
    subject: salesSubject(summary),
    html: html(<SalesEmail summary={summary} />),
    text: `${salesSubject(summary)}\n\n${textLines(summary.fields)}\n\nWhere it came from\n${textLines(summary.context)}\n`,
  };
}

/** The visitor's confirmation, made from the form's content alone (see confirmationParagraphs). */
export function confirmationEmail(form: LeadFormContent) {
  const { subject, lines, link } = form.confirmation;
  const { thanks, why, signature } = confirmationParagraphs(form);
  const body = [
    thanks,
    ...lines,
    ...(link ? [`${link.label}: ${linkUrl(link.path)}`] : []),
    signature,
    why,
  ];
  return {
    subject,
    html: html(<ConfirmationEmail form={form} />),
    text: `${body.join("\n\n")}\n`,
  };
}
