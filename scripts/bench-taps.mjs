// How long a visitor's first tap on each widget takes to answer, against the same tap once the
// page's code is cached. On an emulated mid-range phone (4× CPU slowdown, 150 ms round trip,
// 1.6 Mbps down / 750 kbps up, a touch screen 412 px wide), for every widget in WIDGETS:
// - first tap: a fresh browser (empty cache), the page loads, the widget is scrolled into view,
//   one second later it is tapped; the time from the tap to its visible response;
// - warm tap: the same page loaded again in the same browser (its code cached), the widget
//   scrolled into view and pointed at (which fetches its code), and tapped once the network is
//   quiet and a second has passed: the response of a page whose code is all there and live.
// Prints both, as the median of the runs with their range, and their ratio.
// With --early, an impatient visitor instead: a fresh browser loads the page and, without waiting
// for it to settle, jumps to the widget and taps it 0, 250 or 500 ms later; each tap is answered
// (its time to the response) or lost (no response within 5 s). With --reference=<checkout>, the
// same taps on that checkout's build too, in the same run, alternating which goes first.
// A benchmark, not a test: it prints figures.
// Usage: npm run bench:taps [-- [--runs=N] [--transport=http1|http2] [--only=text]
// [--form-messages] [--early [--reference=<checkout> [--reference-node=<node>]]] [/path …]]
// (after npm run build); --only keeps the widgets whose name contains the text; --form-messages
// times a form's send to its own messages only; --reference-node runs the reference's server on
// another Node (e.g. /usr/bin/node for a checkout built before the move to Node 24).
import path from "node:path";

import { chromium } from "@playwright/test";

import { chromiumLaunchOptions } from "../tests/chromium.mjs";
import { startServer, transportArgument } from "./bench-server.mjs";

/**
 * Every interactive widget of every page: what to tap (a Playwright selector), and how its
 * visible response is recognised:
 * - `panel`: the element the tapped control names in `aria-controls` (a tab's panel, an
 *   accordion's answer) is visible;
 * - `checked`: the tapped control's `aria-checked`, `aria-pressed` or `aria-expanded` (a
 *   question opening its answer, a menu button) turns "true", or the tapped `<summary>`'s
 *   `<details>` opens;
 * - `visible`: an element matching the CSS selector is visible (containing `text`, if given);
 * - `changes`: the text of the element matching the CSS selector changes;
 * - `attribute`: [CSS selector, attribute name]: that attribute of that element changes;
 * - `invalid`: the browser's own validation flags a field (its `invalid` event), for forms
 *   that let the browser check required fields first;
 * - `messages`: a form's own messages (the CSS selector) are visible, or before them the browser
 *   flags a field, as a send held while the form's code loads gets (with --form-messages, only
 *   the form's own messages count).
 * `at` taps a point of the control (fractions of its width and height), e.g. along a slider.
 */
