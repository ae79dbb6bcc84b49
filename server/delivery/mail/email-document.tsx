import {
  Body,
  Button,
  Column,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  Row,
  Section,
  Text,
  render,
} from "@react-email/components";
import { Fragment } from "react";

import { site } from "~/config/site";

import type { LeadLine } from "./lead-summary";

/**
 * Every e-mail the site sends, as data: one layout renders it to HTML (react-email, so the
 * tables and inline styles hold in Outlook and Gmail, and React escapes every value) and
 * plainText to the text part, so both say the same.
 */
export type EmailBlock =
  | { kind: "heading"; text: string }
  | { kind: "paragraph"; text: string; muted?: boolean }
  | { kind: "lines"; lines: readonly LeadLine[] }
  /** Free text under its label, its line breaks kept. */
  | { kind: "text"; label: string; text: string }
  | { kind: "button"; label: string; href: string };

export interface EmailDocument {
  subject: string;
  /** The line mail apps show beside the subject in the list. */
  preview: string;
  /** Small text above the title (the form a lead came from). */
  eyebrow?: string;
  title: string;
  blocks: readonly EmailBlock[];
  /** Why the reader gets the e-mail, at its foot. */
  why: string;
}

/** The brand's colours (app/app.css): light first, dark where the mail app takes it. */
const colors = {
  page: "#f8fafc",
  card: "#ffffff",
  border: "#e2e8f0",
  text: "#0f172a",
  muted: "#475569",
  purple: "#7e22ce",
  button: "#9333ea",
  brandPurple: "#a855f7",
  brandCyan: "#22d3ee",
  dark: {
    page: "#020617",
    card: "#0b1224",
    border: "#1e293b",
    text: "#f8fafc",
    muted: "#a3b1c6",
    purple: "#c084fc",
  },
};

const font = "'Inter', 'Segoe UI', Arial, Helvetica, sans-serif";

/**
 * Dark colours for mail apps that follow the reader's theme (Apple Mail, iOS, Outlook.com with
 * data-ogsc); the others show the light e-mail as it is, readable either way.
 */
const darkStyles = (() => {
  const { dark } = colors;
  const rules = `
.email-page { background-color: ${dark.page} !important; }
.email-card { background-color: ${dark.card} !important; border-color: ${dark.border} !important; }
.email-text { color: ${dark.text} !important; }
.email-muted { color: ${dark.muted} !important; }
.email-link { color: ${dark.purple} !important; }
.email-rule { border-color: ${dark.border} !important; }`;
  const outlook = rules.replace(/^\./gm, "[data-ogsc] .");
  return `:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {${rules}
}${outlook}`;
})();

function Wordmark() {
  return (
    <Section>
      <Row>
        <Column
          width={36}
          style={{
            width: "36px",
            height: "36px",
            borderRadius: "8px",
            backgroundColor: colors.button,
            backgroundImage: `linear-gradient(135deg, ${colors.button}, #0891b2)`,
            color: "#ffffff",
            fontSize: "20px",
            fontWeight: 800,
            textAlign: "center",
            verticalAlign: "middle",
          }}
        >
          {site.brand.charAt(0)}
        </Column>
        <Column
          className="email-link"
          style={{
            paddingLeft: "10px",
            color: colors.purple,
            fontSize: "24px",
            fontWeight: 800,
            letterSpacing: "-0.02em",
            verticalAlign: "middle",
          }}
        >
          {site.brand}
        </Column>
      </Row>
      <Row style={{ marginTop: "16px" }}>
        <Column style={{ height: "4px", backgroundColor: colors.brandPurple, fontSize: 0 }}>
          &nbsp;
        </Column>
        <Column style={{ height: "4px", backgroundColor: colors.brandCyan, fontSize: 0 }}>
          &nbsp;
        </Column>
      </Row>
    </Section>
  );
}

const textStyle = { color: colors.text, fontSize: "15px", lineHeight: "24px", margin: "0 0 12px" };
const mutedStyle = { ...textStyle, color: colors.muted, fontSize: "13px", lineHeight: "20px" };

/** Lines of free text with their breaks, as <br> (Outlook drops pre-wrap). */
function Multiline({ text }: { text: string }) {
  return text.split(/\r?\n/).map((line, index) => (
    <Fragment key={index}>
      {index > 0 ? <br /> : null}
      {line}
    </Fragment>
  ));
}

