// @vitest-environment jsdom
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, test } from "vitest";

import { CLIENT_DIR, htmlDocuments, pageFile, requireBuild } from "./build-output";

/**
 * Lucide's icons are drawn inline, as Lucide renders them (decision 018): each carries its own
 * shapes and shows with the page's first bytes. The footer's brand icons come from their own
 * cached sprite file (`<use href="/assets/….svg#name">`): each reference must name a symbol its
 * file really has.
 */

requireBuild();

const symbolsOf = new Map<string, Set<string>>();
/** The ids of the symbols in a built sprite, or null when the file is missing. */
function symbols(address: string) {
  if (!symbolsOf.has(address)) {
    const file = path.join(CLIENT_DIR, address);
    if (!existsSync(file)) return null;
    const sprite = new DOMParser().parseFromString(readFileSync(file, "utf8"), "image/svg+xml");
    symbolsOf.set(address, new Set([...sprite.querySelectorAll("symbol")].map((s) => s.id)));
  }
  return symbolsOf.get(address)!;
}

const documents = htmlDocuments().map((file) => ({
  name: path.relative(CLIENT_DIR, file),
  document: new DOMParser().parseFromString(readFileSync(file, "utf8"), "text/html"),
}));

describe("icons", () => {
  test("the pages show their icons", () => {
    const homeName = path.relative(CLIENT_DIR, pageFile("/"));
    const home = documents.find(({ name }) => name === homeName)!.document;
    expect(home.querySelectorAll("svg.lucide").length).toBeGreaterThan(20);
    expect(home.querySelectorAll("#site-footer svg use").length).toBeGreaterThanOrEqual(4);
  });

  test.each(documents)("$name: every Lucide icon draws its own shapes; every sprite reference names a built symbol", ({
    document,
  }) => {
    for (const icon of document.querySelectorAll("svg.lucide")) {
      expect(icon.querySelector("use"), icon.outerHTML).toBeNull();
      expect(icon.querySelector("path, circle, rect, line, polyline, polygon, ellipse"), icon.outerHTML).not.toBeNull();
    }
    for (const use of document.querySelectorAll("use")) {
      const [address, id] = use.getAttribute("href")!.split("#");
      expect(address, use.outerHTML).toMatch(/^\/assets\/[\w.-]+\.svg$/);
      expect(symbols(address!), `${address} is built`).not.toBeNull();
      expect([...symbols(address!)!], use.outerHTML).toContain(id);
    }
  });
});