const WIDGETS = [
  // Home: the hero demo on the first screen, then the sections below it.
  {
    page: "/",
    widget: "hero demo, ROI Calculator tab",
    tap: '[data-hero-demo] [role=tab]:has-text("ROI Calculator")',
    response: { visible: '[data-hero-demo] [role="slider"]' },
  },
  {
    page: "/",
    widget: "hero demo, Live Results tab",
    tap: '[data-hero-demo] [role=tab]:has-text("Live Results")',
    response: { panel: true },
  },
  {
    page: "/",
    widget: "hero demo, industry picker",
    tap: '[data-hero-demo] button:has-text("Healthcare")',
    response: { visible: "[data-demo-caption]", text: "Healthcare Solutions Ready" },
  },
  {
    page: "/",
    widget: "testimonials, next",
    tap: '[data-carousel] button[aria-label="Next testimonial"], button:has-text("Next testimonial")',
    response: { changes: "[data-carousel] [data-current]" },
  },
  {
    page: "/",
    widget: "free guide form, empty submit",
    tap: "#free-guide button[type=submit]",
    response: { invalid: true },
  },
  {
    page: "/",
    widget: "footer, theme toggle",
    tap: "#site-footer button:has-text('Switch to'):visible",
    response: { attribute: ["html", "class"] },
  },
  // AI trainer, product page.
  {
    page: "/grevvy-ai-trainer",
    widget: "use cases, Implementation tab",
    tap: '#use-cases [role=tab]:has-text("Implementation")',
    response: { panel: true },
  },
  {
    page: "/grevvy-ai-trainer",
    widget: "pricing, Team Plans tab",
    tap: '#pricing [role=tab]:has-text("Team Plans")',
    response: { panel: true },
  },
  {
    page: "/grevvy-ai-trainer",
    widget: "pricing, annual billing switch",
    tap: "#pricing [role=switch]",
    response: { checked: true },
  },
  {
    page: "/grevvy-ai-trainer",
    widget: "pricing, plan button opens Book a Call",
    tap: '#pricing button:has-text("Request Premium Access")',
    response: { visible: '[role="dialog"]' },
  },
  {
    page: "/grevvy-ai-trainer",
    widget: "pricing, question",
    tap: '#pricing summary:has-text("What counts as a conversation?"), #pricing button:has-text("What counts as a conversation?")',
    response: { checked: true },
  },
  // AI trainer, landing page.
  {
    page: "/grevvy-ai-trainer-support",
    widget: "pricing, Team Plans tab",
    tap: '#pricing [role=tab]:has-text("Team Plans")',
    response: { panel: true },
  },
  {
    page: "/grevvy-ai-trainer-support",
    widget: "demo request form, empty submit",
    tap: "#lead-capture button[type=submit]",
    response: { invalid: true },
  },
  // Software reps.
  {
    page: "/software-reps",
    widget: "price reference, Enterprise tab",
    tap: '#pricing-reference [role=tab]:has-text("Enterprise")',
    response: { panel: true },
  },
  {
    page: "/software-reps",
    widget: "calculator, Apply Marketing Growth",
    tap: '#pricing-calculator >> role=button[name="Apply Marketing Growth"]',
    response: { changes: '#pricing-calculator [data-testid="quote-total"]' },
  },
  {
    page: "/software-reps",
    widget: "onboarding advisor, first answer",
    tap: "#onboarding-advisor button[data-value]",
    response: { changes: "#onboarding-advisor h3" },
  },
  {
    page: "/software-reps",
    widget: "partner form, empty submit",
    tap: "#contact-form button[type=submit]",
    response: { messages: '#contact-form p[id$="-error"]' },
  },
  {
    page: "/sales-resources",
    widget: "request form, empty submit",
    tap: "#request-resources button[type=submit]",
    response: { messages: '#request-resources p[id$="-error"]' },
  },
  {
    page: "/services/software-onboarding",
    widget: "support plans, Gold tab",
    tap: '#support [role=tab]:has-text("Gold")',
    response: { panel: true },
  },
  {
    page: "/pricing/software-onboarding",
    widget: "support plans, Gold tab",
    tap: '#support [role=tab]:has-text("Gold")',
    response: { panel: true },
  },
  {
    page: "/pricing/software-onboarding",
    widget: "hub prices, Enterprise tab",
    tap: '#pricing [role=tab]:has-text("Enterprise")',
    response: { panel: true },
  },
  {
    page: "/services/website-services",
    widget: "footer, theme toggle",
    tap: "#site-footer button:has-text('Switch to'):visible",
    response: { attribute: ["html", "class"] },
  },
  {
    page: "/pricing/website-design",
    widget: "page estimator, slider",
    tap: "[data-testid=page-estimate] >> xpath=.. >> input[type=range]",
    at: { x: 0.8, y: 0.5 },
    response: { changes: "[data-testid=page-estimate]" },
  },
  {
    page: "/services/custom-presentations",
    widget: "quote form, empty submit",
    tap: "#get-quote button[type=submit]",
    response: { invalid: true },
  },
  {
    page: "/services/lead-generation",
    widget: "questions, first question",
    tap: 'summary:has-text("What makes these leads qualified?"), button:has-text("What makes these leads qualified?")',
    response: { checked: true },
  },
  {
    page: "/services/lead-generation",
    widget: "lead form, empty submit",
    tap: "#consultation button[type=submit]",
    response: { invalid: true },
  },
  {
    page: "/services/app-development",
    widget: "process, Design step",
    tap: '[role=tab]:has-text("Design")',
    response: { panel: true },
  },
  {
    page: "/services/app-development",
    widget: "consultation form, empty submit",
    tap: "#consultation button[type=submit]",
    response: { messages: '#consultation p[id$="-error"]' },
  },
  {
    page: "/services/revops-consulting",
    widget: "discovery form, empty submit",
    tap: "#revops-discovery-form button[type=submit]",
    response: { messages: 'form p[id$="-error"]' },
  },
  {
    page: "/resources/hubai-prompt-guide",
    widget: "topics, Sales CRM",
    tap: 'summary:has-text("Sales CRM"), button[aria-expanded]:has-text("Sales CRM")',
    response: { checked: true },
  },
  {
    page: "/resources/hubai-prompt-guide",
    widget: "download form, empty submit",
    tap: "#download button[type=submit]",
    response: { messages: '#download p[id$="-error"]' },
  },
  {
    page: "/resources/software-advisory",
    widget: "questions, first question",
    tap: '#faq summary:has-text("Is the advisory call really free?"), #faq button:has-text("Is the advisory call really free?")',
    response: { checked: true },
  },
  {
    page: "/resources/software-advisory",
    widget: "message form, empty submit",
    tap: "#advisory-message-form button[type=submit]",
    response: { messages: '#advisory-message-form p[id$="-error"]' },
  },
  {
    page: "/resources/ai-tools",
    widget: "catalog, Try Now",
    tap: '#tools :is(a, button):has-text("Try Now")',
    response: { visible: "#ai-tools-form", text: "AI Content Generator" },
  },
  {
    page: "/resources/ai-tools",
    widget: "access form, empty submit",
    tap: "#ai-tools-form button[type=submit]",
    response: { invalid: true },
  },
  {
    page: "/resources/ai-tools",
    widget: "questions, first question",
    tap: 'summary:has-text("Are the AI tools really free?"), button:has-text("Are the AI tools really free?")',
    response: { checked: true },
  },
  {
    page: "/resources/cheat-sheets",
    widget: "library, View Cheat Sheet",
    tap: '#cheat-sheets :is(a, button):has-text("View Cheat Sheet")',
    response: { visible: "#cheat-sheet-form", text: "Marketing Automation" },
  },
  {
    page: "/resources/cheat-sheets",
    widget: "access form, empty submit",
    tap: "#cheat-sheet-form button[type=submit]",
    response: { invalid: true },
  },
  {
    page: "/contact",
    widget: "message form, empty submit",
    tap: "#contact-form button[type=submit]",
    response: { messages: '#contact-form p[id$="-error"]' },
  },
  {
    page: "/hubspot-crm-pricing",
    widget: "tiers, Enterprise tab",
    tap: '[role=tab]:has-text("Enterprise")',
    response: { panel: true },
  },
  {
    page: "/hubspot-crm-pricing",
    widget: "service level, Advanced tab",
    tap: '[role=tab]:has-text("Advanced (DFY)")',
    response: { panel: true },
  },
  {
    page: "/services",
    widget: "footer, theme toggle",
    tap: "#site-footer button:has-text('Switch to'):visible",
    response: { attribute: ["html", "class"] },
  },
  {
    page: "/pricing",
    widget: "footer, theme toggle",
    tap: "#site-footer button:has-text('Switch to'):visible",
    response: { attribute: ["html", "class"] },
  },
  {
    page: "/privacy",
    widget: "footer, theme toggle",
    tap: "#site-footer button:has-text('Switch to'):visible",
    response: { attribute: ["html", "class"] },
  },
  {
    page: "/terms",
    widget: "header, menu button",
    // The phone menu opens natively (`commandfor`); the reference build's button is a toggle
    // with the same name. Named alone: before the stylesheet arrives the desktop dropdowns'
    // buttons show too, and a locator that took one of them waited for it to show again.
    tap: 'header button[aria-label="Open menu"]',
    response: { visible: "#mobile-menu" },
  },
];

