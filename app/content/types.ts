import type { LucideIcon } from "lucide-react";

/** A card of copy with its icon: a feature, a benefit, a step. */
export interface IconItem {
  icon: LucideIcon;
  title: string;
  description: string;
}
