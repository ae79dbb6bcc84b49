import { renderToStaticMarkup } from "react-dom/server";

import { site } from "~/config/site";
import { confirmationCopy, leadNoticeCopy, offersBooking } from "~/content/lead-emails";
import type { LeadFormContent } from "~/content/lead-forms";
import { canonicalUrl } from "~/lib/domains";

import { type EmailBlock, type EmailDocument, renderEmail } from "./email-document";
import type { LeadLine, LeadSummary } from "./lead-summary";

/** The e-mails sent for a lead, and the CRM note that carries the same lead. */

export function salesSubject(summary: LeadSummary): string {
  return `${summary.form.title} from ${summary.person}`;
}

/**
 * The sales notice: who and what first, then what they chose, where they came from and when,
 * and the way into the inbox. Everything the visitor typed is text: no value becomes a link
 * (Reply-To carries their address).
 */
export function salesNotice(summary: LeadSummary): EmailDocument {
  const { essentials, messages, choices, source, received, form, person, company } = summary;
  const blocks: EmailBlock[] = [
    { kind: "lines", lines: essentials },
    ...messages.map(({ label, value }): EmailBlock => ({ kind: "text", label, text: value })),
  ];
  if (choices.length > 0) {
    blocks.push(
      { kind: "heading", text: leadNoticeCopy.choices },
      { kind: "lines", lines: choices },
    );
  }
  blocks.push(
    { kind: "heading", text: leadNoticeCopy.source },
    { kind: "lines", lines: source },
    { kind: "lines", lines: [{ label: leadNoticeCopy.received, value: received }] },
    { kind: "button", label: leadNoticeCopy.openInInbox, href: summary.inboxUrl },
  );
  return {
    subject: salesSubject(summary),
    preview: [company ? `${person}, ${company}` : person, received].join(" · "),
    eyebrow: form.title,
    title: person,
    blocks,
    why: leadNoticeCopy.why,
  };
}

function linkUrl(path: string): string {
  return path.startsWith("/") ? canonicalUrl(path) : path;
}

/**
 * The visitor's confirmation, from the form's content alone: the form can be sent with
 * anyone's address, so nothing typed into it (a name, a message, a link) is in it.
 */
export function confirmation(form: LeadFormContent): EmailDocument {
  const { subject, lines, link } = form.confirmation;
  const copy = confirmationCopy(form);
  const blocks: EmailBlock[] = [
    { kind: "paragraph", text: copy.thanks },
    { kind: "heading", text: copy.next },
    ...lines.map((text): EmailBlock => ({ kind: "paragraph", text })),
  ];
  if (link) blocks.push({ kind: "button", label: link.label, href: linkUrl(link.path) });
  if (offersBooking(form)) {
    blocks.push(
      { kind: "paragraph", text: copy.bookingIntro },
      { kind: "button", label: copy.bookingLabel, href: site.bookingUrl },
    );
  }
  blocks.push({ kind: "paragraph", text: copy.signature });
  return { subject, preview: lines.join(" "), title: subject, blocks, why: copy.why };
}

export function salesEmail(summary: LeadSummary) {
  return renderEmail(salesNotice(summary));
}

export function confirmationEmail(form: LeadFormContent) {
  return renderEmail(confirmation(form));
}

function Lines({ lines }: { lines: readonly LeadLine[] }) {
  return (
    <table role="presentation" cellPadding={0} cellSpacing={0}>
      <tbody>
        {lines.map(({ label, value }) => (
          <tr key={label}>
            <th scope="row" style={{ padding: "6px 12px 6px 0", textAlign: "left" }}>
              {label}
            </th>
            <td style={{ padding: "6px 0", whiteSpace: "pre-wrap" }}>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The CRM note's body: the whole lead, as the sales notice lists it (its source under the same
 * heading), with its id.
 */
export function crmNoteHtml(summary: LeadSummary): string {
  const lines = [
    ...summary.essentials,
    ...summary.messages,
    ...summary.choices,
    { label: leadNoticeCopy.received, value: summary.received },
    { label: leadNoticeCopy.leadId, value: summary.id },
  ];
  return renderToStaticMarkup(
    <div>
      <p>
        <strong>{summary.form.title}</strong>
      </p>
      <Lines lines={lines} />
      <p>
        <strong>{leadNoticeCopy.source}</strong>
      </p>
      <Lines lines={summary.source} />
    </div>,
  );
}