/** Lighthouse's mobile device and DevTools' throttling of its network and CPU. */
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;
const TAP_DELAY_MS = 1000;
const RESPONSE_TIMEOUT_MS = 20_000;
/** How long after jumping to a widget an impatient visitor taps it (--early). */
const EARLY_DELAYS_MS = [0, 250, 500];
/** An early tap not answered in this time counts as lost. */
const EARLY_TIMEOUT_MS = 5000;
/** How long one early tap, its page's load included, may take before the run moves on. */
const EARLY_TAP_DEADLINE_MS = 90_000;
const CLOSE_DEADLINE_MS = 10_000;

/** `promise`, or a rejection once `ms` have passed. */
const withDeadline = (promise, ms) =>
  Promise.race([
    promise,
    new Promise((_, reject) =>
      setTimeout(() => reject(new Error(`no end within ${ms} ms`)), ms).unref(),
    ),
  ]);

const args = process.argv.slice(2);
const runs = Number(args.find((arg) => arg.startsWith("--runs="))?.slice("--runs=".length) ?? 3);
const transport = transportArgument(args, "http1");
const requested = args.filter((arg) => arg.startsWith("/"));
const only = args.find((arg) => arg.startsWith("--only="))?.slice("--only=".length);
const early = args.includes("--early");
const formMessages = args.includes("--form-messages");
const reference = args.find((arg) => arg.startsWith("--reference="))?.slice("--reference=".length);
const referenceNode = args
  .find((arg) => arg.startsWith("--reference-node="))
  ?.slice("--reference-node=".length);
