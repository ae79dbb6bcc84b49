import { describe, expect, it } from "vitest";

import { revopsPackagesSeed } from "~/content/revops-packages";
import { checkContent } from "~/lib/content-kinds";
import { type RevopsPackages, revopsPackageLabel } from "~/lib/revops-package-schema";

/** The problems the item has once `change` is made to today's packages, as the owner reads them. */
function problemsAfter(change: (packages: RevopsPackages) => void) {
  const packages = structuredClone(revopsPackagesSeed);
  change(packages);
  const checked = checkContent("revops-packages", packages);
  return checked.success ? [] : checked.problems.map(({ message }) => message);
}

describe("the RevOps packages' schema", () => {
  it("accepts today's packages", () => {
    expect(checkContent("revops-packages", revopsPackagesSeed)).toEqual({
      success: true,
      data: revopsPackagesSeed,
    });
  });

  it("names each field by its package", () => {
    expect(revopsPackageLabel(["accelerate", "price"])).toBe("Accelerate · monthly price");
    expect(revopsPackageLabel(["ignite", "name"])).toBe("Ignite · name");
    expect(revopsPackageLabel(["ignite", "period"])).toBe("Ignite · period");
    expect(revopsPackageLabel(["dominate", "isPopular"])).toBe("Dominate · most popular");
    expect(revopsPackageLabel(["dominate", "description"])).toBe("Dominate · description");
    expect(revopsPackageLabel(["dominate", "features"])).toBe("Dominate · features");
    expect(revopsPackageLabel(["dominate", "features", 2])).toBe("Dominate · feature 3");
    expect(revopsPackageLabel(["accelerate", "incentive"])).toBe("Accelerate · sign-up incentive");
    expect(revopsPackageLabel(["accelerate"])).toBe("Accelerate");
    expect(revopsPackageLabel([])).toBe("RevOps packages");
  });

  it("refuses empty text, negative or fractional prices and too long copy", () => {
    expect(
      problemsAfter((packages) => {
        packages.ignite.name = "  ";
        packages.ignite.price = -1;
        packages.accelerate.price = 4500.5;
        packages.accelerate.period = "";
        packages.dominate.description = "x".repeat(201);
        packages.dominate.incentive = "";
      }),
    ).toEqual([
      "Ignite · name: write it",
      "Ignite · monthly price: cannot be negative",
      "Accelerate · monthly price: give a whole number of dollars",
      "Accelerate · period: write it",
      "Dominate · description: write at most 200 characters",
      "Dominate · sign-up incentive: write it",
    ]);
  });

  it("refuses an empty feature, the same feature twice, no feature and too many", () => {
    expect(problemsAfter((packages) => (packages.ignite.features[1] = ""))).toEqual([
      "Ignite · feature 2: write it",
    ]);
    expect(
      problemsAfter((packages) => packages.ignite.features.push(packages.ignite.features[0]!)),
    ).toEqual(["Ignite · features: each feature once"]);
    expect(problemsAfter((packages) => (packages.dominate.features = []))).toEqual([
      "Dominate · features: keep at least 1",
    ]);
    expect(
      problemsAfter((packages) => {
        packages.dominate.features = Array.from({ length: 11 }, (_, index) => `Feature ${index}`);
      }),
    ).toEqual(["Dominate · features: keep at most 10"]);
  });

  it("refuses a second package marked most popular, and keeps none allowed", () => {
    expect(problemsAfter((packages) => (packages.dominate.isPopular = true))).toEqual([
      "Dominate · most popular: Accelerate is marked most popular already",
    ]);
    expect(problemsAfter((packages) => (packages.accelerate.isPopular = false))).toEqual([]);
  });

  it("keeps the three packages the discovery form names: none added, none removed", () => {
    expect(
      problemsAfter((packages) => {
        (packages as Record<string, unknown>).boost = packages.ignite;
      }),
    ).toEqual(["RevOps packages: has no field boost"]);
    expect(
      problemsAfter((packages) => {
        delete (packages as Partial<RevopsPackages>).dominate;
      }),
    ).toEqual(["Dominate: is missing"]);
  });
});
