/// <reference types="astro/client" />

import type { PublishedItems } from "./lib/published-content";

declare global {
  namespace App {
    interface Locals {
      /** The content a page rendered on demand reads (app/lib/published-content.ts). */
      published?: PublishedItems;
    }
  }
}