if (reference && !early) throw new Error("--reference goes with --early");
if (referenceNode && !reference) throw new Error("--reference-node goes with --reference");
const widgets = WIDGETS.filter(
  (entry) =>
    (requested.length === 0 || requested.includes(entry.page)) &&
    (!only || entry.widget.includes(only)),
);
if (!Number.isInteger(runs) || runs < 1) throw new Error("--runs must be a whole number ≥ 1");
if (widgets.length === 0) throw new Error(`no widget on ${requested.join(", ")}`);

/**
 * Runs in the page before the tap: `window.tapAnswered` resolves with the milliseconds from the
 * tap's pointerdown to the first animation frame in which the response is visible. Returns
 * whether the response is already there (a tab that is already open), which would time nothing.
 */
function watchResponse(control, response) {
  const visible = (element) => {
    if (!element || !element.isConnected) return false;
    const style = getComputedStyle(element);
    return (
      element.getClientRects().length > 0 &&
      style.visibility !== "hidden" &&
      style.display !== "none"
    );
  };
  const initialText = response.changes
    ? document.querySelector(response.changes)?.textContent
    : null;
  const [changedElement, changedAttribute] = response.attribute ?? [];
  const initialAttribute = response.attribute
    ? document.querySelector(changedElement)?.getAttribute(changedAttribute)
    : null;
  let invalidSeen = false;
  if (response.invalid || (response.messages && !response.messagesOnly)) {
    document.addEventListener("invalid", () => (invalidSeen = true), true);
  }
  const answered = () => {
    if (response.messages) {
      return (
        invalidSeen ||
        [...document.querySelectorAll(response.messages)].some((element) => visible(element))
      );
    }
    if (response.panel) {
      return visible(document.getElementById(control.getAttribute("aria-controls") ?? ""));
    }
    if (response.checked) {
      // A question that is a native disclosure opens its <details>.
      if (control.matches("summary")) return control.parentElement?.open === true;
      return [
        control.getAttribute("aria-checked"),
        control.getAttribute("aria-pressed"),
        control.getAttribute("aria-expanded"),
      ].includes("true");
    }
    if (response.visible) {
      return [...document.querySelectorAll(response.visible)].some(
        (element) =>
          visible(element) && (!response.text || element.textContent.includes(response.text)),
      );
    }
    if (response.changes) {
      const element = document.querySelector(response.changes);
      return Boolean(element) && element.textContent !== initialText;
    }
    if (response.attribute) {
      return (
        document.querySelector(changedElement)?.getAttribute(changedAttribute) !== initialAttribute
      );
    }
    return invalidSeen;
  };
  window.tapAnswered = new Promise((resolve) => {
    window.addEventListener(
      "pointerdown",
      (event) => {
        const start = event.timeStamp;
        const check = () => {
          if (answered()) resolve(performance.now() - start);
          else requestAnimationFrame(check);
        };
        check();
      },
      { capture: true, once: true },
    );
  });
  return answered();
}

