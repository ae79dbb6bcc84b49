/**
 * The content editor's API (/api/admin/content/…): its paths, what it reads and what it
 * answers, shared by the editor and the server. Every route needs a signed-in owner (second
 * factor passed) and every write a request from the site's own pages, as the inbox's API does.
 */
import { z } from "zod";

import { type PageId, canonicalPath } from "~/content/page-paths";

import type { ContentChange, ContentKindId, FieldProblem } from "./content-kinds";

export const CONTENT_API = {
  item: (kind: ContentKindId) => `/api/admin/content/${kind}`,
  draft: (kind: ContentKindId) => `/api/admin/content/${kind}/draft`,
  publish: (kind: ContentKindId) => `/api/admin/content/${kind}/publish`,
  history: (kind: ContentKindId) => `/api/admin/content/${kind}/history`,
  restore: (kind: ContentKindId) => `/api/admin/content/${kind}/restore`,
} as const;

/** The page that shows all of a kind, where an owner previews its draft (decision 022). */
const previewPages = {
  "onboarding-prices": "software-onboarding-pricing",
  "support-plans": "crm-pricing",
  "ai-trainer-plans": "ai-trainer-support",
  "ai-trainer-offer": "ai-trainer-support",
  "website-prices": "website-design-pricing",
  "presentation-prices": "custom-presentations",
  "onboarding-packages": "software-onboarding-pricing",
  "lead-lists": "lead-generation",
  "website-services": "website-services",
  "presentation-service": "custom-presentations",
  questions: "lead-generation",
  testimonials: "home",
  "ai-trainer-plan-copy": "ai-trainer-support",
  "revops-packages": "revops-consulting",
  "page-meta": "home",
} as const satisfies Record<ContentKindId, PageId>;

/** That page's address with the owner's draft of the kind (`?preview=<kind>`). */
export const contentPreviewPath = (kind: ContentKindId) =>
  `${canonicalPath(previewPages[kind])}?preview=${kind}`;

/** What the editor, the history and the activity log call each kind. */
export const contentTitles = {
  "onboarding-prices": "Onboarding prices",
  "support-plans": "Support plans",
  "ai-trainer-plans": "AI trainer plans",
  "ai-trainer-offer": "AI trainer offer",
  "website-prices": "Website prices",
  "presentation-prices": "Presentation prices",
  "onboarding-packages": "Onboarding packages",
  "lead-lists": "Lead lists",
  "website-services": "Website services",
  "presentation-service": "Presentation service",
  questions: "Questions and answers",
  testimonials: "Testimonials",
  "ai-trainer-plan-copy": "AI trainer plan copy",
  "revops-packages": "RevOps packages",
  "page-meta": "Page titles and descriptions",
} as const satisfies Record<ContentKindId, string>;

/** The editor's navigation: the kinds in two groups, each kind once. */
export const contentKindGroups: readonly { title: string; kinds: readonly ContentKindId[] }[] = [
  {
    title: "Prices and plans",
    kinds: [
      "onboarding-prices",
      "support-plans",
      "ai-trainer-plans",
      "ai-trainer-offer",
      "website-prices",
      "presentation-prices",
      "revops-packages",
      "lead-lists",
    ],
  },
  {
    title: "Copy",
    kinds: [
      "onboarding-packages",
      "ai-trainer-plan-copy",
      "website-services",
      "presentation-service",
      "testimonials",
      "questions",
      "page-meta",
    ],
  },
];

/** A published version of an item; version 0 is the site's own content, before any publish. */
export interface PublishedContent<T = unknown> {
  version: number;
  data: T;
  /** Null for version 0. */
  publishedAt: string | null;
  /** The owner's e-mail; null for the site's own content. */
  publishedBy: string | null;
}

export interface ContentDraft<T = unknown> {
  data: T;
  savedAt: string;
  savedBy: string;
}

/** GET item: what is live, and the draft if one is saved. */
export interface ContentItemAnswer<T = unknown> {
  live: PublishedContent<T>;
  draft: ContentDraft<T> | null;
}

/** PUT draft: the whole item. */
export const draftSchema = z.strictObject({ data: z.unknown() });

/** POST publish: the live version the draft was made from, so a publish never undoes another's. */
export const publishSchema = z.strictObject({
  basedOn: z.number({ error: "Say which version the draft is based on" }).int().min(0),
});

/** POST restore: the version to publish again. */
export const restoreSchema = z.strictObject({
  version: z.number({ error: "Say which version to restore" }).int().min(1),
});

/** A refused draft or publish: a message per field (400). */
export interface ContentProblemsAnswer {
  error: string;
  problems: FieldProblem[];
}

export interface ContentVersionEntry {
  version: number;
  publishedAt: string;
  /** Null for the site's own content, kept as version 1 at the first publish. */
  publishedBy: string | null;
  /** The version this one published again, if it is a restore. */
  restoredFrom: number | null;
  /** What changed from the version before (none for the first). */
  changes: ContentChange[];
}

/** GET history: every version, newest first. */
export interface ContentHistoryAnswer {
  versions: ContentVersionEntry[];
}

export const PUBLISHED_MEANWHILE =
  "Another version was published since this draft was started: reload to see it first";
export const NO_DRAFT = "There is no draft to publish";
export const NO_SUCH_VERSION = "No such version";
