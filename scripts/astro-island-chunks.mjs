// How the client build splits the islands' code into files (see decision 004). By default
// the bundler gives every set of islands sharing code a file of its own, so a form below the fold
// fetched twenty files of a few hundred bytes each; over HTTP/1.1 (six connections, a round trip
// per file) their number, not their size, kept its first tap waiting. Here:
// - code shared only by islands hydrated near sight or on interaction, and the parts they load
//   on demand, goes into one file, or two: what only forms share (the form library) apart from
//   what other widgets use, and what the inbox opens with apart from what it does not;
// - code shared with anything loaded sooner (an island loaded at once or at idle, a first-screen
//   island such as the home page's hero demo, the page's own script) is grouped by which of
//   those use it, so that what a page loads before any action is still exactly what it needs,
//   in fewer files (forms' code again apart from other widgets', the inbox's again apart);
// - code shared only by the inbox's pages is split as by default, each page loading its parts.
// Every module shared by two entries gets a name: Rolldown moves a named group's unnamed
// dependencies into it. Which entries load a module is read from its importers, so a package
// index that re-exports everything would count every icon as used by all; icons are imported one
// by one (lint enforces it).
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { hoistTransitiveImports } from "./hoist-transitive-imports.mjs";

/** Directives that hydrate an island only once it is seen or used. */
const LATER = new Set(["near", "visible", "interaction"]);

/** The file an import specifier names (`~/` being `srcDir`), or undefined for a package. */
function resolveImport(specifier, fromDirectory, srcDir) {
  const base = specifier.startsWith("~/")
    ? path.join(srcDir, specifier.slice(2))
    : specifier.startsWith(".") || path.isAbsolute(specifier)
      ? path.resolve(fromDirectory, specifier)
      : undefined;
  if (!base) return undefined;
  return ["", ".tsx", ".ts", "/index.tsx", "/index.ts"]
    .map((suffix) => base + suffix)
    .find((file) => existsSync(file) && statSync(file).isFile());
}

/**
 * How the .astro files hydrate each island component: "later" when every use waits for sight or
 * interaction (client:near, client:visible, client:interaction), "apart" for the inbox's client-only pages,
 * "sooner" otherwise. An island the scan cannot read counts as sooner, which only leaves its
 * code split as by default.
 */
export function islandTimings(srcDir) {
  /** @type {Map<string, Set<string>>} */
  const directives = new Map();
  for (const entry of readdirSync(srcDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".astro")) continue;
    const file = path.join(entry.parentPath, entry.name);
    const source = readFileSync(file, "utf8");
    const imported = new Map();
    for (const [, names, defaultName, specifier] of source.matchAll(
      /import\s+(?:type\s+)?(?:\{([^}]*)\}|(\w+))\s+from\s+["']([^"']+)["']/g,
    )) {
      const resolved = resolveImport(specifier, path.dirname(file), srcDir);
      if (!resolved) continue;
      const locals = defaultName
        ? [defaultName]
        : names.split(",").map((name) =>
            name
              .trim()
              .split(/\s+as\s+/)
              .at(-1),
          );
      for (const local of locals) if (local) imported.set(local, resolved);
    }
    for (const [, component, directive] of source.matchAll(
      /<([A-Z][\w.]*)\s[^>]*?\bclient:(\w+)/g,
    )) {
      const resolved = imported.get(component);
      if (!resolved) continue;
      if (!directives.has(resolved)) directives.set(resolved, new Set());
      directives.get(resolved).add(directive);
    }
  }
  /** @type {Map<string, "later" | "apart" | "sooner">} */
  const timings = new Map();
  for (const [file, used] of directives) {
    const all = [...used];
    timings.set(
      file,
      all.every((directive) => LATER.has(directive))
        ? "later"
        : all.every((directive) => directive === "only")
          ? "apart"
          : "sooner",
    );
  }
  return timings;
}

/** A chunk's name that stands for a set of entries (Rolldown puts modules of one name in one chunk). */
const chunkName = (prefix, entries) =>
  `${prefix}-${createHash("sha256")
    .update([...entries].sort().join("\n"))
    .digest("hex")
    .slice(0, 8)}`;

/** Where the form library's modules come from: a form island is one whose code reaches it. */
const FORM_LIBRARY = /\/node_modules\/react-hook-form\//;

/** A module and every module reached from it along `next` (its importers, or its imports). */
function reachable(start, getModuleInfo, next) {
  const seen = new Set([start]);
  const queue = [start];
  while (queue.length > 0) {
    const info = getModuleInfo(queue.pop());
    for (const neighbour of info ? next(info) : []) {
      if (!seen.has(neighbour)) {
        seen.add(neighbour);
        queue.push(neighbour);
      }
    }
  }
  return seen;
}

/** The prefix of the virtual module through which Astro's client build may enter an island. */
const ISLAND_ENTRY = "\0astro-entry:";

/** The file of an island entry of the client build (its id, or the virtual module's). */
const islandFile = (entry, srcDir) =>
  resolveImport(
    entry.startsWith(ISLAND_ENTRY) ? entry.slice(ISLAND_ENTRY.length) : entry,
    srcDir,
    srcDir,
  );

/**
 * Rolldown's chunk group `name`, given the islands' timings, the folder their names start from
 * and the files whose scripts every page loads (`everyPage`, absolute paths).
 */
