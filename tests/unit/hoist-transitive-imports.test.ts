import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";

import type { Rolldown } from "vite";
import { expect, test } from "vitest";

import { hoistTransitiveImports } from "../../scripts/hoist-transitive-imports.mjs";

/** A chunk of a bundle: its file, the files it imports, and whether an entry. */
type Chunk = Pick<Rolldown.OutputChunk, "fileName" | "imports" | "isEntry" | "isDynamicEntry">;

/** Each module records that it ran; `imports` come first, as the bundler writes them. */
function chunk(fileName: string, imports: string[], entry: "static" | "dynamic" | "none") {
  const code = [
    ...imports.map(
      (file) =>
        `import "${path.posix.relative(path.posix.dirname(fileName), file).replace(/^(?!\.)/, "./")}";`,
    ),
    `globalThis.ran.push(${JSON.stringify(fileName)});`,
  ].join("\n");
  return {
    type: "chunk" as const,
    fileName,
    imports,
    isEntry: entry === "static",
    isDynamicEntry: entry === "dynamic",
    code,
  } satisfies Chunk & { type: "chunk"; code: string };
}

// island → (utils, widgets); widgets → (react, utils); react → scheduler; popup (loaded on demand) →
// forms/shared → react; a page script with nothing to hoist; a shared chunk left as it is.
const chunks = () => [
  chunk("assets/island.js", ["assets/utils.js", "assets/widgets.js"], "static"),
  chunk("assets/widgets.js", ["assets/react.js", "assets/utils.js"], "none"),
  chunk("assets/react.js", ["assets/scheduler.js"], "none"),
  chunk("assets/scheduler.js", [], "none"),
  chunk("assets/utils.js", [], "none"),
  chunk("assets/popup.js", ["assets/forms/shared.js"], "dynamic"),
  chunk("assets/forms/shared.js", ["assets/react.js"], "none"),
  chunk("assets/page.js", ["assets/utils.js"], "static"),
];

function generate(files: ReturnType<typeof chunks>) {
  const bundle = Object.fromEntries(files.map((file) => [file.fileName, file]));
  const plugin = hoistTransitiveImports();
  const hook = plugin.generateBundle as (options: unknown, bundle: unknown) => void;
  hook.call({}, {}, bundle);
  return bundle;
}

/** The specifiers a chunk's code imports, in order. */
const importsOf = (code: string) =>
  [...code.matchAll(/import\s*"([^"]+)"/g)].map((match) => match[1]);

test("an entry imports every file its imports reach, after its own imports", () => {
  const bundle = generate(chunks());
  expect(importsOf(bundle["assets/island.js"]!.code)).toEqual([
    "./utils.js",
    "./widgets.js",
    "./react.js",
    "./scheduler.js",
  ]);
  expect(importsOf(bundle["assets/popup.js"]!.code)).toEqual([
    "./forms/shared.js",
    "./react.js",
    "./scheduler.js",
  ]);
});

test("shared chunks and entries with nothing to hoist are left as they are", () => {
  const before = chunks();
  const after = generate(chunks());
  for (const file of ["assets/widgets.js", "assets/forms/shared.js", "assets/page.js"]) {
    expect(after[file]!.code).toBe(before.find((chunk) => chunk.fileName === file)!.code);
  }
});

test("the modules run in the same order as before", async () => {
  const run = async (files: ReturnType<typeof chunks>, entry: string) => {
    const root = mkdtempSync(path.join(os.tmpdir(), "hoist-"));
    for (const file of files) {
      mkdirSync(path.dirname(path.join(root, file.fileName)), { recursive: true });
      writeFileSync(
        path.join(root, file.fileName.replace(/\.js$/, ".mjs")),
        file.code.replaceAll('.js"', '.mjs"'),
      );
    }
    const ran: string[] = [];
    (globalThis as { ran?: string[] }).ran = ran;
    await import(pathToFileURL(path.join(root, entry.replace(/\.js$/, ".mjs"))).href);
    return ran;
  };
  for (const entry of ["assets/island.js", "assets/popup.js"]) {
    const before = await run(chunks(), entry);
    expect(before.length).toBeGreaterThan(2);
    expect(await run(Object.values(generate(chunks())), entry)).toEqual(before);
  }
});