/** A new page of `context` on the emulated phone's network and CPU. */
async function throttledPage(context) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", NETWORK);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  return page;
}

/**
 * Taps the widget's control and resolves with the milliseconds to its response, or null when
 * none came within `timeout`.
 */
async function tapAndTime(page, control, entry, timeout) {
  const response = { ...entry.response, messagesOnly: formMessages };
  if (await control.evaluate(watchResponse, response)) {
    throw new Error("its response is there before the tap");
  }
  const box = entry.at ? await control.boundingBox() : null;
  await control.tap({
    position: box ? { x: box.width * entry.at.x, y: box.height * entry.at.y } : undefined,
    // Generous: on a throttled, busy machine the tap waits for the widget to stand still; the
    // time measured starts at the tap itself.
    timeout: 30_000,
  });
  return page.evaluate(
    (wait) =>
      Promise.race([
        window.tapAnswered,
        new Promise((resolve) => setTimeout(() => resolve(null), wait)),
      ]),
    timeout,
  );
}

/**
 * One tap on a page, in `context`: load, scroll the widget into view, wait, tap, time it. Warm,
 * the pointer first rests on the widget (which fetches its code) until the network is quiet.
 */
async function tapOnce(context, base, entry, { warm }) {
  const page = await throttledPage(context);
  try {
    await page.goto(`${base}${entry.page}`, { waitUntil: "load" });
    const control = page.locator(entry.tap).first();
    await control.scrollIntoViewIfNeeded();
    await page.waitForTimeout(TAP_DELAY_MS);
    if (warm) {
      // What a pointer resting on it would send (a touch screen has no hover).
      await control.dispatchEvent("pointerover");
      await page.waitForLoadState("networkidle");
      await page.waitForTimeout(TAP_DELAY_MS);
    }
    return await tapAndTime(page, control, entry, RESPONSE_TIMEOUT_MS);
  } finally {
    await page.close();
  }
}

/**
 * An impatient visitor's tap, in a fresh `context`: the page starts loading, the widget is
 * scrolled into view as soon as it is in the document, and tapped `delay` ms later. Resolves
 * with the time from the tap to its response, or null when none came (a lost tap).
 */
