// Writes every e-mail of every form (the sales notice and the confirmation, from the sample
// leads in tests/support/lead-samples.ts) to email-previews/<form>/: the HTML, the text part,
// and PNGs 600 px wide in light and dark, for review by eye.
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";

import { chromium } from "@playwright/test";
import { build } from "esbuild";

import { chromiumLaunchOptions } from "../tests/chromium.mjs";
import { nodeBundleOptions } from "./node-bundle.mjs";

const OUT = "email-previews";
const bundle = path.resolve("build/email-previews/samples.mjs");

await build({
  ...nodeBundleOptions,
  entryPoints: ["tests/support/lead-samples.ts"],
  outfile: bundle,
});
const { sampleEmails } = await import(pathToFileURL(bundle).href);
const emails = await sampleEmails();

await rm(OUT, { recursive: true, force: true });
const browser = await chromium.launch(chromiumLaunchOptions);
const pages = {};
for (const colorScheme of ["light", "dark"]) {
  const context = await browser.newContext({
    // As tall as the e-mail: a full-page screenshot grows to fit it.
    viewport: { width: 600, height: 100 },
    colorScheme,
    // The e-mails load nothing: any request would be a mistake in them.
    offline: true,
  });
  pages[colorScheme] = await context.newPage();
}
for (const { form, kind, email } of emails) {
  const folder = path.join(OUT, form);
  await mkdir(folder, { recursive: true });
  await writeFile(path.join(folder, `${kind}.html`), email.html);
  await writeFile(path.join(folder, `${kind}.txt`), `Subject: ${email.subject}\n\n${email.text}`);
  for (const [colorScheme, page] of Object.entries(pages)) {
    await page.setContent(email.html, { waitUntil: "load" });
    await page.screenshot({
      path: path.join(folder, `${kind}-${colorScheme}.png`),
      fullPage: true,
    });
  }
  console.log(`${folder}/${kind}: ${email.subject}`);
}
await browser.close();
console.log(`${emails.length} e-mails -> ${OUT}/<form>/<e-mail>{.html,.txt,-light.png,-dark.png}`);
