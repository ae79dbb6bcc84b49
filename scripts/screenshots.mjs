// Screenshots of pages at desktop and mobile widths in both themes, for review by eye.
// Usage: node scripts/screenshots.mjs [baseUrl] [path ...]   (server must be running)
import { mkdir } from "node:fs/promises";

import { chromium } from "@playwright/test";

import { chromiumLaunchOptions } from "../tests/chromium.mjs";

const [baseUrl = "http://localhost:3000", ...paths] = process.argv.slice(2);
const targets = paths.length > 0 ? paths : ["/"];
const viewports = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "mobile", width: 390, height: 844 },
];

await mkdir("screenshots", { recursive: true });
const browser = await chromium.launch(chromiumLaunchOptions);
for (const theme of ["dark", "light"]) {
  for (const viewport of viewports) {
    const context = await browser.newContext({
      viewport: { width: viewport.width, height: viewport.height },
      reducedMotion: "reduce",
    });
    await context.addInitScript((value) => localStorage.setItem("theme", value), theme);
    const page = await context.newPage();
    for (const target of targets) {
      await page.goto(new URL(target, baseUrl).href, { waitUntil: "networkidle" });
      const name = target === "/" ? "home" : target.replace(/^\//, "").replace(/[/#?]/g, "_");
      const file = `screenshots/${name}-${viewport.name}-${theme}.png`;
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
    }
    await context.close();
  }
}
await browser.close();
