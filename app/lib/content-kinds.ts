/**
 * The kinds of content the owner edits in /admin/content: each one item with its zod schema,
 * the labels of its fields and the data it starts from. The editor, the server and the tests
 * check an item with `checkContent`, so a field's message is the same everywhere.
 */
import type { z } from "zod";

import { aiTrainerPlanCopySeed } from "~/content/ai-trainer-plan-copy";
import { aiTrainerOfferSeed, aiTrainerPlansSeed } from "~/content/ai-trainer-prices";
import { onboardingPackagesSeed } from "~/content/onboarding-packages";
import { leadListsSeed } from "~/content/lead-lists";
import { onboardingPricesSeed, supportPlans } from "~/content/onboarding-prices";
import { pageMetaSeed } from "~/content/page-meta";
import { presentationPricesSeed } from "~/content/presentation-prices";
import { presentationServiceSeed } from "~/content/presentation-service";
import { questionsSeed } from "~/content/questions";
import { testimonialsSeed } from "~/content/testimonials";
import { revopsPackagesSeed } from "~/content/revops-packages";
import { websitePricesSeed } from "~/content/website-prices";
import { websiteServicesSeed } from "~/content/website-services";

import { offerRunning } from "./ai-trainer-offer";
import { aiTrainerPlanCopyLabel, aiTrainerPlanCopySchema } from "./ai-trainer-plan-copy-schema";
import {
  type AiTrainerOffer,
  aiTrainerOfferLabel,
  aiTrainerOfferSchema,
  aiTrainerPlanLabel,
  aiTrainerPlansSchema,
} from "./ai-trainer-plan-schema";
import { onboardingPackageLabel, onboardingPackagesSchema } from "./onboarding-package-schema";
import { leadListLabel, leadListsSchema } from "./lead-lists-schema";
import {
  onboardingPriceLabel,
  onboardingPricesSchema,
  supportPlanLabel,
  supportPlansSchema,
} from "./onboarding-price-schema";
import { pageMetaLabel, pagesMetaSchema } from "./page-meta-schema";
import { presentationPriceLabel, presentationPricesSchema } from "./presentation-price-schema";
import { presentationServiceLabel, presentationServiceSchema } from "./presentation-service-schema";
import { questionLabel, questionsSchema } from "./questions-schema";
import { testimonialLabel, testimonialsSchema } from "./testimonial-schema";
import { revopsPackageLabel, revopsPackagesSchema } from "./revops-package-schema";
import { websitePriceLabel, websitePricesSchema } from "./website-price-schema";
import { websiteServiceLabel, websiteServicesSchema } from "./website-service-schema";

interface ContentKind<S extends z.ZodType> {
  schema: S;
  /** The label of the field at `path`, e.g. "Marketing Hub · Professional · Advanced price". */
  label: (path: readonly PropertyKey[]) => string;
  /** Today's content: what is live until the first publish. */
  seed: z.output<S>;
  /**
   * For an item whose pages change at a given time (an offer that ends): its phase now, part of
   * the key a page rendered on demand is held under, so the page changes on time.
   */
  phase?(item: z.output<S>, now: number): string;
}

export const contentKinds = {
  "onboarding-prices": {
    schema: onboardingPricesSchema,
    label: onboardingPriceLabel,
    seed: onboardingPricesSeed,
  },
  "support-plans": {
    schema: supportPlansSchema,
    label: supportPlanLabel,
    seed: supportPlans,
  },
  "ai-trainer-plans": {
    schema: aiTrainerPlansSchema,
    label: aiTrainerPlanLabel,
    seed: aiTrainerPlansSeed,
  },
  "ai-trainer-offer": {
    schema: aiTrainerOfferSchema,
    label: aiTrainerOfferLabel,
    seed: aiTrainerOfferSeed,
    phase: (offer: AiTrainerOffer, now: number) => (offerRunning(offer, now) ? "running" : "ended"),
  },
  "website-prices": {
    schema: websitePricesSchema,
    label: websitePriceLabel,
    seed: websitePricesSeed,
  },
  "presentation-prices": {
    schema: presentationPricesSchema,
    label: presentationPriceLabel,
    seed: presentationPricesSeed,
  },
  "onboarding-packages": {
    schema: onboardingPackagesSchema,
    label: onboardingPackageLabel,
    seed: onboardingPackagesSeed,
  },
  "lead-lists": {
    schema: leadListsSchema,
    label: leadListLabel,
    seed: leadListsSeed,
  },
  "website-services": {
    schema: websiteServicesSchema,
    label: websiteServiceLabel,
    seed: websiteServicesSeed,
  },
  "presentation-service": {
    schema: presentationServiceSchema,
    label: presentationServiceLabel,
    seed: presentationServiceSeed,
  },
  questions: {
    schema: questionsSchema,
    label: questionLabel,
    seed: questionsSeed,
  },
  testimonials: {
    schema: testimonialsSchema,
    label: testimonialLabel,
    seed: testimonialsSeed,
  },
  "ai-trainer-plan-copy": {
    schema: aiTrainerPlanCopySchema,
    label: aiTrainerPlanCopyLabel,
    seed: aiTrainerPlanCopySeed,
  },
  "revops-packages": {
    schema: revopsPackagesSchema,
    label: revopsPackageLabel,
    seed: revopsPackagesSeed,
  },
  "page-meta": {
    schema: pagesMetaSchema,
    label: pageMetaLabel,
    seed: pageMetaSeed,
  },
} satisfies Record<string, ContentKind<z.ZodType>>;

