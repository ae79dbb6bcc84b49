/**
 * The owner-editable questions and answers: per page that shows an FAQ, its questions in order,
 * each answer written in Markdown (rendered safely by ~/components/ui/faq-answer.tsx). Its zod
 * schema (the editor, the server and the tests validate with it; the type is derived from it) and
 * the label that names each field. The seed is ~/content/questions.ts.
 */
import { z } from "zod";

/** The pages that show questions; "ai-trainer" is the list both AI trainer pages show. */
export const questionPageIds = [
  "ai-trainer",
  "lead-generation",
  "app-development",
  "software-advisory",
  "ai-tools",
] as const;
export type QuestionPageId = (typeof questionPageIds)[number];

/** Each list's name in the editor and in its labels. */
export const questionPageNames: Record<QuestionPageId, string> = {
  "ai-trainer": "AI trainer pages",
  "lead-generation": "Lead generation",
  "app-development": "App development",
  "software-advisory": "Software advisory",
  "ai-tools": "AI tools",
};

/**
 * The figures an answer may name in braces, by page: the page writes in the live figure, so an
 * answer never states an old price.
 */
export const answerFigures: Record<QuestionPageId, readonly string[]> = {
  "ai-trainer": ["overage price"],
  "lead-generation": [],
  "app-development": [],
  "software-advisory": [],
  "ai-tools": [],
};

/** A figure's placeholder in an answer: "{overage price}". */
export const FIGURE_PATTERN = /\{([^{}]*)\}/g;

export const MAX_QUESTIONS = 12;
export const MAX_QUESTION_LENGTH = 200;
export const MAX_ANSWER_LENGTH = 2000;

const questionItem = z.strictObject({
  question: z.string().trim().min(1).max(MAX_QUESTION_LENGTH),
  /** Markdown: paragraphs, bold, italics, links, lists and code. */
  answer: z.string().trim().min(1).max(MAX_ANSWER_LENGTH),
});

/** A page's list: at least one question (its FAQ heading stays), each asked once. */
function questionList(page: QuestionPageId) {
  return z
    .array(questionItem)
    .min(1)
    .max(MAX_QUESTIONS)
    .superRefine((items, context) => {
      const seen = new Set<string>();
      items.forEach(({ question, answer }, index) => {
        // The question is its item's key on the page and in the FAQPage data.
        if (seen.has(question)) {
          context.addIssue({ code: "custom", path: [index, "question"], message: "asked twice" });
        }
        seen.add(question);
        for (const [placeholder, name] of answer.matchAll(FIGURE_PATTERN)) {
          if (!answerFigures[page].includes(name!)) {
            const known = answerFigures[page].map((figure) => `{${figure}}`).join(", ");
            context.addIssue({
              code: "custom",
              path: [index, "answer"],
              message: `${placeholder} names no figure of this page${known ? ` (it has ${known})` : ""}`,
            });
          }
        }
      });
    });
}

export const questionsSchema = z.strictObject(
  Object.fromEntries(questionPageIds.map((page) => [page, questionList(page)])) as {
    [P in QuestionPageId]: ReturnType<typeof questionList>;
  },
);

export type Questions = z.output<typeof questionsSchema>;
export type QuestionItem = Questions[QuestionPageId][number];

/**
 * The label that names a field of the questions: "Lead generation · question 2 · answer",
 * "AI tools · questions".
 */
export function questionLabel(path: readonly PropertyKey[]): string {
  const [page, index, field] = path;
  if (typeof page !== "string" || !(page in questionPageNames)) return "Questions";
  const name = questionPageNames[page as QuestionPageId];
  if (typeof index !== "number") return `${name} · questions`;
  const item = `${name} · question ${index + 1}`;
  return field === "question" || field === "answer" ? `${item} · ${field}` : item;
}
