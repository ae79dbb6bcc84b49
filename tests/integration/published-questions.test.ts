import { describe, expect, it } from "vitest";

import { answerText } from "~/components/ui/faq-answer";
import { aiTrainerPlansSeed } from "~/content/ai-trainer-prices";
import { type PageId, pathsOf } from "~/content/page-paths";
import { questionsSeed } from "~/content/questions";
import { CONTENT_API } from "~/lib/content-api";
import { formatUsd } from "~/lib/format";
import { aiTrainerQuestions } from "~/lib/page-questions";
import { type QuestionItem, type QuestionPageId, type Questions } from "~/lib/questions-schema";

import { addOwner, asOwner, signIn } from "./admin-helpers";
import { type DatabaseKind, freshDatabase } from "./helpers";
import { publishItem } from "./price-publishing";
import { goldenPage, renderingTestServers, withoutAssetNames } from "./rendered-pages";

/**
 * The owner's questions and answers, published, reach every page that shows them (rendered on
 * demand from the production build: `npm run build` first): the FAQ's HTML, rendered from Markdown
 * with nothing an answer smuggles in, and the page's FAQPage data as the answers' words;
 * restoring version 1 gives back today's pages.
 */

const startServer = renderingTestServers();

/** The pages that show each list, the AI trainer's list on both trainer pages. */
const pagesShowing: Record<QuestionPageId, PageId[]> = {
  "ai-trainer": ["ai-trainer", "ai-trainer-support"],
  "lead-generation": ["lead-generation"],
  "app-development": ["app-development"],
  "software-advisory": ["software-advisory"],
  "ai-tools": ["ai-tools"],
};
const routesShowing = (list: QuestionPageId) => pagesShowing[list].flatMap(pathsOf);

/** An answer in Markdown naming its list, with what an answer must never bring onto a page. */
const markdownAnswer = (list: QuestionPageId) =>
  [
    `Now **${list}** answers, see [contact](/contact).`,
    "",
    `- one <script>alert("${list}")</script><style>@import "https://evil.example/x.css";</style>`,
    `- two <img src=x onerror="alert(1)"> [bad](javascript:alert(1)) <a href="/x" onclick="alert(1)">raw</a>`,
  ].join("\n");

/** Today's lists, each with its last question asked first and its first answer in Markdown. */
function editedQuestions(): Questions {
  const edited = structuredClone(questionsSeed);
  for (const list of Object.keys(edited) as QuestionPageId[]) {
    const items = edited[list];
    items[0]!.answer = markdownAnswer(list);
    items.unshift(items.pop()!);
  }
  return edited;
}

/** The page's FAQPage data: its questions and answers as JSON-LD carries them. */
function faqData(html: string): QuestionItem[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)];
  const faq = blocks
    .map(([, json]) => JSON.parse(json!) as { "@type": string; mainEntity?: unknown })
    .find((data) => data["@type"] === "FAQPage");
  const entries = faq!.mainEntity as { name: string; acceptedAnswer: { text: string } }[];
  return entries.map(({ name, acceptedAnswer }) => ({
    question: name,
    answer: acceptedAnswer.text,
  }));
}

describe.each<DatabaseKind>(["sqlite", "postgres"])("questions published on %s", (kind) => {
  it("reach every page that shows them, in their order, as HTML and FAQPage data, and restore", async () => {
    const database = await freshDatabase(kind);
    await addOwner(database);
    const server = await startServer(database);
    const owner = asOwner(server, await signIn(server, database));
    const page = async (url: string) => (await server.inject({ url })).body;
    const edited = editedQuestions();
    const lists = Object.keys(edited) as QuestionPageId[];
    for (const list of lists) {
      for (const route of routesShowing(list)) {
        expect(await page(route), route).not.toContain(`<strong>${list}</strong>`);
      }
    }

    await publishItem(owner, "questions", edited);
    for (const list of lists) {
      const shown =
        list === "ai-trainer" ? aiTrainerQuestions(edited, aiTrainerPlansSeed) : edited[list];
      for (const route of routesShowing(list)) {
        const html = await page(route);
        expect(html, route).toContain(`Now <strong>${list}</strong> answers`);
        expect(html, route).toMatch(/<a [^>]*href="\/contact"[^>]*>contact<\/a>/);
        expect(html, route).toMatch(/<li>one /);
        // Nothing the answer smuggled in: no script, style, image, event handler or script link
        // (their words may stay, as text).
        const smuggled = [
          `<script>alert("${list}")`,
          "<style>@import",
          /<img src="?x/,
          /onerror=|onclick=/,
          /javascript:/i,
          '<a href="/x"',
        ].filter((mark) => (typeof mark === "string" ? html.includes(mark) : mark.test(html)));
        expect(smuggled, route).toEqual([]);
        // Its questions in the new order, the last one first.
        const positions = shown.map(({ question }) => html.indexOf(`>${question}<`));
        expect(positions.every((at) => at > 0)).toBe(true);
        expect(positions).toEqual([...positions].sort((a, b) => a - b));
        // The structured data says what the page shows, as words.
        expect(faqData(html)).toEqual(
          shown.map(({ question, answer }) => ({ question, answer: answerText(answer) })),
        );
        expect(faqData(html)[1]!.answer).toMatch(/^Now \S+ answers, see contact\. one alert/);
      }
    }

    // The AI trainer's answer names the live overage price.
    await publishItem(owner, "ai-trainer-plans", {
      ...aiTrainerPlansSeed,
      overagePerConversation: 0.35,
    });
    for (const route of routesShowing("ai-trainer")) {
      expect(await page(route)).toContain(`each extra conversation costs ${formatUsd(0.35)}`);
    }

    const restored = await owner({
      method: "POST",
      url: CONTENT_API.restore("questions"),
      body: { version: 1 },
    });
    expect(restored.statusCode).toBe(200);
    const plans = await owner({
      method: "POST",
      url: CONTENT_API.restore("ai-trainer-plans"),
      body: { version: 1 },
    });
    expect(plans.statusCode).toBe(200);
    for (const route of lists.flatMap(routesShowing)) {
      expect(withoutAssetNames(await page(route)), route).toBe(goldenPage(route));
    }
  });
});
