import { type ContentKindId, type ContentOf, contentKinds } from "./content-kinds";

/**
 * The published item a page renders and hands to its islands as props (decision 020): islands
 * never import a figure, so a page rendered with another version carries that version's. The
 * build renders each kind's seed, today's content.
 */
export function publishedItem<K extends ContentKindId>(kind: K): ContentOf<K> {
  return contentKinds[kind].seed as ContentOf<K>;
}
