/**
 * Today's copy of the presentation design service: the seed of the owner-edited item
 * (app/lib/content-kinds.ts). The page renders the published item; no island imports this.
 */
import type { PresentationService } from "~/lib/presentation-service-schema";

export const presentationServiceSeed: PresentationService = {
  includes: [
    "Custom layouts in your brand colours and fonts",
    "Charts, diagrams and icons redrawn for clarity",
    "Speaker-ready copy edits on every slide",
    "Two rounds of revisions included",
    "Editable PowerPoint, Keynote or Google Slides file",
  ],
};
