import { chromium } from "@playwright/test";
import { chromiumLaunchOptions } from "../tests/chromium.mjs";
import { startServer } from "./bench-server.mjs";
const [pagePath, selector, answeredJs] = process.argv.slice(2);
const cwd = process.env.CWD ?? "/work/main";
const node = process.env.NODEBIN;
const server = await startServer({ transport: "http1", cwd, node });
const browser = await chromium.launch(chromiumLaunchOptions);
const delays = [0, 250, 500, 0, 250, 500];
for (const delay of delays) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  const t0 = Date.now();
  const log = [];
  page.on("request", (r) => { if (r.resourceType() === "script") log.push(`${Date.now() - t0} req ${r.url().split("/").pop()}`); });
  page.on("requestfinished", (r) => { if (r.resourceType() === "script") log.push(`${Date.now() - t0} done ${r.url().split("/").pop()}`); });
  await page.goto(`${server.base}${pagePath}`, { waitUntil: "commit" });
  const control = page.locator(selector).first();
  await control.scrollIntoViewIfNeeded({ timeout: 30000 });
  if (delay) await page.waitForTimeout(delay);
  await page.evaluate((js) => { window.__answered = new Function("return " + js);
    window.__t = [];
    const mark = (s) => window.__t.push(`${Math.round(performance.now())} ${s}`);
    mark("before tap");
    window.addEventListener("pointerdown", () => mark("pointerdown"), true);
    window.addEventListener("load", () => mark("load"));
    new MutationObserver(() => {
      for (const i of document.querySelectorAll("astro-island")) {
        const n = i.getAttribute("component-url").split("/").pop();
        if (!i.hasAttribute("ssr") && !i.__seen) { i.__seen = 1; mark(`hydrated ${n}`); }
      }
      if (!window.__d && window.__answered()) { window.__d = 1; mark("ANSWERED"); }
    }).observe(document, { subtree: true, childList: true, attributes: true });
  }, answeredJs);
  const tapAt = Date.now() - t0;
  await control.tap({ timeout: 30000 });
  await page.waitForFunction(() => window.__d, null, { timeout: 10000 }).catch(() => null);
  const t = await page.evaluate(() => window.__t);
  console.log(`--- delay ${delay}, tap at ${tapAt} ms (wall)`);
  console.log(t.join("\n"));
  console.log(log.join("\n"));
  await context.close();
}
await browser.close();
server.stop?.(); process.exit(0);
