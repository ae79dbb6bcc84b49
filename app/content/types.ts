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
