import { describe, expect, it } from "vitest";

import { onboardingPackageNames } from "~/content/onboarding-package-names";
import { onboardingPackagesOf, onboardingPackagesSeed } from "~/content/onboarding-packages";
import { checkContent } from "~/lib/content-kinds";
import {
  MAX_FEATURE,
  MAX_FEATURES,
  MAX_LINE,
  type OnboardingPackages,
  onboardingPackageLabel,
} from "~/lib/onboarding-package-schema";

const problemsAfter = (change: (packages: OnboardingPackages) => void) => {
  const packages = structuredClone(onboardingPackagesSeed);
  change(packages);
  const checked = checkContent("onboarding-packages", packages);
  return checked.success ? [] : checked.problems.map(({ field, message }) => ({ field, message }));
};

describe("the onboarding packages' schema", () => {
  it("accepts today's copy", () => {
    expect(checkContent("onboarding-packages", onboardingPackagesSeed)).toEqual({
      success: true,
      data: onboardingPackagesSeed,
    });
  });

  it("names each field by its package, as the spec names it", () => {
    expect(onboardingPackageLabel(["basic", "description"])).toBe("Basic · description");
    expect(onboardingPackageLabel(["intelligent", "features", 1])).toBe("IntellAGENT · feature 2");
    expect(onboardingPackageLabel(["intelligent", "features"])).toBe("IntellAGENT · features");
    expect(onboardingPackageLabel(["advanced", "crmPricingLine"])).toBe(
      "Advanced · CRM pricing page card",
    );
    expect(onboardingPackageLabel(["advanced"])).toBe("Advanced");
    expect(onboardingPackageLabel([])).toBe("Onboarding packages");
  });

  it("refuses empty copy, naming the field", () => {
    expect(
      problemsAfter((packages) => {
        packages.basic.description = "   ";
        packages.advanced.features[2] = "";
        packages.intelligent.crmPricingLine = "";
      }),
    ).toEqual([
      { field: "basic.description", message: "Basic · description: write it" },
      { field: "advanced.features.2", message: "Advanced · feature 3: write it" },
      {
        field: "intelligent.crmPricingLine",
        message: "IntellAGENT · CRM pricing page card: write it",
      },
    ]);
  });

  it("refuses copy too long for its card", () => {
    expect(
      problemsAfter((packages) => {
        packages.basic.description = "x".repeat(MAX_LINE + 1);
        packages.basic.features[0] = "x".repeat(MAX_FEATURE + 1);
      }),
    ).toEqual([
      {
        field: "basic.description",
        message: `Basic · description: write at most ${MAX_LINE} characters`,
      },
      {
        field: "basic.features.0",
        message: `Basic · feature 1: write at most ${MAX_FEATURE} characters`,
      },
    ]);
  });

  it("refuses a package without features, with too many, or with one twice", () => {
    expect(problemsAfter((packages) => (packages.advanced.features = []))).toEqual([
      { field: "advanced.features", message: "Advanced · features: keep at least 1" },
    ]);
    expect(
      problemsAfter(
        (packages) =>
          (packages.advanced.features = Array.from(
            { length: MAX_FEATURES + 1 },
            (_, index) => `Feature ${index}`,
          )),
      ),
    ).toEqual([
      { field: "advanced.features", message: `Advanced · features: keep at most ${MAX_FEATURES}` },
    ]);
    expect(
      problemsAfter((packages) => (packages.intelligent.features[3] = "Everything in Advanced ")),
    ).toEqual([
      { field: "intelligent.features", message: "IntellAGENT · features: each feature once" },
    ]);
  });

  it("keeps the three tiers: none dropped, none added", () => {
    expect(
      problemsAfter((packages) => {
        delete (packages as Partial<OnboardingPackages>).advanced;
        (packages as Record<string, unknown>).premium = packages.basic;
      }),
    ).toEqual([
      { field: "advanced", message: "Advanced: is missing" },
      { field: "", message: "Onboarding packages: has no field premium" },
    ]);
  });

  it("refuses a name, a badge or a note: the spec fixes them", () => {
    expect(
      problemsAfter((packages) => {
        (packages.basic as Record<string, unknown>).name = "Starter";
      }),
    ).toEqual([{ field: "basic", message: "Basic: has no field name" }]);
  });

  it("shows the published copy under the names, badges and notes the spec fixes", () => {
    const edited = structuredClone(onboardingPackagesSeed);
    edited.advanced.description = "Set up for you.";
    const shown = onboardingPackagesOf(edited);
    expect(shown.map(({ name, badge }) => ({ name, badge }))).toEqual(
      onboardingPackageNames.map(({ name, badge }) => ({ name, badge })),
    );
    expect(shown.map(({ name, badge }) => [name, badge])).toEqual([
      ["Basic", undefined],
      ["Advanced", "Popular"],
      ["IntellAGENT", "Premium"],
    ]);
    expect(shown[1]).toMatchObject({ description: "Set up for you.", highlighted: true });
    expect(shown[0]!.note).toBe("No integrations included.");
  });
});
