import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { Faq } from "~/components/ui/faq";
import { FaqAnswer, answerText } from "~/components/ui/faq-answer";
import { questionsSeed } from "~/content/questions";
import { aiTrainerPlansSeed } from "~/content/ai-trainer-prices";
import { formatUsd } from "~/lib/format";
import { aiTrainerQuestions } from "~/lib/page-questions";
import { questionPageIds } from "~/lib/questions-schema";

const html = (markdown: string) => renderToStaticMarkup(<FaqAnswer markdown={markdown} />);

describe("an FAQ answer's Markdown", () => {
  it("renders a plain answer as its text alone, as the answers were before", () => {
    for (const page of questionPageIds) {
      for (const { answer } of questionsSeed[page]) {
        expect(html(answer)).toBe(renderToStaticMarkup(<>{answer}</>));
        expect(answerText(answer)).toBe(answer);
      }
    }
  });

  it("renders paragraphs, emphasis, lists, code and links", () => {
    const answer = [
      "First **bold** and *soft*, see [contact](/contact).",
      "",
      "- one `code`",
      "- [mail](mailto:hello@example.com) and [site](https://example.com/a?b=1)",
    ].join("\n");
    const shown = html(answer);
    expect(shown).toContain("<strong>bold</strong>");
    expect(shown).toContain("<em>soft</em>");
    expect(shown).toMatch(/<a [^>]*href="\/contact"[^>]*>contact<\/a>/);
    expect(shown).toMatch(/<ul [^>]*>\s*<li>one <code>code<\/code><\/li>/);
    expect(shown).toContain('href="mailto:hello@example.com"');
    expect(shown).toContain('href="https://example.com/a?b=1"');
    expect(shown.match(/<p /g)).toHaveLength(1);
    expect(answerText(answer)).toBe("First bold and soft, see contact. one code mail and site");
  });

  it.each([
    ["a script", "Hi <script>alert(1)</script> there"],
    ["a style", "<style>body{display:none}</style>Hi"],
    ["an event attribute", 'Hi <img src="x" onerror="alert(1)"> <b onclick="alert(1)">x</b>'],
    ["raw HTML blocks", '<div>\n\n**x**\n\n</div>\n\n<iframe src="https://evil.example"></iframe>'],
  ])("never lets %s through", (_, answer) => {
    const shown = html(answer);
    expect(shown).not.toMatch(/<(?:script|style|img|b|div|iframe)\b/i);
    expect(shown).not.toMatch(/\son\w+=/i);
    // Nor shown as text: HTML in an answer is left out, not escaped onto the page.
    expect(shown).not.toMatch(/&lt;\/?(?:script|style|img|b|div|iframe)\b/i);
    expect(shown).not.toContain("alert(1)</");
  });

  it.each([
    "javascript:alert(1)",
    "JAVASCRIPT:alert(1)",
    "vbscript:msgbox(1)",
    "data:text/html,<script>alert(1)</script>",
    "//evil.example/path",
    "/\\evil.example/path",
  ])("gives a link to %s no address off the site's own paths", (url) => {
    const shown = html(`[click](<${url}>) and <${url}>`);
    const addresses = [...shown.matchAll(/href="([^"]*)"/g)].map(([, href]) => href!);
    // A path of the site at most ("/%5Cevil…" is one): never a scheme, never another host.
    expect(addresses.filter((href) => !/^\/[^/\\]/.test(href))).toEqual([]);
    expect(shown).toContain("click");
  });

  it("keeps only the allowed elements, their words kept", () => {
    const shown = html("# Title\n\n> quoted\n\n![alt](https://example.com/x.png)\n\n---");
    expect(shown).not.toMatch(/<(?:h1|blockquote|img|hr)\b/);
    expect(shown).toContain("Title");
    expect(shown).toContain("quoted");
  });
});

describe("the AI trainer pages' questions", () => {
  it("write the published overage price into its placeholder", () => {
    const plans = { ...aiTrainerPlansSeed, overagePerConversation: 0.35 };
    const answers = aiTrainerQuestions(questionsSeed, plans).map(({ answer }) => answer);
    expect(answers.join(" ")).toContain(`costs ${formatUsd(0.35)}, billed`);
    expect(answers.join(" ")).not.toContain("{");
  });
});

describe("the FAQ", () => {
  it("renders each answer's Markdown inside its panel", () => {
    const shown = renderToStaticMarkup(
      <Faq items={[{ question: "Q?", answer: "One.\n\nTwo **bold**." }]} />,
    );
    expect(shown).toMatch(/<summary[^>]*>Q\?/);
    expect(shown).toMatch(/<p [^>]*>One\.<\/p>\s*<p [^>]*>Two <strong>bold<\/strong>\.<\/p>/);
  });
});
