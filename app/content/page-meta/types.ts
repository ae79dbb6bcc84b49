import type { PageId } from "../page-paths";

/** What a page says about itself in search results, tabs and link previews. */
export interface PageCopy {
  id: PageId;
  title: string;
  description: string;
}
