import { sql } from "kysely";
import { describe, expect, it } from "vitest";

import { conversionRate } from "~/lib/analytics";
import { PAGE_VIEW_ENDPOINT } from "~/lib/page-view";

import type { ReportedView } from "../../server/analytics/page-views";
import { createAnalyticsReport } from "../../server/analytics/report";
import { createAnalyticsRetention } from "../../server/analytics/retention";
import { buildServer } from "../../server/app";
import { createDailySalts, utcDay } from "../../server/analytics/salts";
import type { LeadsDatabase } from "../../server/db/database";

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
  }: Omit<Beacon, "fields"> & {
    message?: string;
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
    const day = new Date("2026-12-01T23:59:00Z");
    await server.pageViews.record(view, browser, day);
    await server.pageViews.record(view, browser, new Date("2026-12-02T00:01:00Z"));
    await server.pageViews.flush();
    const report = await createAnalyticsReport(database.db)("2026-12-01", "2026-12-02");
    expect(report.totals).toEqual({ visitors: 2, pageViews: 2, leads: 0 });
    expect(report.daily).toEqual([
      { day: "2026-12-01", visitors: 1, pageViews: 1, leads: 0 },
      { day: "2026-12-02", visitors: 1, pageViews: 1, leads: 0 },
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
