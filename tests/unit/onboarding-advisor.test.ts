import { describe, expect, it } from "vitest";

import { advisorQuestions, onboardingTierDescriptions } from "~/content/advisor";
import { advisorScores, recommendedTier } from "~/lib/onboarding-advisor";

/** The spec's scoring table, written out: question id → answer → basic/advanced/intelligent. */
const table: Record<string, Record<string, [number, number, number]>> = {
  hubspot_experience: { experienced: [3, 1, 0], moderate: [2, 2, 1], novice: [0, 3, 2] },
  timeline: { relaxed: [3, 1, 0], standard: [1, 3, 1], urgent: [0, 2, 3] },
  customization: { minimal: [3, 1, 0], moderate: [1, 3, 1], extensive: [0, 2, 3] },
  ai_interest: { no: [3, 2, 0], curious: [1, 3, 1], essential: [0, 1, 3] },
  team_size: { small: [3, 1, 0], medium: [1, 3, 1], large: [0, 1, 3] },
};
const order = ["hubspot_experience", "timeline", "customization", "ai_interest", "team_size"];

/** An independent reading of the rule, on plain arrays. */
function expectedTier([b, a, i]: [number, number, number]): string {
  if (i > a && i > b) return "intelligent";
  if (a > b) return "advanced";
  return "basic";
}

function* combinations(index = 0, picked: string[] = []): Generator<string[]> {
  if (index === order.length) {
    yield picked;
    return;
  }
  for (const answer of Object.keys(table[order[index]!]!)) {
    yield* combinations(index + 1, [...picked, answer]);
  }
}

describe("advisor questions", () => {
  it("asks the five questions in order with the spec's answers and points", () => {
    expect(advisorQuestions.map((question) => question.id)).toEqual(order);
    for (const question of advisorQuestions) {
      expect(
        Object.fromEntries(
          question.options.map((option) => [
            option.value,
            [option.tierScore.basic, option.tierScore.advanced, option.tierScore.intelligent],
          ]),
        ),
      ).toEqual(table[question.id]);
      expect(question.text.length).toBeGreaterThan(10);
    }
  });

  it("labels the team sizes with their user counts", () => {
    const teamSize = advisorQuestions.find((question) => question.id === "team_size")!;
    expect(teamSize.options.map((option) => option.label)).toEqual([
      "Small (1-5 users)",
      "Medium (6-20 users)",
      "Large (20+ users)",
    ]);
  });

  it("describes each tier with its title, key points and who it is for", () => {
    expect(onboardingTierDescriptions.basic.title).toBe("Basic (DIY) Onboarding");
    expect(onboardingTierDescriptions.advanced.title).toBe("Advanced (DFY) Onboarding");
    expect(onboardingTierDescriptions.intelligent.title).toBe("Intelligent (DFY+AI) Onboarding");
    for (const tier of Object.values(onboardingTierDescriptions)) {
      expect(tier.name).toBeTruthy();
      expect(tier.description).toBeTruthy();
      expect(tier.keyPoints.length).toBeGreaterThanOrEqual(3);
      expect(tier.recommendedFor.length).toBeGreaterThanOrEqual(3);
    }
  });
});

describe("advisor result", () => {
  it("matches the rule for all 243 answer combinations", () => {
    const seen = { basic: 0, advanced: 0, intelligent: 0 };
    let count = 0;
    for (const picked of combinations()) {
      count += 1;
      const sums: [number, number, number] = [0, 0, 0];
      picked.forEach((answer, index) => {
        table[order[index]!]![answer]!.forEach((points, tier) => (sums[tier]! += points));
      });
      const answers = Object.fromEntries(picked.map((answer, index) => [order[index], answer]));
      const scores = advisorScores(answers);
      expect([scores.basic, scores.advanced, scores.intelligent]).toEqual(sums);
      const tier = recommendedTier(scores);
      expect(tier, picked.join(",")).toBe(expectedTier(sums));
      seen[tier] += 1;
    }
    expect(count).toBe(243);
    // Every result is reachable.
    expect(Object.values(seen).every((n) => n > 0)).toBe(true);
  });

  it("breaks ties with the strict-greater rule", () => {
    expect(recommendedTier({ basic: 5, advanced: 5, intelligent: 5 })).toBe("basic");
    expect(recommendedTier({ basic: 4, advanced: 6, intelligent: 6 })).toBe("advanced");
    expect(recommendedTier({ basic: 6, advanced: 4, intelligent: 6 })).toBe("basic");
    expect(recommendedTier({ basic: 3, advanced: 4, intelligent: 5 })).toBe("intelligent");
  });

  it("sums only the answers currently given: a changed answer replaces the one before", () => {
    const answers = {
      hubspot_experience: "novice",
      timeline: "urgent",
      customization: "extensive",
    } as const;
    expect(advisorScores(answers)).toEqual({ basic: 0, advanced: 7, intelligent: 8 });
    expect(advisorScores({ ...answers, customization: "minimal" })).toEqual({
      basic: 3,
      advanced: 6,
      intelligent: 5,
    });
  });
});
