/**
 * The owner-editable copy of the website services, migration and redesign: each one's name,
 * summary and what it includes. Its zod schema (the editor, the server and the tests validate
 * with it; the types are derived from it) and the label that names each field. The services' ids
 * and order stay in code (~/content/website-pricing.ts): pages, anchors and the prices key them.
 * The seed is ~/content/website-services.ts.
 */
import { z } from "zod";

import { type WebsiteServiceId, websiteServiceOrder } from "~/content/website-pricing";
import { websiteServicesSeed } from "~/content/website-services";

import { requiredText as text } from "./content-schema-parts";

/** The longest name: it heads a card, a table and an estimate, and names a button. */
export const MAX_NAME = 60;
export const MAX_SUMMARY = 300;
/** The most lines a service's "includes" list has, and the longest line. */
export const MAX_INCLUDES = 8;
export const MAX_INCLUDE = 120;

/** One line of text: blanks around it dropped, and something left. */

/** What a service includes, a line each (the presentation service's list too). */
export const includedLinesSchema = z
  .array(text(MAX_INCLUDE))
  .min(1)
  .max(MAX_INCLUDES)
  .superRefine((lines, context) => {
    // A line twice reads as a mistake, and the pages key each line by its text.
    lines.forEach((line, index) => {
      const first = lines.findIndex((other) => other.toLowerCase() === line.toLowerCase());
      if (first < index) {
        context.addIssue({ code: "custom", path: [index], message: `repeats line ${first + 1}` });
      }
    });
  });

const websiteService = z.strictObject({
  name: text(MAX_NAME),
  summary: text(MAX_SUMMARY),
  includes: includedLinesSchema,
});

/** The services' copy the service cards, the pricing tables, the estimator and the onboarding pages show. */
export const websiteServicesSchema = z
  .strictObject({
    services: z.strictObject(
      Object.fromEntries(websiteServiceOrder.map((id) => [id, websiteService])) as Record<
        WebsiteServiceId,
        typeof websiteService
      >,
    ),
  })
  .superRefine(({ services }, context) => {
    // The estimate, the structured data and the onboarding pages tell the services by name.
    websiteServiceOrder.forEach((id, index) => {
      const other = websiteServiceOrder
        .slice(0, index)
        .find((before) => services[before].name.toLowerCase() === services[id].name.toLowerCase());
      if (other !== undefined) {
        context.addIssue({
          code: "custom",
          path: ["services", id, "name"],
          message: `${websiteServiceTitle(other)} has this name too: give each service its own`,
        });
      }
    });
  });

export type WebsiteServices = z.output<typeof websiteServicesSchema>;
export type WebsiteService = WebsiteServices["services"][WebsiteServiceId];

/**
 * What the editor calls a service: its seeded name, which stays the name of its id however the
 * owner renames it (the website prices' labels use it too).
 */
export function websiteServiceTitle(id: WebsiteServiceId): string {
  return websiteServicesSeed.services[id].name;
}

/** Each service's name: what the estimator shows of them, so its props carry nothing more. */
export function websiteServiceNames({ services }: WebsiteServices) {
  return Object.fromEntries(websiteServiceOrder.map((id) => [id, services[id].name])) as Record<
    WebsiteServiceId,
    string
  >;
}

const fieldNames: Record<string, string> = { name: "name", summary: "summary" };

/**
 * The label that names a field of the website services' copy by its service: "Website Redesign
 * · name", "Website Page Migration · includes · line 3".
 */
export function websiteServiceLabel(path: readonly PropertyKey[]): string {
  const [section, id, field, index] = path;
  if (section !== "services") return "Website services";
  if (typeof id !== "string" || !Object.hasOwn(websiteServicesSeed.services, id)) {
    return "Website services";
  }
  const service = websiteServiceTitle(id as WebsiteServiceId);
  if (field === "includes") {
    return typeof index === "number"
      ? `${service} · includes · line ${index + 1}`
      : `${service} · includes`;
  }
  return typeof field === "string" && field in fieldNames
    ? `${service} · ${fieldNames[field]}`
    : service;
}
