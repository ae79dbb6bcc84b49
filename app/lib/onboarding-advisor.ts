import {
  type AdvisorQuestion,
  type AdvisorQuestionId,
  type TierScores,
  advisorQuestions,
} from "~/content/advisor";
import type { Tier } from "~/content/onboarding-options";

/** Answers given so far, by question id (option value). */
export type AdvisorAnswers = Partial<Record<AdvisorQuestionId, string>>;

export function optionFor(question: AdvisorQuestion, value: string | undefined) {
  return question.options.find((option) => option.value === value);
}

/** Scores are always the sum over the answers currently given. */
export function advisorScores(
  answers: AdvisorAnswers,
  questions: readonly AdvisorQuestion[] = advisorQuestions,
): TierScores {
  const totals: TierScores = { basic: 0, advanced: 0, intelligent: 0 };
  for (const question of questions) {
    const option = optionFor(question, answers[question.id]);
    if (!option) continue;
    totals.basic += option.tierScore.basic;
    totals.advanced += option.tierScore.advanced;
    totals.intelligent += option.tierScore.intelligent;
  }
  return totals;
}

/**
 * Intelligent when its total is strictly above both others; otherwise advanced when strictly
 * above basic; otherwise basic.
 */
export function recommendedTier(scores: TierScores): Tier {
  if (scores.intelligent > scores.advanced && scores.intelligent > scores.basic) {
    return "intelligent";
  }
  if (scores.advanced > scores.basic) return "advanced";
  return "basic";
}
