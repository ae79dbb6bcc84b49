import { describe, expect, it } from "vitest";

import { prerenderedPages, requireBuild } from "./build-output";

requireBuild();

describe("prerendered pages paint before they fetch scripts", () => {
  const pages = prerenderedPages();

  it.each(pages.map((page) => [page.route, page.html] as const))(
    "%s has no module preloads and imports its modules after the first paint",
    (_route, html) => {
      expect(html).not.toMatch(/<link rel="modulepreload"/);
      const bootstrap = /<script type="module"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
      expect(bootstrap).not.toMatch(/^\s*import\s[^(]/m);
      const waitsForPaint = bootstrap.indexOf('observe({ type: "paint"');
      const firstImport = bootstrap.indexOf('import("/assets/');
      expect(waitsForPaint).toBeGreaterThanOrEqual(0);
      expect(firstImport).toBeGreaterThan(waitsForPaint);
      expect(bootstrap).toMatch(/import\("\/assets\/entry\.client-[^"]+\.js"\)/);
    },
  );
});