export type ContentKindId = keyof typeof contentKinds;
export type ContentOf<K extends ContentKindId> = z.output<(typeof contentKinds)[K]["schema"]>;
export const contentKindIds = Object.keys(contentKinds) as ContentKindId[];

export function isContentKind(value: string): value is ContentKindId {
  return Object.hasOwn(contentKinds, value);
}

/** A field's problem: where it is (its path joined with "."), its label and the message. */
export interface FieldProblem {
  field: string;
  label: string;
  message: string;
}

export type ContentCheck<K extends ContentKindId> =
  { success: true; data: ContentOf<K> } | { success: false; problems: FieldProblem[] };

/** What a field's problem says, after its label. */
function problemOf(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case "too_small":
      if (issue.origin === "string") return "write it";
      if (issue.origin === "array") return `keep at least ${String(issue.minimum)}`;
      return Number(issue.minimum) === 0 ? "cannot be negative" : `give at least ${issue.minimum}`;
    case "too_big":
      if (issue.origin === "string") return `write at most ${String(issue.maximum)} characters`;
      if (issue.origin === "array") return `keep at most ${String(issue.maximum)}`;
      return `give at most ${Number(issue.maximum).toLocaleString("en-US")}`;
    case "invalid_type":
      if (issue.expected === "int") return "give a whole number of dollars";
      if (issue.expected === "number") return "give a number";
      if (issue.expected === "string") return "write it";
      return "is missing";
    case "invalid_value":
      return "choose one of the options";
    case "not_multiple_of":
      return "give whole cents";
    case "invalid_format":
      return issue.format === "datetime"
        ? "give a date and time such as 2026-12-31T23:59:00Z"
        : "is not valid";
    case "unrecognized_keys":
      return `has no field ${issue.keys.join(", ")}`;
    default:
      return "is not valid";
  }
}

/** Checks an item against its kind's schema; each problem names its field by label. */
export function checkContent<K extends ContentKindId>(kind: K, input: unknown): ContentCheck<K> {
  const { schema, label } = contentKinds[kind];
  const result = (schema as z.ZodType).safeParse(input, {
    error: (issue) => `${label(issue.path ?? [])}: ${problemOf(issue)}`,
  });
  if (result.success) return { success: true, data: result.data as ContentOf<K> };
  return {
    success: false,
    problems: result.error.issues.map((issue) => ({
      field: issue.path.map(String).join("."),
      label: label(issue.path),
      // A refinement's message says only what is wrong: the label goes before it.
      message: issue.code === "custom" ? `${label(issue.path)}: ${issue.message}` : issue.message,
    })),
  };
}

/** One changed value between two versions of an item. */
export interface ContentChange {
  field: string;
  label: string;
  before: string | number | boolean | null;
  after: string | number | boolean | null;
}

type Leaf = string | number | boolean | null;

/** Every value of an item by its path, for comparing two versions field by field. */
function leaves(value: unknown, path: PropertyKey[] = [], into = new Map<string, Leaf>()) {
  if (value !== null && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) {
      leaves(child, [...path, Array.isArray(value) ? Number(key) : key], into);
    }
  } else if (value !== undefined) {
    into.set(JSON.stringify(path), value as Leaf);
  }
  return into;
}

/** The values that differ between two versions of an item, in the newer one's order. */
export function contentChanges(kind: ContentKindId, before: unknown, after: unknown) {
  const { label } = contentKinds[kind];
  const old = leaves(before);
  const now = leaves(after);
  const changes: ContentChange[] = [];
  for (const key of new Set([...now.keys(), ...old.keys()])) {
    const was = old.get(key) ?? null;
    const is = now.get(key) ?? null;
    if (was === is) continue;
    const path = JSON.parse(key) as PropertyKey[];
    changes.push({ field: path.map(String).join("."), label: label(path), before: was, after: is });
  }
  return changes;
}