export function islandChunk(timings, srcDir, everyPage = new Set()) {
  /** @type {Map<string, Set<string>>} */
  const entriesByModule = new Map();
  /** The entries (the build's inputs and every part imported on demand) that load a module. */
  const entriesOf = (id, getModuleInfo) => {
    const known = entriesByModule.get(id);
    if (known) return known;
    const entries = new Set();
    for (const reached of reachable(id, getModuleInfo, (info) => info.importers)) {
      const info = getModuleInfo(reached);
      if (info && (info.isEntry || info.dynamicImporters.length > 0)) entries.add(reached);
    }
    entriesByModule.set(id, entries);
    return entries;
  };
  /** @type {Map<string, "later" | "apart" | "sooner">} */
  const timingByEntry = new Map();
  /** An island's timing; a part loaded on demand is apart when only the inbox loads it. */
  const timingOf = (entry, getModuleInfo) => {
    const known = timingByEntry.get(entry);
    if (known) return known;
    // While it is worked out (parts loading each other), an entry counts as sooner.
    timingByEntry.set(entry, "sooner");
    let timing = "sooner";
    if (getModuleInfo(entry)?.isEntry) {
      timing = timings.get(islandFile(entry, srcDir) ?? "") ?? "sooner";
    } else {
      // A part loaded on demand comes after the island that asks for it: later, or apart when
      // only the inbox loads it.
      const importers = getModuleInfo(entry)?.dynamicImporters ?? [];
      const loaders = importers.flatMap((importer) => [...entriesOf(importer, getModuleInfo)]);
      timing =
        loaders.length > 0 && loaders.every((loader) => timingOf(loader, getModuleInfo) === "apart")
          ? "apart"
          : "later";
    }
    timingByEntry.set(entry, timing);
    return timing;
  };
  /** @type {Map<string, boolean>} */
  const formByEntry = new Map();
  /** Whether an island is a form (its code reaches the form library). */
  const isForm = (entry, getModuleInfo) => {
    const known = formByEntry.get(entry);
    if (known !== undefined) return known;
    const modules = reachable(entry, getModuleInfo, (info) => info.importedIds);
    const form = [...modules].some((id) => FORM_LIBRARY.test(id));
    formByEntry.set(entry, form);
    return form;
  };
  return (id, context) => {
    // Rolldown's chunking context reads module info through itself: keep it bound.
    const getModuleInfo = (moduleId) => context.getModuleInfo(moduleId);
    if (/\.(css|svg|png|jpe?g|webp|avif|woff2?)(\?|$)/.test(id)) return null;
    const entries = [...entriesOf(id, getModuleInfo)];
    // Code of one island stays in that island's file.
    if (entries.length < 2) return null;
    // What the script of every page uses comes with it, in one file, whoever else uses it.
    if (entries.some((entry) => everyPage.has(entry.split("?")[0]))) return "page-script";
    const timingsOfEntries = entries.map((entry) => timingOf(entry, getModuleInfo));
    // The inbox's pages keep the default split: each loads its own parts as it opens.
    if (timingsOfEntries.every((timing) => timing === "apart")) return chunkName("inbox", entries);
    const sooner = entries.filter((_, index) => timingsOfEntries[index] === "sooner");
    // Islands hydrated later come in two kinds, so that a small widget never fetches the form
    // library that forms share: what only forms use, and what other widgets use too.
    const kinds = [
      ...new Set(
        entries
          .filter((_, index) => timingsOfEntries[index] === "later")
          .map((entry) => (isForm(entry, getModuleInfo) ? "forms" : "widgets")),
      ),
    ].sort();
    // What the inbox opens with stays apart from what it does not (a lead's details, with the
    // dialog they open in, and the public widgets' code).
    const inbox = entries.some(
      (entry, index) => timingsOfEntries[index] === "apart" && getModuleInfo(entry)?.isEntry,
    )
      ? ["inbox"]
      : [];
    return sooner.length === 0
      ? ["islands", ...kinds, ...inbox].join("-")
      : chunkName("shared", [...sooner, ...kinds, ...inbox]);
  };
}

/**
 * @param {{ firstScreen?: string[], everyPage?: string[] }} options `firstScreen`: islands
 * hydrated on sight that sit on a first screen at some width (`~/` paths); their code is grouped
 * as code loaded sooner. `everyPage`: the `.astro` files whose script every page runs (`~/`
 * paths); what it imports is one file.
 * @returns {import("astro").AstroIntegration}
 */
export function islandChunks({ firstScreen = [], everyPage = [] } = {}) {
  let srcDir = "";
  return {
    name: "island-chunks",
    hooks: {
      "astro:config:done": ({ config }) => {
        srcDir = fileURLToPath(config.srcDir);
      },
      "astro:build:setup": ({ vite }) => {
        const options = vite.environments?.client?.build?.rolldownOptions;
        const output = options?.output;
        if (!output || Array.isArray(output)) throw new Error("island-chunks: no client build");
        const timings = islandTimings(srcDir);
        for (const specifier of firstScreen) {
          const file = resolveImport(specifier, srcDir, srcDir);
          if (!file) throw new Error(`island-chunks: no file for ${specifier}`);
          timings.set(file, "sooner");
        }
        const pageScripts = new Set(
          everyPage.map((specifier) => {
            const file = resolveImport(specifier, srcDir, srcDir);
            if (!file) throw new Error(`island-chunks: no file for ${specifier}`);
            return file;
          }),
        );
        // A module of a group takes its unnamed dependencies along by default: here only the
        // shared modules are named, and what one island alone uses stays in its file. Rolldown
        // then lets an island's file export more than the island, which nothing reads.
        options.preserveEntrySignatures = "allow-extension";
        output.codeSplitting = {
          includeDependenciesRecursively: false,
          groups: [{ name: islandChunk(timings, srcDir, pageScripts) }],
        };
        output.plugins = [output.plugins ?? [], hoistTransitiveImports()].flat();
      },
    },
  };
}
