// Rollup's `output.hoistTransitiveImports`, which Rolldown does not implement yet: every entry
// (a page's script, an island, a part loaded on demand) imports all the files its imports import,
// so that the browser requests them together as soon as it reads the entry, instead of one level
// of imports per round trip. An island below the fold fetched its code in four such levels; on a
// phone's 150 ms round trip that kept an early tap waiting (see docs/decisions/004-page-weight.md).
// The added imports come after the entry's own, and every file they name is already reached
// through those, so the order in which modules run does not change.
import path from "node:path";

/** `import "<file>";` for each file, relative to the importing chunk. */
const importStatements = (fromFile, files) =>
  files
    .map((file) => {
      const relative = path.posix.relative(path.posix.dirname(fromFile), file);
      return `import"${relative.startsWith(".") ? relative : `./${relative}`}";`;
    })
    .join("");

/** The Rolldown output plugin. */
export function hoistTransitiveImports() {
  return {
    name: "hoist-transitive-imports",
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk" || !(chunk.isEntry || chunk.isDynamicEntry)) continue;
        const reached = new Set();
        const visit = (fileName) => {
          const imported = bundle[fileName];
          if (imported?.type !== "chunk") return;
          for (const dependency of imported.imports) {
            if (reached.has(dependency)) continue;
            reached.add(dependency);
            visit(dependency);
          }
        };
        visit(chunk.fileName);
        const direct = new Set(chunk.imports);
        const hoisted = [...reached].filter((file) => !direct.has(file) && file !== chunk.fileName);
        // A chunk's hash already changes with any file it reaches: each importer names the file
        // it imports, hash included.
        if (hoisted.length > 0) chunk.code += `\n${importStatements(chunk.fileName, hoisted)}\n`;
      }
    },
  };
}
