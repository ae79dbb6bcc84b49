import { sql } from "kysely";
import { describe, expect, it } from "vitest";

import {
  ADMIN_API,
  PENDING_SIGN_IN_COOKIE,
  RANGE_DAYS_WITH_PRESET,
  RANGE_NEEDS_DAYS,
  RANGE_REVERSED,
  RANGE_TOO_LONG,
} from "~/lib/admin-api";
import { type AnalyticsReport, conversionRate, presetRange } from "~/lib/analytics";
import { PAGE_VIEW_ENDPOINT } from "~/lib/page-view";
import { HONEYPOT_FIELD } from "~/lib/submit-lead";

import type { ReportedView } from "../../server/analytics/page-views";
import { createAnalyticsReport } from "../../server/analytics/report";
import { createAnalyticsRetention } from "../../server/analytics/retention";
import { buildServer } from "../../server/app";
import { createDailySalts, utcDay } from "../../server/analytics/salts";
import type { LeadsDatabase } from "../../server/db/database";

import {
  OWNER,
  SAME_ORIGIN,
  addOwner,
  asOwner,
  expectPrivate,
  login,
  signIn,
} from "./admin-helpers";

import {
  type DatabaseKind,
  type TestServer,
  fixtureClientDir,
  freshDatabase,
  testEnv,
  testServers,
  validContact,
} from "./helpers";

const serverOn = testServers();

/** A browser's user agent that names no bot. */
const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/143.0.0.0 Safari/537.36";
const PROXY = "10.0.0.1";

interface Beacon {
  fields: Record<string, string>;
  ip?: string;
  userAgent?: string;
  headers?: Record<string, string>;
}

