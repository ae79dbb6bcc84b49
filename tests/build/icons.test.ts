// @vitest-environment jsdom
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";

import { describe, expect, test } from "vitest";

import { CLIENT_DIR, htmlDocuments, requireBuild } from "./build-output";

/**
 * Icons are drawn from cached sprite files (`<use href="/assets/….svg#name">`), not inline paths
 * repeated in every document: each reference must name a symbol its file really has, and the
 * browser's code must draw from the same files as the pages it hydrates.
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

describe("icons come from sprite files", () => {
  test("the pages draw icons from sprites", () => {
    const home = documents.find(({ name }) => name === "index.html")!.document;
    expect(home.querySelectorAll("svg.lucide use").length).toBeGreaterThan(20);
    expect(home.querySelectorAll("#site-footer svg use").length).toBeGreaterThanOrEqual(4);
  });

  test.each(documents)("$name: every icon's reference names a symbol of a built sprite", ({
    document,
  }) => {
    for (const use of document.querySelectorAll("use")) {
      const [address, id] = use.getAttribute("href")!.split("#");
      expect(address, use.outerHTML).toMatch(/^\/assets\/[\w.-]+\.svg$/);
      expect(symbols(address!), `${address} is built`).not.toBeNull();
      expect([...symbols(address!)!], use.outerHTML).toContain(id);
    }
    // No Lucide icon carries its own paths any more.
    for (const icon of document.querySelectorAll("svg.lucide")) {
      expect([...icon.children].map((child) => child.tagName), icon.outerHTML).toEqual(["use"]);
    }
  });

  test("the browser's code draws from the sprite the pages use", () => {
    const assets = readdirSync(path.join(CLIENT_DIR, "assets"));
    const sprites = assets.filter((name) => /^icons\.\w+\.svg$/.test(name));
    expect(sprites).toHaveLength(1);
    const scripts = assets
      .filter((name) => name.endsWith(".js"))
      .map((name) => readFileSync(path.join(CLIENT_DIR, "assets", name), "utf8"));
    const addresses = new Set(
      scripts.flatMap((code) => [...code.matchAll(/\/assets\/icons\.\w+\.svg/g)].map((m) => m[0])),
    );
    expect([...addresses]).toEqual([`/assets/${sprites[0]}`]);
  });
});
