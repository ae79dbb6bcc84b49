// Lucide's icons drawn from one cached sprite file instead of inline paths (see decision 004).
// Inline, every page's document carried the paths of each icon it shows (2–3 KB of its
// brotli body on the home and AI trainer pages), which took those documents past the first
// round trip of a phone's connection. Each `lucide-react/icons/<name>` import now resolves to
// that icon made by Lucide's own `createLucideIcon` (so its props, classes and accessibility
// stay Lucide's) whose one child is `<use href="/assets/icons.<hash>.svg#<name>">`; the sprite
// holds a `<symbol>` per icon the site imports, with Lucide's own shapes.
// Astro builds the prerendered pages before the browser's code: the pages' build decides the
// sprite (every icon a page or an island imports is imported there) and names it by its content; the
// browser's build gives its islands the same address and writes the file. In development the
// icons stay Lucide's own, inline.
import { createHash } from "node:crypto";

const ICON_IMPORT = /^lucide-react\/icons\/([a-z0-9-]+)$/;
const VIRTUAL = "\0icon-sprite:";
/** Stands for the sprite's address in built code until the address is known. */
const PLACEHOLDER = "__ICON_SPRITE_URL__";

const escapeAttribute = (value) =>
  String(value).replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");

/** Lucide's shape nodes as SVG markup (its React `key`s left out). */
const markup = (nodes) =>
  nodes
    .map(([tag, attributes, children]) => {
      const written = Object.entries(attributes)
        .filter(([name]) => name !== "key")
        .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
        .join("");
      return children?.length
        ? `<${tag}${written}>${markup(children)}</${tag}>`
        : `<${tag}${written}/>`;
    })
    .join("");

/** The sprite of the icons named. */
async function spriteOf(names) {
  const symbols = [];
  for (const name of [...names].sort()) {
    const { __iconData: icon } = await import(`lucide-react/icons/${name}`);
    const size = icon.size ?? 24;
    symbols.push(
      `<symbol id="${name}" viewBox="0 0 ${size} ${size}">${markup(icon.node)}</symbol>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>\n`;
}

export function iconSprite() {
  /** The names of the icons imported, by environment. */
  const imported = new Map();
  /** The sprite the prerendered pages use, once their build has decided it. */
  let decided;

  const iconsOf = (environment) => {
    if (!imported.has(environment)) imported.set(environment, new Set());
    return imported.get(environment);
  };

  const plugin = {
    name: "icon-sprite",
    enforce: "pre",
    apply: "build",
    // One instance across Astro's builds: the browser's build takes the pages' sprite.
    sharedDuringBuild: true,
    resolveId(source) {
      const match = ICON_IMPORT.exec(source);
      if (!match) return null;
      iconsOf(this.environment.name).add(match[1]);
      // As Lucide's own modules: an icon imported but not shown is left out of the bundle.
      return { id: `${VIRTUAL}${match[1]}`, moduleSideEffects: false };
    },
    load(id) {
      if (!id.startsWith(VIRTUAL)) return null;
      const name = id.slice(VIRTUAL.length);
      if (this.environment.name === "client") {
        if (!decided) throw new Error("icon-sprite: the pages' build did not decide the sprite");
        // An icon only pages rendered in the browser show (the inbox's) stays inline.
        if (!decided.names.has(name)) {
          return `export { default } from "lucide-react/dist/esm/icons/${name}.mjs";`;
        }
      }
      return [
        'import createLucideIcon from "lucide-react/dist/esm/createLucideIcon.mjs";',
        `export default createLucideIcon(${JSON.stringify({
          name,
          size: 24,
          node: [["use", { href: `${PLACEHOLDER}#${name}` }]],
        })});`,
      ].join("\n");
    },
    async renderChunk(code) {
      if (!code.includes(PLACEHOLDER)) return null;
      const environment = this.environment.name;
      if (!decided) {
        // Every module of this build is loaded by now: its icons are all known.
        const names = new Set(iconsOf(environment));
        const source = await spriteOf(names);
        const hash = createHash("sha256").update(source).digest("hex").slice(0, 8);
        decided = { names, source, fileName: `assets/icons.${hash}.svg` };
      }
      if (environment !== "client") {
        const missing = [...iconsOf(environment)].filter((name) => !decided.names.has(name));
        if (missing.length > 0) {
          throw new Error(`icon-sprite: icons the pages' build did not import: ${missing}`);
        }
      }
      return { code: code.replaceAll(PLACEHOLDER, `/${decided.fileName}`), map: null };
    },
    generateBundle() {
      if (this.environment.name !== "client" || !decided) return;
      this.emitFile({ type: "asset", fileName: decided.fileName, source: decided.source });
    },
  };

  return {
    name: "icon-sprite",
    hooks: {
      "astro:config:setup": ({ updateConfig }) => {
        updateConfig({ vite: { plugins: [plugin] } });
      },
    },
  };
}
