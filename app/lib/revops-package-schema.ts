/**
 * The owner-editable RevOps consulting packages: each package's name, monthly price, period,
 * "Most Popular" mark, description, features and sign-up incentive. Its zod schema (the editor,
 * the server and the tests validate with it; the types are derived from it) and the label that
 * names each field. The packages themselves (ignite, accelerate, dominate) are fixed: the
 * discovery form and its schema name them (~/lib/lead-options.ts). The seed is
 * ~/content/revops-packages.ts.
 */
import { z } from "zod";

import { revopsPackageIds } from "./lead-options";

import { distinctLines, requiredText as text } from "./content-schema-parts";

export type RevopsPackageId = (typeof revopsPackageIds)[number];

/** The most a monthly price takes, in US dollars. */
const MAX_PRICE = 100_000;
/** The most features a package card lists. */
export const MAX_FEATURES = 10;
export const MAX_NAME = 40;
export const MAX_PERIOD = 20;
export const MAX_DESCRIPTION = 200;
export const MAX_FEATURE = 120;
export const MAX_INCENTIVE = 160;

/** What the editor calls each package, whatever name it is published under. */
const packageTitles: Record<RevopsPackageId, string> = {
  ignite: "Ignite",
  accelerate: "Accelerate",
  dominate: "Dominate",
};

const revopsPackage = z.strictObject({
  name: text(MAX_NAME),
  price: z.number().int().min(0).max(MAX_PRICE),
  /** Shown after the price, e.g. "/month". */
  period: text(MAX_PERIOD),
  /** The one package the page badges "Most Popular" and highlights, if any. */
  isPopular: z.boolean(),
  description: text(MAX_DESCRIPTION),
  features: distinctLines(MAX_FEATURE, MAX_FEATURES, "each feature once"),
  /** The sign-up incentive under the features: the page promises one with every package. */
  incentive: text(MAX_INCENTIVE),
});

/** The packages the package cards, the discovery form, the structured data and the notices use. */
export const revopsPackagesSchema = z
  .strictObject(
    Object.fromEntries(revopsPackageIds.map((id) => [id, revopsPackage])) as Record<
      RevopsPackageId,
      typeof revopsPackage
    >,
  )
  .superRefine((packages, context) => {
    // The page badges and highlights one package as the most popular, or none.
    const popular = revopsPackageIds.filter((id) => packages[id].isPopular);
    for (const id of popular.slice(1)) {
      context.addIssue({
        code: "custom",
        path: [id, "isPopular"],
        message: `${packageTitles[popular[0]!]} is marked most popular already`,
      });
    }
  });

export type RevopsPackages = z.output<typeof revopsPackagesSchema>;
export type RevopsPackage = RevopsPackages[RevopsPackageId] & { id: RevopsPackageId };

/** The packages in the page's order, each with its id. */
export function packageList(packages: RevopsPackages): RevopsPackage[] {
  return revopsPackageIds.map((id) => ({ id, ...packages[id] }));
}

const fieldNames: Record<string, string> = {
  name: "name",
  price: "monthly price",
  period: "period",
  isPopular: "most popular",
  description: "description",
  features: "features",
  incentive: "sign-up incentive",
};

/**
 * The label that names a field of the RevOps packages by its package: "Accelerate · monthly
 * price", "Dominate · feature 3".
 */
export function revopsPackageLabel(path: readonly PropertyKey[]): string {
  const [id, field, index] = path;
  if (typeof id !== "string" || !Object.hasOwn(packageTitles, id)) return "RevOps packages";
  const title = packageTitles[id as RevopsPackageId];
  if (field === "features" && typeof index === "number") return `${title} · feature ${index + 1}`;
  return typeof field === "string" && Object.hasOwn(fieldNames, field)
    ? `${title} · ${fieldNames[field]}`
    : title;
}
