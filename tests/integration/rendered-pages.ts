import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

import { JSDOM } from "jsdom";
import { expect } from "vitest";

import { pageRenderer } from "../../server/pages/on-demand-pages";

import { testServers } from "./helpers";

/**
 * What the tests of pages rendered on demand share: servers that render them through the
 * production build's adapter, the golden files of their seeded HTML, and their islands' props.
 */

const SSR_ENTRY = path.resolve("build/ssr/entry.mjs");

/** Test servers rendering the pages through the production build (`npm run build` first). */
export function renderingTestServers() {
  if (!existsSync(SSR_ENTRY))
    throw new Error("No production build found: run `npm run build` first.");
  return testServers({ pageRenderer: pageRenderer(SSR_ENTRY) });
}

/** The build's asset names (and their hashes) aside, as the golden files hold them. */
export const withoutAssetNames = (html: string) =>
  html.replaceAll(/\/assets\/[\w.-]+/g, "/assets/*");

/** The golden file of a route: its HTML right after seeding, asset names aside. */
export const goldenFile = (route: string) =>
  path.resolve(
    "tests/integration/__snapshots__/prerendered",
    `${route.slice(1).replaceAll("/", "_") || "index"}.html`,
  );

/** A route's golden HTML. */
export const goldenPage = (route: string) => readFileSync(goldenFile(route), "utf8");

/** Astro's serialised island props (each value a [type, value] pair) as plain values. */
function plain(value: unknown): unknown {
  if (Array.isArray(value)) {
    const [type, inner] = value as [number, unknown];
    return type === 1 ? (inner as unknown[]).map(plain) : plain(inner);
  }
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, plain(item)]));
}

/** The props of the page's island of `component`. */
export function islandProps(html: string, component: string): Record<string, unknown> {
  const island = new JSDOM(html).window.document.querySelector(
    `astro-island[component-export="${component}"]`,
  );
  const props = island?.getAttribute("props");
  expect(props, component).toBeTruthy();
  return plain(JSON.parse(props!)) as Record<string, unknown>;
}
