import { type ContentKindId, type ContentOf, contentKinds } from "./content-kinds";

/** The live version of each item, as the server hands it to a page it renders on demand. */
export type PublishedItems = { readonly [K in ContentKindId]: ContentOf<K> };

/**
 * The published item a page renders and hands to its islands as props (decision 022): the
 * server puts the live versions (or an owner's draft, in a preview) in `Astro.locals`; islands
 * never import a figure. Where no server hands any (the development server), the kind's seed.
 */
export function publishedItem<K extends ContentKindId>(locals: App.Locals, kind: K): ContentOf<K> {
  return locals.published?.[kind] ?? (contentKinds[kind].seed as ContentOf<K>);
}
