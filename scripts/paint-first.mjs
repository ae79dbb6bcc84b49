// Lets every prerendered page paint before it fetches its scripts. The page is complete HTML;
// its scripts only make it interactive, so the browser's first round trips go to the HTML, the
// stylesheet and the font, and the scripts follow right after the first paint:
// - the <link rel="modulepreload"> tags go (once hydrated, React Router adds them back);
// - the bootstrap module script waits for the first paint (a paint timing entry), or half a
//   second where nothing paints yet (a tab opened in the background), then preloads every
//   module those tags named (the page's whole module graph, so none waits for its importer to
//   arrive) and imports them;
// - until the page has hydrated, a tap on a control that only works with its script (a tab, a
//   toggle) is held, and replayed once it has.
// The server derives each page's CSP script hashes from this final HTML.
import { readFile, readdir, writeFile } from "node:fs/promises";
import path from "node:path";

const root = "build/client";
const modulePreload = /<link rel="modulepreload"[^>]*>/g;
const modulePreloadHref = /<link rel="modulepreload" href="([^"]+)"/g;
const bootstrap = /(<script type="module"[^>]*>)([\s\S]*?)(<\/script>)/;
const staticImport = /^\s*import\s+(?:\*\s+as\s+(\w+)\s+from\s+)?("[^"]+");\s*$/gm;

/**
 * The bootstrap's static imports, started once the page has painted. They are preloaded
 * together, then evaluated one after the other in their original order: the shared chunks
 * import each other, and only that order evaluates them correctly.
 */
function afterFirstPaint(code, modules) {
  const imports = [...code.matchAll(staticImport)];
  if (imports.length === 0) throw new Error("bootstrap script without static imports");
  const entry = /import\(("[^"]+")\);/.exec(code);
  if (!entry) throw new Error("bootstrap script without its entry import");
  // Every module of the page, their own imports included: none waits for another to arrive.
  const preloads = [
    ...new Set([
      ...imports.map(([, , specifier]) => specifier),
      entry[1],
      ...modules.map((href) => JSON.stringify(href)),
    ]),
  ].join(", ");
  return [
    // A tap on a control that only a script makes work (a tab, a toggle), landing before the
    // page is live, is held and replayed once it is: the latest one, as the visitor's last word.
    // Links and submit buttons work natively and are left alone.
    "let heldTap = null;",
    "const holdTap = (event) => {",
    '  const control = event.target instanceof Element && event.target.closest(\'button[type="button"], [role="tab"], [role="switch"]\');',
    "  if (!control) return;",
    "  event.preventDefault();",
    "  event.stopPropagation();",
    "  heldTap = control;",
    "};",
    'addEventListener("click", holdTap, true);',
    "new MutationObserver((_, observer) => {",
    "  if (!document.documentElement.dataset.hydrated) return;",
    "  observer.disconnect();",
    '  removeEventListener("click", holdTap, true);',
    "  if (heldTap?.isConnected) heldTap.click();",
    '}).observe(document.documentElement, { attributes: true, attributeFilter: ["data-hydrated"] });',
    // The first paint, or half a second where nothing paints yet (a tab in the background).
    "const painted = new Promise((resolve) => {",
    '  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return resolve();',
    "  const paints = new PerformanceObserver(() => (paints.disconnect(), resolve()));",
    '  paints.observe({ type: "paint", buffered: true });',
    "  setTimeout(resolve, 500);",
    "});",
    "await painted;",
    `for (const href of [${preloads}]) {`,
    '  document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));',
    "}",
    ...imports.map(([, name, specifier]) =>
      name ? `const ${name} = await import(${specifier});` : `await import(${specifier});`,
    ),
    code.replace(staticImport, "").trim(),
  ].join("\n");
}

let pages = 0;
for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !entry.name.endsWith(".html")) continue;
  const file = path.join(entry.parentPath, entry.name);
  const html = await readFile(file, "utf8");
  const modules = [...html.matchAll(modulePreloadHref)].map(([, href]) => href);
  const rewritten = html
    .replace(modulePreload, "")
    .replace(
      bootstrap,
      (_, open, code, close) => `${open}${afterFirstPaint(code, modules)}${close}`,
    );
  if (rewritten === html) continue;
  await writeFile(file, rewritten);
  pages += 1;
}
console.log(`Deferred the scripts of ${pages} pages in ${root} until after their first paint`);