async function tapEarly(context, base, entry, delay) {
  const page = await throttledPage(context);
  try {
    await page.goto(`${base}${entry.page}`, { waitUntil: "commit" });
    const control = page.locator(entry.tap).first();
    await control.scrollIntoViewIfNeeded({ timeout: 30_000 });
    if (delay > 0) await page.waitForTimeout(delay);
    return await tapAndTime(page, control, entry, EARLY_TIMEOUT_MS);
  } finally {
    await page.close();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const figure = (values) => {
  const measured = values.filter((value) => typeof value === "number");
  if (measured.length === 0) return { text: "no answer", median: null };
  const middle = median(measured);
  const range =
    measured.length > 1
      ? ` (${Math.round(Math.min(...measured))}–${Math.round(Math.max(...measured))})`
      : "";
  const missing =
    measured.length < values.length ? ` [${values.length - measured.length} lost]` : "";
  return { text: `${Math.round(middle)}${range}${missing}`, median: middle };
};

const browser = await chromium.launch({
  ...chromiumLaunchOptions,
  args: [...chromiumLaunchOptions.args, "--ignore-certificate-errors"],
});

/** The early taps on every widget, for each build, as table rows; lost taps are counted. */
async function measureEarlyTaps() {
  const builds = [{ name: "this build", cwd: process.cwd() }];
  if (reference) {
    builds.push({ name: "reference", cwd: path.resolve(reference), node: referenceNode });
  }
  for (const build of builds) {
    build.server = await startServer({ transport, cwd: build.cwd, node: build.node });
  }
  const rows = [];
  const lost = new Map(builds.map((build) => [build.name, 0]));
  const total = new Map(builds.map((build) => [build.name, 0]));
  try {
    for (const entry of widgets) {
      const row = { page: entry.page, widget: entry.widget };
      const taps = new Map(builds.map((build) => [build.name, []]));
      for (let run = 0; run < runs; run += 1) {
        for (const delay of EARLY_DELAYS_MS) {
          const order = run % 2 === 0 ? builds : [...builds].reverse();
          for (const build of order) {
            const context = await browser.newContext({ ...PHONE, ignoreHTTPSErrors: true });
            try {
              taps
                .get(build.name)
                .push(
                  await withDeadline(
                    tapEarly(context, build.server.base, entry, delay),
                    EARLY_TAP_DEADLINE_MS,
                  ),
                );
            } catch (error) {
              process.stderr.write(
                `${build.name} ${entry.page} ${entry.widget}: ${error.message.split("\n")[0]}\n`,
              );
              taps.get(build.name).push(null);
            } finally {
              // A page left in the middle of a navigation (a form that posted natively) can keep
              // its context from closing; the run goes on without it.
              await withDeadline(context.close(), CLOSE_DEADLINE_MS).catch(() => undefined);
            }
          }
        }
      }
      for (const build of builds) {
        const values = taps.get(build.name);
        const answered = values.filter((value) => typeof value === "number");
        lost.set(build.name, lost.get(build.name) + values.length - answered.length);
        total.set(build.name, total.get(build.name) + values.length);
        row[`${build.name}: answered`] = `${answered.length}/${values.length}`;
        row[`${build.name}: ms`] =
          answered.length > 0
            ? `${Math.round(median(answered))} (max ${Math.round(Math.max(...answered))})`
            : "-";
      }
      rows.push(row);
      process.stderr.write(`${Object.values(row).join(" | ")}\n`);
    }
  } finally {
    for (const build of builds) build.server.stop();
  }
  console.log(
    `transport: ${transport}; taps ${EARLY_DELAYS_MS.join(", ")} ms after jumping to each widget, ${runs} run(s); median and slowest ms from the tap to its response${formMessages ? " (a form's: its own messages)" : ""}; lost: none within ${EARLY_TIMEOUT_MS} ms`,
  );
  console.table(rows);
  for (const build of builds) {
    console.log(`${build.name}: ${lost.get(build.name)} of ${total.get(build.name)} taps lost`);
  }
}

/** The first and warm taps on every widget, as a table. */
async function measureFirstAndWarmTaps() {
  const server = await startServer({ transport });
  const rows = [];
  try {
    for (const entry of widgets) {
      const first = [];
      const warm = [];
      for (let run = 0; run < runs; run += 1) {
        const context = await browser.newContext({ ...PHONE, ignoreHTTPSErrors: true });
        try {
          first.push(await tapOnce(context, server.base, entry, { warm: false }));
          warm.push(await tapOnce(context, server.base, entry, { warm: true }));
        } catch (error) {
          process.stderr.write(`${entry.page} ${entry.widget}: ${error.message.split("\n")[0]}\n`);
          first.push(null);
          warm.push(null);
        } finally {
          await context.close();
        }
      }
      const firstTap = figure(first);
      const warmTap = figure(warm);
      rows.push({
        page: entry.page,
        widget: entry.widget,
        "first tap ms": firstTap.text,
        "warm tap ms": warmTap.text,
        ratio:
          firstTap.median !== null && warmTap.median
            ? (firstTap.median / warmTap.median).toFixed(2)
            : "-",
      });
      const row = rows.at(-1);
      process.stderr.write(
        `${row.page} | ${row.widget} | first ${row["first tap ms"]} | warm ${row["warm tap ms"]} | ${row.ratio}\n`,
      );
    }
  } finally {
    server.stop();
  }

  console.log(
    `transport: ${transport}; ${runs} run(s) per widget; median (min–max) in ms from the tap to its visible response${formMessages ? " (a form's: its own messages)" : ""}`,
  );
  console.table(rows);
  const ratios = rows.map((row) => Number(row.ratio)).filter((ratio) => Number.isFinite(ratio));
  if (ratios.length > 0) console.log(`highest ratio: ${Math.max(...ratios).toFixed(2)}`);
}

try {
  await (early ? measureEarlyTaps() : measureFirstAndWarmTaps());
} finally {
  await browser.close();
}
