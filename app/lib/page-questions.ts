/**
 * The questions a page shows, from the published item: each answer with the live figures its
 * placeholders name written in.
 */
import type { AiTrainerPlans } from "./ai-trainer-plan-schema";
import { formatUsd } from "./format";
import { FIGURE_PATTERN, type QuestionItem, type Questions } from "./questions-schema";

/** The answers with each "{figure}" replaced by its value; the schema refuses other names. */
function withFigures(
  items: readonly QuestionItem[],
  figures: Readonly<Record<string, string>>,
): QuestionItem[] {
  return items.map(({ question, answer }) => ({
    question,
    answer: answer.replaceAll(FIGURE_PATTERN, (placeholder, name: string) =>
      Object.hasOwn(figures, name) ? figures[name]! : placeholder,
    ),
  }));
}

/** The questions under the plans of both AI trainer pages, with the published plans' figures. */
export function aiTrainerQuestions(questions: Questions, plans: AiTrainerPlans): QuestionItem[] {
  return withFigures(questions["ai-trainer"], {
    "overage price": formatUsd(plans.overagePerConversation),
  });
}
