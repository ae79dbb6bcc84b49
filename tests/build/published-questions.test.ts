import { readFileSync } from "node:fs";
import path from "node:path";

import { beforeAll, describe, expect, it } from "vitest";

import { questionsSeed } from "~/content/questions";
import { questionPageIds } from "~/lib/questions-schema";

import {
  CLIENT_DIR,
  VIEWPORT_WIDTHS,
  filesFetchedOnSight,
  initialScripts,
  prerenderedPages,
  requireBuild,
} from "./build-output";

/**
 * FAQ answers are rendered on the server from the published questions (decision 031): no script
 * a public page loads holds the Markdown renderer or an answer.
 */

/** Option names of react-markdown that its minified code keeps. */
const RENDERER_MARKERS = ["skipHtml", "unwrapDisallowed", "allowedElements"];
/** A few words from each page's first answer. */
const ANSWER_MARKERS = questionPageIds.map((page) => questionsSeed[page][0]!.answer.slice(0, 40));

beforeAll(requireBuild);

describe("the questions in the build", () => {
  it("are in no script a public page loads, nor is their Markdown renderer", () => {
    const carriers: string[] = [];
    for (const { route, html } of prerenderedPages()) {
      if (route.startsWith("/admin")) continue;
      const scripts = new Set(
        Object.values(VIEWPORT_WIDTHS).flatMap((width) => [
          ...initialScripts(html, width),
          ...filesFetchedOnSight(html, width).flatMap(({ files }) => files),
        ]),
      );
      for (const script of scripts) {
        const code = readFileSync(path.join(CLIENT_DIR, script), "utf8");
        const held = [...RENDERER_MARKERS, ...ANSWER_MARKERS].filter((mark) => code.includes(mark));
        if (held.length > 0) carriers.push(`${route}: ${script} holds ${held.join(", ")}`);
      }
    }
    expect(carriers).toEqual([]);
  });
});