function Block({ block }: { block: EmailBlock }) {
  switch (block.kind) {
    case "heading":
      return (
        <Heading
          as="h2"
          className="email-text"
          style={{ color: colors.text, fontSize: "17px", margin: "28px 0 8px" }}
        >
          {block.text}
        </Heading>
      );
    case "paragraph":
      return (
        <Text
          className={block.muted ? "email-muted" : "email-text"}
          style={block.muted ? mutedStyle : textStyle}
        >
          {block.text}
        </Text>
      );
    case "lines":
      return (
        <Section>
          {block.lines.map(({ label, value }) => (
            <Row key={label}>
              <Column
                className="email-muted"
                width="34%"
                style={{
                  width: "34%",
                  padding: "6px 12px 6px 0",
                  color: colors.muted,
                  fontSize: "13px",
                  fontWeight: 600,
                  verticalAlign: "top",
                }}
              >
                {label}
              </Column>
              <Column
                className="email-text"
                style={{
                  padding: "6px 0",
                  color: colors.text,
                  fontSize: "15px",
                  lineHeight: "22px",
                  verticalAlign: "top",
                }}
              >
                <Multiline text={value} />
              </Column>
            </Row>
          ))}
        </Section>
      );
    case "text":
      return (
        <Section>
          <Text
            className="email-muted"
            style={{ ...mutedStyle, fontWeight: 600, margin: "16px 0 4px" }}
          >
            {block.label}
          </Text>
          <Text className="email-text" style={textStyle}>
            <Multiline text={block.text} />
          </Text>
        </Section>
      );
    case "button":
      return (
        <Row>
          <Column style={{ padding: "12px 0 20px" }}>
            <Button
              href={block.href}
              style={{
                backgroundColor: colors.button,
                borderRadius: "8px",
                color: "#ffffff",
                fontSize: "15px",
                fontWeight: 700,
                padding: "12px 22px",
              }}
            >
              {block.label}
            </Button>
          </Column>
        </Row>
      );
  }
}

export function BrandedEmail({ document }: { document: EmailDocument }) {
  return (
    <Html lang="en" dir="ltr">
      <Head>
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <title>{document.subject}</title>
        <style dangerouslySetInnerHTML={{ __html: darkStyles }} />
      </Head>
      <Preview>{document.preview}</Preview>
      <Body className="email-page" style={{ fontFamily: font, margin: 0, padding: 0 }}>
        <Section
          className="email-page"
          style={{ backgroundColor: colors.page, padding: "24px 8px" }}
        >
          <Container
            className="email-card"
            style={{
              maxWidth: "560px",
              backgroundColor: colors.card,
              border: `1px solid ${colors.border}`,
              borderRadius: "12px",
            }}
          >
            {/* Padding on a cell: Outlook ignores it on a table. */}
            <Row>
              <Column style={{ padding: "28px 32px" }}>
                <Wordmark />
                {document.eyebrow ? (
                  <Text
                    className="email-link"
                    style={{
                      ...textStyle,
                      color: colors.purple,
                      fontSize: "13px",
                      fontWeight: 700,
                      margin: "24px 0 4px",
                    }}
                  >
                    {document.eyebrow}
                  </Text>
                ) : null}
                <Heading
                  className="email-text"
                  style={{
                    color: colors.text,
                    fontSize: "22px",
                    lineHeight: "30px",
                    margin: document.eyebrow ? "0 0 16px" : "24px 0 16px",
                  }}
                >
                  {document.title}
                </Heading>
                {document.blocks.map((block, index) => (
                  <Block key={index} block={block} />
                ))}
                <Hr
                  className="email-rule"
                  style={{ borderColor: colors.border, margin: "28px 0 16px" }}
                />
                <Text className="email-muted" style={mutedStyle}>
                  {document.why}
                </Text>
                <Text className="email-muted" style={{ ...mutedStyle, margin: 0 }}>
                  {site.brand} · {site.cityLine} ·{" "}
                  <Link
                    href={`https://${site.domains.main}`}
                    className="email-link"
                    style={{ color: colors.purple }}
                  >
                    {site.domains.main}
                  </Link>
                </Text>
              </Column>
            </Row>
          </Container>
        </Section>
      </Body>
    </Html>
  );
}

function blockText(block: EmailBlock): string {
  switch (block.kind) {
    case "heading":
    case "paragraph":
      return block.text;
    case "lines":
      return block.lines.map(({ label, value }) => `${label}: ${value}`).join("\n");
    case "text":
      return `${block.label}: ${block.text}`;
    case "button":
      return `${block.label}: ${block.href}`;
  }
}

/** The text part: the same blocks, one paragraph each. */
export function plainText(document: EmailDocument): string {
  const parts = [
    document.eyebrow,
    document.title,
    ...document.blocks.map(blockText),
    "—",
    document.why,
    `${site.brand} · ${site.cityLine} · https://${site.domains.main}`,
  ];
  return `${parts.filter(Boolean).join("\n\n")}\n`;
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

export async function renderEmail(document: EmailDocument): Promise<RenderedEmail> {
  return {
    subject: document.subject,
    html: await render(<BrandedEmail document={document} />),
    text: plainText(document),
  };
}
