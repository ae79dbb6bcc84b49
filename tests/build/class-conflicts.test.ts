import { twMerge } from "tailwind-merge";
import { beforeAll, expect, test } from "vitest";

import { prerenderedPages, requireBuild } from "./build-output";

beforeAll(requireBuild);

const decode = (value: string) =>
  value.replaceAll("&amp;", "&").replaceAll("&quot;", '"').replaceAll("&#x27;", "'");

/*
 * Components join class names without merging them at run time (`cn` is plain clsx), so two
 * utilities for the same property on one element would leave the winner to stylesheet order.
 * tailwind-merge, run here instead of in every visitor's browser, finds any such pair.
 */
test("no element of a prerendered page carries two utilities for the same property", () => {
  const conflicts = new Set<string>();
  for (const { route, html } of prerenderedPages()) {
    for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
      const classes = decode(match[1]!).trim().split(/\s+/).filter(Boolean);
      const kept = new Set(twMerge(classes.join(" ")).split(/\s+/));
      const dropped = classes.filter((name) => !kept.has(name));
      if (dropped.length > 0) conflicts.add(`${route}: ${dropped.join(" ")} in "${classes.join(" ")}"`);
    }
  }
  expect([...conflicts]).toEqual([]);
});
