import { readFileSync } from "node:fs";

import { pageFile } from "./build-output";

/**
 * One prerendered page parsed as a browser would (in a jsdom test file), and what its elements
 * say: the facts of a page's HTML that need no script to hold.
 */

const parsed = new Map<string, Document>();

/** The page at `route` (prerendered, or rendered on demand with the seed), parsed once per test file. */
export function builtPage(route: string): Document {
  let document = parsed.get(route);
  if (!document) {
    document = new DOMParser().parseFromString(readFileSync(pageFile(route), "utf8"), "text/html");
    parsed.set(route, document);
  }
  return document;
}

/** The text of each element matched, its white space collapsed as a browser shows it. */
export const texts = (within: ParentNode, selector: string) =>
  [...within.querySelectorAll(selector)].map((element) =>
    element.textContent!.replace(/\s+/g, " ").trim(),
  );

/** The text of every element matched, as one string. */
export const text = (within: ParentNode, selector: string) => texts(within, selector).join(" ");

/** The links whose text (visually hidden parts included) matches `name`. */
export const links = (within: ParentNode, name: RegExp | string) =>
  [...within.querySelectorAll("a")].filter((link) => {
    const label = link.textContent!.replace(/\s+/g, " ").trim();
    return typeof name === "string" ? label === name : name.test(label);
  });

/** The addresses of the links whose text matches `name`. */
export const hrefs = (within: ParentNode, name: RegExp | string) =>
  links(within, name).map((link) => link.getAttribute("href"));
