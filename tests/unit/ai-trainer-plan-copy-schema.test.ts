import { describe, expect, it } from "vitest";

import { aiTrainerPlanCopySeed } from "~/content/ai-trainer-plan-copy";
import { teamSupportLine } from "~/content/ai-trainer-plans";
import {
  type AiTrainerPlanCopy,
  MAX_BADGE,
  MAX_FEATURES,
  aiTrainerPlanCopyLabel as label,
} from "~/lib/ai-trainer-plan-copy-schema";
import { checkContent } from "~/lib/content-kinds";

/** The problems `checkContent` finds in the plans' copy after `change`, as label: message. */
function problemsAfter(change: (copy: AiTrainerPlanCopy) => void) {
  const copy = structuredClone(aiTrainerPlanCopySeed);
  change(copy);
  const checked = checkContent("ai-trainer-plan-copy", copy);
  return checked.success ? [] : checked.problems.map(({ message }) => message);
}

describe("the AI trainer plan copy's schema", () => {
  it("accepts today's copy", () => {
    expect(checkContent("ai-trainer-plan-copy", aiTrainerPlanCopySeed)).toEqual({
      success: true,
      data: aiTrainerPlanCopySeed,
    });
  });

  it("names each field by its plan or add-on", () => {
    expect(label([])).toBe("AI trainer plan copy");
    expect(label(["individual"])).toBe("Individual plans");
    expect(label(["individual", "basic"])).toBe("Basic");
    expect(label(["individual", "basic", "description"])).toBe("Basic · description");
    expect(label(["individual", "premium", "features"])).toBe("Premium · features");
    expect(label(["team", "team-pro", "features", 1])).toBe("Team Pro · feature 2");
    expect(label(["team", "team-basic", "support"])).toBe("Team Basic · support line");
    expect(label(["team", "team-enterprise", "badge"])).toBe("Team Enterprise · badge");
    expect(label(["addOns", "integration-discounts", "description"])).toBe(
      "Integration Discount Portal · description",
    );
    expect(label(["teamAddOns", "specialized-support", "description"])).toBe(
      "Team add-ons · Additional Specialized Support · description",
    );
  });

  it("refuses empty, blank and overlong text, naming the field", () => {
    expect(
      problemsAfter((copy) => {
        copy.individual.free.description = "";
        copy.team["team-pro"].features[1] = "   ";
        copy.individual.basic.badge = "x".repeat(MAX_BADGE + 1);
        copy.addOns["specialized-support"].description = "";
      }),
    ).toEqual([
      "Free · description: write it",
      "Basic · badge: write at most 24 characters",
      "Team Pro · feature 2: write it",
      "Additional Specialized Support · description: write it",
    ]);
  });

  it("refuses a plan without features, with too many or with one twice", () => {
    expect(
      problemsAfter((copy) => {
        copy.individual.premium.features = [];
        copy.team["team-basic"].features = Array.from(
          { length: MAX_FEATURES + 1 },
          (_, index) => `Feature ${index + 1}`,
        );
        copy.team["team-pro"].features.push("Role-based access");
      }),
    ).toEqual([
      "Premium · features: keep at least 1",
      "Team Basic · features: keep at most 8",
      "Team Pro · feature 5: repeats feature 2",
    ]);
  });

  it("keeps every plan and add-on a form names, and no support line for Team Enterprise", () => {
    expect(
      problemsAfter((copy) => {
        Reflect.deleteProperty(copy.individual, "free");
        Reflect.deleteProperty(copy.teamAddOns, "integration-discounts");
        Reflect.set(copy.team["team-enterprise"], "support", "Business hours");
        Reflect.set(copy.individual, "gold", copy.individual.basic);
      }),
    ).toEqual([
      "Free: is missing",
      "Individual plans: has no field gold",
      "Team Enterprise: has no field support",
      "Team add-ons · Integration Discount Portal: is missing",
    ]);
  });

  it("gives Team Enterprise the spec's support line and the other plans the owner's", () => {
    expect(teamSupportLine(aiTrainerPlanCopySeed, "team-enterprise")).toBe("24/7 support");
    const copy = structuredClone(aiTrainerPlanCopySeed);
    copy.team["team-pro"].support = "A named contact";
    expect(teamSupportLine(copy, "team-pro")).toBe("A named contact");
  });
});
