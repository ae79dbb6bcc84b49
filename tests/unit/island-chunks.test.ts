import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import type { Rolldown } from "vite";
import { describe, expect, test } from "vitest";

import {
  type IslandTiming,
  islandChunk,
  islandTimings,
} from "../../scripts/astro-island-chunks.mjs";

/** A source folder with the given files (paths relative to it). */
function sourceFolder(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(os.tmpdir(), "island-chunks-"));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
  return root;
}

describe("islandTimings", () => {
  test("reads each island's directives across every .astro file", () => {
    const root = sourceFolder({
      "features/faq.tsx": "",
      "features/form.tsx": "",
      "features/hero.tsx": "",
      "features/inbox.tsx": "",
      "views/a.astro": [
        "---",
        'import { Faq } from "~/features/faq";',
        'import { Form as LeadForm } from "~/features/form";',
        'import { Hero } from "~/features/hero";',
        "---",
        "<Faq client:visible />",
        '<LeadForm\n  slot="form"\n  client:interaction\n/>',
        "<Hero client:load />",
      ].join("\n"),
      "views/b.astro": [
        '---\nimport { Faq } from "../features/faq";',
        'import { Inbox } from "~/features/inbox";\n---',
        '<Faq client:idle />\n<Inbox client:only="react" />',
      ].join("\n"),
    });
    const timings = islandTimings(root);
    const file = (name: string) => path.join(root, "features", `${name}.tsx`);
    expect(timings.get(file("form"))).toBe("later");
    // Hydrated at idle on one page: its code counts as loaded sooner everywhere.
    expect(timings.get(file("faq"))).toBe("sooner");
    expect(timings.get(file("hero"))).toBe("sooner");
    expect(timings.get(file("inbox"))).toBe("apart");
  });
});

describe("islandChunk", () => {
  const root = sourceFolder({
    "faq.tsx": "",
    "form.tsx": "",
    "hero.tsx": "",
    "inbox.tsx": "",
    "lead.tsx": "",
  });
  /** An island as the client build enters it: its file. */
  const entry = (name: string) => path.join(root, `${name}.tsx`);
  const timings = new Map<string, IslandTiming>();
  for (const name of ["faq", "form"]) timings.set(path.join(root, `${name}.tsx`), "later");
  timings.set(path.join(root, "hero.tsx"), "sooner");
  for (const name of ["inbox", "lead"]) timings.set(path.join(root, `${name}.tsx`), "apart");

  /** A module graph: each module with the modules that import it. */
  const importers: Record<string, string[]> = {
    [entry("faq")]: [],
    [entry("form")]: [],
    [entry("hero")]: [],
    [entry("inbox")]: [],
    [entry("lead")]: [],
    "/accordion.js": [entry("faq"), entry("form")],
    "/form-library.js": [entry("form"), entry("inbox")],
    "/button.js": [entry("hero"), entry("form"), "/accordion.js"],
    "/icon.js": [entry("hero"), entry("inbox")],
    "/table.js": [entry("inbox"), entry("lead")],
    "/faq-items.js": [entry("faq")],
    "/node_modules/react-hook-form/index.js": [entry("form"), entry("lead")],
    // A part the inbox loads on request, and what it and the inbox share with the hero.
    "/lead-details.js": [],
    "/dialog.js": [entry("hero"), "/lead-details.js"],
    "/badge.js": [entry("hero"), entry("inbox")],
  };
  /** Parts loaded on demand, with the modules that import them. */
  const dynamicImporters: Record<string, string[]> = { "/lead-details.js": [entry("inbox")] };
  /** What a module imports (forms are the islands that reach the form library). */
  const imported = (id: string) =>
    Object.entries(importers)
      .filter(([, by]) => by.includes(id))
      .map(([module]) => module);
  const meta = {
    getModuleInfo: (id: string) =>
      id in importers
        ? ({
            id,
            isEntry: id.endsWith(".tsx"),
            importers: importers[id],
            importedIds: imported(id),
            dynamicImporters: dynamicImporters[id] ?? [],
          } as unknown as Rolldown.ModuleInfo)
        : null,
  } as Rolldown.ChunkingContext;
  const chunk = islandChunk(timings, root);

  test("code only islands hydrated on sight share is grouped by the kinds of island using it", () => {
    expect(chunk("/accordion.js", meta)).toBe("islands-forms-widgets");
    // What the inbox opens with has a file of its own, so it loads none of the rest.
    expect(chunk("/form-library.js", meta)).toBe("islands-forms-inbox");
    expect(chunk("/node_modules/react-hook-form/index.js", meta)).toBe("islands-forms-inbox");
  });

  test("code shared with an island loaded sooner is grouped by the islands loaded sooner", () => {
    expect(chunk("/button.js", meta)).toMatch(/^shared-/);
    expect(chunk("/icon.js", meta)).toMatch(/^shared-/);
    // Loaded sooner by the same island, but only the button is also a form's: two files.
    expect(chunk("/icon.js", meta)).not.toBe(chunk("/button.js", meta));
  });

  test("code loaded sooner that the inbox opens with is apart from what it loads on request", () => {
    expect(chunk("/dialog.js", meta)).toMatch(/^shared-/);
    expect(chunk("/badge.js", meta)).toMatch(/^shared-/);
    expect(chunk("/dialog.js", meta)).not.toBe(chunk("/badge.js", meta));
  });

  test("code of one island stays with it, and the inbox's own code keeps its own files", () => {
    expect(chunk("/faq-items.js", meta)).toBeNull();
    expect(chunk("/table.js", meta)).toMatch(/^inbox-/);
  });
});