/** A beacon as the page sends it, from `ip` behind the trusted proxy. */
function sendBeacon(
  server: TestServer,
  { fields, ip = "203.0.113.1", userAgent = BROWSER, headers = {} }: Beacon,
) {
  return server.inject({
    method: "POST",
    url: PAGE_VIEW_ENDPOINT,
    remoteAddress: PROXY,
    headers: {
      "content-type": "application/x-www-form-urlencoded;charset=UTF-8",
      "user-agent": userAgent,
      "x-forwarded-for": ip,
      ...headers,
    },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** A contact lead as a page's script sends it, from `ip` behind the trusted proxy. */
function sendLead(
  server: TestServer,
  {
    message = validContact.message,
    ip,
    userAgent = BROWSER,
    honeypot,
  }: Omit<Beacon, "fields"> & {
    message?: string;
    /** The field only bots fill: the lead is stored as spam. */
    honeypot?: string;
  },
) {
  return server.inject({
    method: "POST",
    url: "/api/leads",
    remoteAddress: PROXY,
    headers: { "content-type": "application/json", "user-agent": userAgent, "x-forwarded-for": ip },
    payload: JSON.stringify({
      form: "contact",
      data: { ...validContact, message },
      page: "/contact",
      [HONEYPOT_FIELD]: honeypot ?? "",
    }),
  });
}

/** A view of the home page, come straight to the site, as the beacon's route passes it on. */
const directView: ReportedView = {
  path: "/",
  referrer_host: "",
  utm_source: "",
  utm_medium: "",
  utm_campaign: "",
  utm_term: "",
  utm_content: "",
  click_id: "",
};

const today = () => utcDay(new Date());

async function todaysReport(server: TestServer, database: LeadsDatabase) {
  await server.pageViews.flush();
  return createAnalyticsReport(database.db)(today(), today());
}

/** Every row of every table, as text. */
async function everything(database: LeadsDatabase): Promise<string> {
  const tables = await database.db.introspection.getTables({ withInternalKyselyTables: false });
  const rows = await Promise.all(
    tables
      .filter((table) => !table.isView && (table.schema ?? "public") === "public")
      .map(({ name }) => sql`select * from ${sql.table(name)}`.execute(database.db)),
  );
  return JSON.stringify(rows.map(({ rows }) => rows));
}

describe.each<DatabaseKind>(["sqlite", "postgres"])("page views on %s", (kind) => {
  it("counts the same browser on the same day as one visitor, from the entry page it first saw", async () => {
    const database = await freshDatabase(kind);
    const server = await serverOn(database, { TRUST_PROXY: "1" });
    for (const path of ["/services/lead-generation", "/contact", "/contact"]) {
      const response = await sendBeacon(server, { fields: { path, utm_source: "linkedin" } });
      expect(response.statusCode).toBe(202);
    }
    const report = await todaysReport(server, database);
    expect(report.totals).toEqual({ visitors: 1, pageViews: 3, leads: 0 });
    expect(report.byEntryPage).toEqual([
      { entryPage: "/services/lead-generation", visitors: 1, pageViews: 3, leads: 0 },
    ]);
    expect(report.bySource).toEqual([
      {
        referrerHost: "",
        utmSource: "linkedin",
        utmMedium: "",
        utmCampaign: "",
        visitors: 1,
        pageViews: 3,
        leads: 0,
      },
    ]);
  });

  it("shows 100 visitors, 7 leads and 7.0% for 100 visits from linkedin of which 7 send a lead", async () => {
    const database = await freshDatabase(kind);
    const server = await serverOn(database, { TRUST_PROXY: "1" });
    const page = "/services/lead-generation";
    const visitors = Array.from({ length: 100 }, (_, index) => ({
      ip: `203.0.113.${index + 1}`,
      // Ten user agents over the addresses: 100 distinct pairs.
      userAgent: `${BROWSER} Build/${index % 10}`,
    }));
    for (const visitor of visitors) {
      const beacon = { fields: { path: page, utm_source: "linkedin" }, ...visitor };
      expect((await sendBeacon(server, beacon)).statusCode).toBe(202);
    }
    for (const [index, { ip, userAgent }] of visitors.slice(0, 7).entries()) {
      const message = `${validContact.message} (${index})`;
      const response = await sendLead(server, { ip, userAgent, message });
      expect(response.statusCode).toBe(201);
      const lead = await server.leads.find(response.json<{ id: string }>().id);
      expect(lead!.attribution).toEqual({
        lastTouch: { landingPage: page, utm_source: "linkedin", at: expect.any(String) },
      });
    }
    const report = await todaysReport(server, database);
    const expected = { visitors: 100, pageViews: 100, leads: 7 };
    expect(report.totals).toEqual(expected);
    expect(report.byEntryPage).toEqual([{ entryPage: page, ...expected }]);
    expect(report.bySource).toEqual([
      { referrerHost: "", utmSource: "linkedin", utmMedium: "", utmCampaign: "", ...expected },
    ]);
    expect(conversionRate(report.byEntryPage[0]!)).toBe("7.0%");
    expect(conversionRate(report.bySource[0]!)).toBe("7.0%");
  });

  it("counts one lead per visit, and none for a lead without a visit of the day", async () => {
    const database = await freshDatabase(kind);
    const server = await serverOn(database, { TRUST_PROXY: "1" });
    await sendBeacon(server, { fields: { path: "/" }, ip: "203.0.113.1" });
    for (const [ip, message] of [
      ["203.0.113.1", "first"],
      ["203.0.113.1", "second"],
      ["203.0.113.2", "no visit"],
    ] as const) {
      const sent = await sendLead(server, { ip, message: `${validContact.message} ${message}` });
      expect(sent.statusCode).toBe(201);
    }
    const report = await todaysReport(server, database);
    expect(report.totals).toEqual({ visitors: 1, pageViews: 1, leads: 1 });
  });

  it("counts the same browser again on the next day: two visitors", async () => {
    const database = await freshDatabase(kind);
    const server = await serverOn(database);
    const view = { ...directView, referrer_host: "www.google.com" };
    const browser = { site: "localhost", ip: "203.0.113.9", userAgent: BROWSER };
    // Yesterday and today: the salts the server's start-up retention run keeps.
    const day = today();
    const yesterday = utcDay(new Date(Date.parse(day) - 1));
    await server.pageViews.record(view, browser, new Date(`${yesterday}T23:59:00Z`));
    await server.pageViews.record(view, browser, new Date(`${day}T00:01:00Z`));
    await server.pageViews.flush();
    const report = await createAnalyticsReport(database.db)(yesterday, day);
    expect(report.totals).toEqual({ visitors: 2, pageViews: 2, leads: 0 });
    expect(report.daily).toEqual([
      { day: yesterday, visitors: 1, pageViews: 1, leads: 0 },
      { day, visitors: 1, pageViews: 1, leads: 0 },
    ]);
    expect(report.bySource).toMatchObject([{ referrerHost: "www.google.com", visitors: 2 }]);
  });

  it("answers 202 to curl, Googlebot, a prefetch and the inbox's pages, and counts none", async () => {
    const database = await freshDatabase(kind);
    const server = await serverOn(database, { TRUST_PROXY: "1" });
    const ignored: Beacon[] = [
      { fields: { path: "/" }, userAgent: "curl/8.5.0", ip: "203.0.113.2" },
      {
        fields: { path: "/" },
        userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
        ip: "203.0.113.3",
      },
      { fields: { path: "/" }, userAgent: "", ip: "203.0.113.4" },
      { fields: { path: "/" }, headers: { "sec-purpose": "prefetch" }, ip: "203.0.113.5" },
      {
        fields: { path: "/" },
        headers: { "sec-purpose": "prefetch;prerender" },
        ip: "203.0.113.6",
      },
      { fields: { path: "/admin" }, ip: "203.0.113.7" },
      { fields: { path: "/admin/lead" }, ip: "203.0.113.8" },
    ];
    for (const beacon of ignored) expect((await sendBeacon(server, beacon)).statusCode).toBe(202);
    const report = await todaysReport(server, database);
    expect(report.totals).toEqual({ visitors: 0, pageViews: 0, leads: 0 });
    // The same route counts a browser's view: the beacons above were refused for what they are.
    await sendBeacon(server, { fields: { path: "/" }, ip: "203.0.113.2" });
    expect((await todaysReport(server, database)).totals.pageViews).toBe(1);
  });

  it("answers a beacon it cannot read with 400, and keeps a referrer only as a host name", async () => {
    const database = await freshDatabase(kind);
    const server = await serverOn(database);
    for (const fields of [
      {} as Record<string, string>,
      { path: "contact" },
      { path: "/a?b=c" },
      // A browser's path is percent-encoded: a raw control character is no page's.
      { path: "/a\u0000b" },
      { path: "/a\u001bb" },
      { path: `/${"a".repeat(600)}` },
    ]) {
      expect((await sendBeacon(server, { fields })).statusCode).toBe(400);
    }
    const junk = await server.inject({
      method: "POST",
      url: PAGE_VIEW_ENDPOINT,
      headers: { "content-type": "application/json", "user-agent": BROWSER },
      payload: "{",
    });
    expect(junk.statusCode).toBe(400);
    await sendBeacon(server, {
      fields: {
        path: "/",
        referrer: "https://evil.example/<script>",
        utm_source: "news\u202Eletter\n",
      },
    });
    const report = await todaysReport(server, database);
    expect(report.bySource).toMatchObject([{ referrerHost: "", utmSource: "newsletter" }]);
  });

  it("keeps one salt a day for every instance, made at random, and deletes those older than 48 hours", async () => {
    const database = await freshDatabase(kind);
    const instances = Array.from({ length: 8 }, () => createDailySalts(database.db));
    const salts = await Promise.all(instances.map((instance) => instance.saltOf("2026-12-05")));
    expect(new Set(salts).size).toBe(1);
    expect(salts[0]).toMatch(/^[0-9a-f]{64}$/);
    const other = await instances[0]!.saltOf("2026-12-06");
    expect(other).not.toBe(salts[0]);
    await instances[1]!.saltOf("2026-12-07");

    const pruned = await Promise.all(
      instances.map((instance) => instance.prune(new Date("2026-12-07T00:00:00Z"))),
    );
    expect(pruned.reduce((sum, count) => sum + count, 0)).toBe(1);
    const kept = await database.db
      .selectFrom("analytics_salts")
      .select("day")
      .orderBy("day")
      .execute();
    expect(kept.map(({ day }) => day)).toEqual(["2026-12-06", "2026-12-07"]);
  });

  it("deletes raw views after ANALYTICS_RAW_DAYS and the daily totals with the leads", async () => {
    const database = await freshDatabase(kind);
    const counting = await serverOn(database);
    const browser = { site: "localhost", ip: "203.0.113.9", userAgent: BROWSER };
    const now = Date.now();
    const daysAgo = (days: number) => utcDay(new Date(now - days * 86_400_000));
    for (const days of [61, 31, 29]) {
      await counting.pageViews.record(directView, browser, new Date(now - days * 86_400_000));
    }
    await counting.pageViews.flush();
    // ANALYTICS_RAW_DAYS=30, LEADS_RETENTION_DAYS=60, as the server's daily run has them.
    const retention = createAnalyticsRetention(createDailySalts(database.db), counting.pageViews, {
      rawDays: 30,
      totalsDays: 60,
    });
    await retention.prune(new Date(now));
    const days = async (
      table: "analytics_page_views" | "analytics_visits" | "analytics_daily_sources",
    ) =>
      (await database.db.selectFrom(table).select("day").orderBy("day").execute()).map(
        ({ day }) => day,
      );
    expect(await days("analytics_page_views")).toEqual([daysAgo(29)]);
    expect(await days("analytics_visits")).toEqual([daysAgo(29)]);
    expect(await days("analytics_daily_sources")).toEqual([daysAgo(31), daysAgo(29)]);
  });

  it("keeps no IP address or user agent in any table or the log", async () => {
    const database = await freshDatabase(kind);
    const ip = "198.51.100.237";
    const userAgent = `${BROWSER} Quillbrowser/7.3`;
    const log: string[] = [];
    const server = await buildServer({
      env: testEnv({ LOG_LEVEL: "trace", TRUST_PROXY: "1" }),
      clientDir: fixtureClientDir(),
      database,
      logStream: { write: (line) => void log.push(line) },
    });
    await server.ready();
    for (const path of ["/", "/contact"]) {
      expect((await sendBeacon(server, { fields: { path }, ip, userAgent })).statusCode).toBe(202);
    }
    const lead = await sendLead(server, { ip, userAgent });
    expect(lead.statusCode).toBe(201);
    const report = await todaysReport(server, database);
    expect(report.totals).toEqual({ visitors: 1, pageViews: 2, leads: 1 });
    const stored = await everything(database);
    expect(stored).toContain("/contact");
    expect(stored).not.toContain(ip);
    expect(stored).not.toContain("Quillbrowser");
    await server.close();
    expect(log.join("")).toContain("retention applied");
    expect(log.join("")).not.toContain(ip);
    expect(log.join("")).not.toContain("Quillbrowser");
  });
});

it("writes the conversion rate with one decimal", () => {
  expect(conversionRate({ visitors: 100, leads: 7 })).toBe("7.0%");
  expect(conversionRate({ visitors: 3, leads: 1 })).toBe("33.3%");
  expect(conversionRate({ visitors: 0, leads: 0 })).toBe("—");
});

describe.each<DatabaseKind>(["sqlite", "postgres"])("the analytics report API on %s", (kind) => {
  async function signedIn() {
    const database = await freshDatabase(kind);
    const server = await serverOn(database, { TRUST_PROXY: "1" });
    await addOwner(database);
    const owner = asOwner(server, await signIn(server, database));
    const report = async (query: Record<string, string> = {}) => {
      const response = await owner({ url: ADMIN_API.analytics, query });
      expect(response.statusCode, response.body).toBe(200);
      expectPrivate(response);
      return response.json<AnalyticsReport>();
    };
    return { database, server, owner, report };
  }

  it("answers only a signed-in owner: 401 anonymous or with the password alone", async () => {
    const { server, report } = await signedIn();
    const password = await login(server, OWNER);
    const pending = password.cookies.find(({ name }) => name === PENDING_SIGN_IN_COOKIE)!;
    for (const url of [ADMIN_API.analytics, ADMIN_API.analyticsExport]) {
      const anonymous: Record<string, string> = {};
      for (const cookies of [anonymous, { [PENDING_SIGN_IN_COOKIE]: pending.value }]) {
        const response = await server.inject({ url, cookies, headers: { origin: SAME_ORIGIN } });
        expect(response.statusCode, url).toBe(401);
        expect(response.json()).toEqual({ error: "Sign in first" });
      }
    }
    expect((await report()).totals).toEqual({ visitors: 0, pageViews: 0, leads: 0 });
  });

  it("shows 100 visitors, 7 leads and 7.0% for the page, linkedin and its form", async () => {
    const { server, report } = await signedIn();
    const visitors = Array.from({ length: 100 }, (_, index) => ({
      ip: `203.0.113.${index + 1}`,
      userAgent: `${BROWSER} Build/${index % 10}`,
    }));
    for (const visitor of visitors) {
      const fields = { path: "/contact", utm_source: "linkedin", utm_medium: "social" };
      expect((await sendBeacon(server, { fields, ...visitor })).statusCode).toBe(202);
    }
    for (const [index, visitor] of visitors.slice(0, 7).entries()) {
      const sent = await sendLead(server, {
        ...visitor,
        message: `${validContact.message} ${index}`,
      });
      expect(sent.statusCode).toBe(201);
    }
    // A bot's lead, stored as spam: no lead of the form's.
    const spam = await sendLead(server, { ip: "203.0.113.250", honeypot: "https://spam.example" });
    expect(spam.statusCode).toBe(201);
    await server.pageViews.flush();

    const answer = await report({ range: "today" });
    const expected = { visitors: 100, pageViews: 100, leads: 7 };
    expect(answer).toMatchObject({ from: today(), to: today(), totals: expected });
    expect(answer.byEntryPage).toEqual([{ entryPage: "/contact", ...expected }]);
    expect(answer.bySource).toEqual([
      {
        referrerHost: "",
        utmSource: "linkedin",
        utmMedium: "social",
        utmCampaign: "",
        ...expected,
      },
    ]);
    const contact = answer.byForm.find(({ form }) => form === "contact");
    expect(contact).toEqual({ form: "contact", visitors: 100, leads: 7, sent: 7 });
    expect(answer.byForm.filter(({ form }) => form !== "contact")).toEqual(
      answer.byForm
        .filter(({ form }) => form !== "contact")
        .map(({ form }) => ({ form, visitors: 0, leads: 0, sent: 0 })),
    );
    for (const row of [answer.totals, answer.byEntryPage[0]!, answer.bySource[0]!, contact!]) {
      expect(conversionRate(row)).toBe("7.0%");
    }
    expect(answer.daily).toEqual([{ day: today(), ...expected }]);
  });

  it("counts a visitor toward a form's conversion once, and only from a page of the form they saw", async () => {
    const { server, report } = await signedIn();
    const reader = { ip: "203.0.113.10", userAgent: BROWSER };
    const browsing = { ip: "203.0.113.11", userAgent: BROWSER };
    await sendBeacon(server, { fields: { path: "/contact" }, ...reader });
    await sendBeacon(server, { fields: { path: "/pricing" }, ...browsing });
    await server.pageViews.flush();
    // The reader sends the contact form twice; the other visitor sends it without having seen
    // its page that day (a post of their own), and a third without any visit.
    for (const [index, sender] of [reader, reader, browsing].entries()) {
      const sent = await sendLead(server, {
        ...sender,
        message: `${validContact.message} ${index}`,
      });
      expect(sent.statusCode).toBe(201);
    }
    expect((await sendLead(server, { ip: "203.0.113.12" })).statusCode).toBe(201);

    const contact = (await report({ range: "today" })).byForm.find(
      ({ form }) => form === "contact",
    );
    expect(contact).toEqual({ form: "contact", visitors: 1, leads: 1, sent: 4 });
    expect(conversionRate(contact!)).toBe("100.0%");
  });

  it("reads the range as a preset ending today or as custom days, and refuses one it cannot be with 400", async () => {
    const { server, owner, report } = await signedIn();
    const browser = { site: "localhost", ip: "203.0.113.9", userAgent: BROWSER };
    await server.pageViews.record(directView, browser, new Date("2026-03-01T12:00:00Z"));
    await server.pageViews.record(directView, browser, new Date("2026-03-03T12:00:00Z"));
    await server.pageViews.flush();

    for (const range of ["today", "7d", "30d", "90d"] as const) {
      const answer = await report({ range });
      expect({ from: answer.from, to: answer.to }).toEqual(presetRange(range, today()));
      expect(answer.daily).toHaveLength({ today: 1, "7d": 7, "30d": 30, "90d": 90 }[range]);
    }
    expect((await report()).daily).toHaveLength(30);
    const custom = await report({ range: "custom", from: "2026-03-01", to: "2026-03-02" });
    expect(custom.totals).toEqual({ visitors: 1, pageViews: 1, leads: 0 });
    expect(custom.daily.map(({ day }) => day)).toEqual(["2026-03-01", "2026-03-02"]);
    expect(
      (await report({ range: "custom", from: "2025-03-03", to: "2026-03-03" })).daily,
    ).toHaveLength(366);

    const refused: [Record<string, string>, string][] = [
      [{ range: "week" }, "Unknown range: expected one of today, 7d, 30d, 90d, custom"],
      [{ range: "custom" }, RANGE_NEEDS_DAYS],
      [{ range: "custom", from: "2026-03-01" }, RANGE_NEEDS_DAYS],
      [{ range: "7d", from: "2026-03-01", to: "2026-03-02" }, RANGE_DAYS_WITH_PRESET],
      [{ range: "custom", from: "2026-03-02", to: "2026-03-01" }, RANGE_REVERSED],
      [{ range: "custom", from: "2025-03-02", to: "2026-03-03" }, RANGE_TOO_LONG],
      [
        { range: "custom", from: "2026-02-30", to: "2026-03-01" },
        "Not a date: give a day as YYYY-MM-DD",
      ],
      [
        { range: "custom", from: "1 March", to: "2026-03-01" },
        "Not a date: give a day as YYYY-MM-DD",
      ],
    ];
    for (const [query, error] of refused) {
      for (const url of [ADMIN_API.analytics, ADMIN_API.analyticsExport]) {
        const response = await owner({ url, query, headers: { "sec-fetch-site": "same-origin" } });
        expect(response.statusCode, JSON.stringify(query)).toBe(400);
        expect(response.json()).toEqual({ error });
      }
    }
  });

  it("exports the same report as CSV for the inbox's own pages, formulas disarmed", async () => {
    const { server, owner } = await signedIn();
    await sendBeacon(server, {
      fields: { path: "/contact", utm_source: '=HYPERLINK("https://evil.example")' },
    });
    await sendBeacon(server, {
      fields: { path: "/", referrer: "www.google.com" },
      ip: "203.0.113.2",
    });
    await server.pageViews.flush();
    const query = { range: "custom", from: today(), to: today() };

    const crossSite = await owner({
      url: ADMIN_API.analyticsExport,
      query,
      headers: { "sec-fetch-site": "cross-site", origin: "https://evil.example" },
    });
    expect(crossSite.statusCode).toBe(403);

    const response = await owner({
      url: ADMIN_API.analyticsExport,
      query,
      headers: { "sec-fetch-site": "same-origin" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="analytics-${today()}-to-${today()}.csv"`,
    );
    const lines = response.body.split("\r\n");
    expect(lines.slice(0, 6)).toEqual([
      "section,name,visitors,page_views,leads,leads_sent,conversion_percent",
      `total,${today()} to ${today()},2,2,0,,0.0`,
      "entry page,/,1,1,0,,0.0",
      "entry page,/contact,1,1,0,,0.0",
      'source,"\'=HYPERLINK(""https://evil.example"")",1,1,0,,0.0',
      "source,www.google.com,1,1,0,,0.0",
    ]);
    expect(lines).toContain("form,Contact message,1,,0,0,0.0");
    expect(lines).toContain(`day,${today()},2,2,0,,0.0`);
    expect(lines.at(-1)).toBe("");
  });
});
