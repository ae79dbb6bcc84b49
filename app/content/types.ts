import type { LucideIcon } from "lucide-react";

/** A card of copy with its icon: a feature, a benefit, a step. */
export interface IconItem {
  icon: LucideIcon;
  title: string;
  description: string;
}

/** A free resource in a catalog (an AI tool, a cheat sheet), requested through the page's form. */
export interface CatalogItem extends IconItem {
  id: string;
  /** Who it is made for, shown as a tag on its card. */
  audience: string;
  /** What it covers, listed on its card. */
  highlights?: readonly string[];
}

/**
 * A catalog whose cards each name one item in the page's request form: the card's link carries
 * the item's id in its query (`?tool=content-generator`), and the form sends the item's title.
 */
export interface LinkedChoice<Item extends CatalogItem = CatalogItem> {
  /** The link's query field. */
  query: string;
  /** The lead form's field that receives the chosen item's title. */
  field: string;
  /** What the form calls the chosen item ("Selected tool"). */
  label: string;
  items: readonly Item[];
}
