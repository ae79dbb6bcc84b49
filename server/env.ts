import { isIP } from "node:net";

import { parse as parseDuration } from "@lukeed/ms";
import ipaddr from "ipaddr.js";
import { z } from "zod";

import { isTimeZone } from "./delivery/mail/received-time";

/** Names proxy-addr (Fastify's trustProxy) knows for whole ranges. */
const RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

/**
 * The widest ranges of proxies believed, by IP version: a wider one (`0.0.0.0/1`, `::/0`) would
 * take much of the internet for proxies, each free to name its own client IP.
 */
const WIDEST_PREFIX = { 4: 8, 6: 32 } as const;

/** Each IPv4-mapped IPv6 address (`::ffff:a.b.c.d`) spends this many bits on the mapping. */
const IPV4_MAPPED_BITS = 96;

/** What can be wrong with a TRUST_PROXY entry, as the start-up error says it. */
const ENTRY_PROBLEMS = {
  invalid: "not an address or range",
  wide:
    `wider than /${WIDEST_PREFIX[4]} (IPv4) or /${WIDEST_PREFIX[6]} (IPv6), which would let ` +
    "the clients in it pick their own IP",
};

/**
 * What is wrong with one TRUST_PROXY entry (an IPv4 or IPv6 address, a CIDR range of them, or
 * one of the range names), or null.
 */
function proxyEntryProblem(entry: string): keyof typeof ENTRY_PROBLEMS | null {
  if (RANGE_NAMES.has(entry)) return null;
  const [address = "", prefix, ...rest] = entry.split("/");
  // Both Node's strict reading and ipaddr.js's (proxy-addr's), which differ on zone names.
  const version = isIP(address);
  if (version === 0 || !ipaddr.isValid(address) || rest.length > 0) return "invalid";
  if (prefix === undefined) return null;
  const bits = Number(prefix);
  if (!/^\d{1,3}$/.test(prefix) || bits > (version === 4 ? 32 : 128)) {
    return "invalid";
  }
  // A range of IPv4-mapped addresses (::ffff:10.0.0.0/104) holds IPv4 clients: as wide as
  // the IPv4 range it maps.
  const mapsIPv4 =
    version === 6 && bits >= IPV4_MAPPED_BITS && ipaddr.IPv6.parse(address).isIPv4MappedAddress();
  if (mapsIPv4) return bits - IPV4_MAPPED_BITS < WIDEST_PREFIX[4] ? "wide" : null;
  return bits < WIDEST_PREFIX[version as 4 | 6] ? "wide" : null;
}

/** A TRUST_PROXY entry's addresses as numbers, IPv4-mapped ones as the IPv4 they map. */
function proxyEntryAddresses(entry: string) {
  const [address = "", prefix] = entry.split("/");
  let parsed = ipaddr.parse(address);
  let bits = prefix === undefined ? (parsed.kind() === "ipv4" ? 32 : 128) : Number(prefix);
  if (parsed instanceof ipaddr.IPv6 && parsed.isIPv4MappedAddress() && bits >= IPV4_MAPPED_BITS) {
    parsed = parsed.toIPv4Address();
    bits -= IPV4_MAPPED_BITS;
  }
  const version = parsed.kind() === "ipv4" ? 4 : 6;
  const value = parsed.toByteArray().reduce((number, byte) => (number << 8n) | BigInt(byte), 0n);
  const size = 1n << BigInt((version === 4 ? 32 : 128) - bits);
  const first = value - (value % size);
  return { version, first, last: first + size - 1n } as const;
}

/**
 * The networks the range names stand for (as proxy-addr reads them): loopback, link-local and
 * private. No client on the internet has such an address, so they count toward no limit.
 */
const PRIVATE_NETWORKS = [
  "127.0.0.0/8",
  "::1",
  "169.254.0.0/16",
  "fe80::/10",
  "10.0.0.0/8",
  "172.16.0.0/12",
  "192.168.0.0/16",
  "fc00::/7",
].map(proxyEntryAddresses);

/** How many addresses two ranges share. */
function sharedAddresses(a: { first: bigint; last: bigint }, b: { first: bigint; last: bigint }) {
  const first = a.first > b.first ? a.first : b.first;
  const last = a.last < b.last ? a.last : b.last;
  return last >= first ? last - first + 1n : 0n;
}

/**
 * Whether the listed addresses and ranges together hold more public clients than the widest
 * range one entry may (256 /8s, or two, take what 0.0.0.0/0 or 0.0.0.0/7 would). Overlapping
 * entries count once; the private networks count not at all.
 */
function proxiesTooWideTogether(entries: string[]): boolean {
  const ranges = entries.filter((entry) => !RANGE_NAMES.has(entry)).map(proxyEntryAddresses);
  return ([4, 6] as const).some((version) => {
    const sorted = ranges
      .filter((range) => range.version === version)
      .sort((a, b) => (a.first < b.first ? -1 : a.first > b.first ? 1 : 0));
    // The union as disjoint ranges, each added with its public addresses only.
    let total = 0n;
    let coveredTo = -1n;
    for (const { first, last } of sorted) {
      if (last <= coveredTo) continue;
      const added = { first: first > coveredTo ? first : coveredTo + 1n, last };
      total += added.last - added.first + 1n;
      for (const network of PRIVATE_NETWORKS) {
        if (network.version === version) total -= sharedAddresses(added, network);
      }
      coveredTo = last;
    }
    const widest = 1n << BigInt((version === 4 ? 32 : 128) - WIDEST_PREFIX[version]);
    return total > widest;
  });
}

const TOGETHER_TOO_WIDE =
  `; the entries together are wider than /${WIDEST_PREFIX[4]} (IPv4) or ` +
  `/${WIDEST_PREFIX[6]} (IPv6), which would let the clients in them pick their own IP`;

const TRUST_EVERYONE =
  '"true" trusted every X-Forwarded-For entry, so a client could pick its own IP: set the ' +
  "number of proxies in front of the server (e.g. 1 for one CDN or load balancer) or their " +
  "addresses (e.g. the CDN's published ranges, comma-separated)";

/**
 * Which proxies' forwarding headers (X-Forwarded-For, -Proto, -Host) are believed: none
 * (`false`, `0`), the nearest N (a number), or those at the given addresses and ranges.
 */
const trustedProxies = z.string().transform((value, context): false | number | string[] => {
  const text = value.trim();
  if (/^true$/i.test(text)) {
    context.addIssue({ code: "custom", message: TRUST_EVERYONE });
    return z.NEVER;
  }
  if (text === "false" || text === "0") return false;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(",").map((entry) => entry.trim());
  const problems = (Object.keys(ENTRY_PROBLEMS) as (keyof typeof ENTRY_PROBLEMS)[]).flatMap(
    (problem) => {
      const named = entries.filter((entry) => proxyEntryProblem(entry) === problem);
      return named.length > 0 ? [`; ${ENTRY_PROBLEMS[problem]}: "${named.join('", "')}"`] : [];
    },
  );
  if (problems.length === 0 && proxiesTooWideTogether(entries)) problems.push(TOGETHER_TOO_WIDE);
  if (problems.length > 0 || text === "") {
    context.addIssue({
      code: "custom",
      message:
        "must be false, a number of proxies (e.g. 1), or comma-separated IP addresses or " +
        `CIDR ranges (e.g. 10.0.0.0/8, 2001:db8::/32)${problems.join("")}`,
    });
    return z.NEVER;
  }
  return entries;
});

/** Digits only: an empty or partly numeric value is a mistake, never zero or a default. */
const wholeNumber = (min: number, max = Number.MAX_SAFE_INTEGER) =>
  z
    .string()
    .regex(/^\d+$/, `must be a whole number from ${min} to ${max}`)
    .transform(Number)
    .pipe(z.number().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`));

/** A number of milliseconds, or a duration such as "1 minute" or "30s" (as the rate limiter reads it). */
const duration = z.string().transform((value, context) => {
  const ms = /^\d+$/.test(value) ? Number(value) : parseDuration(value);
  if (ms === undefined || !Number.isFinite(ms) || ms <= 0) {
    context.addIssue({
      code: "custom",
      message: `must be a number of milliseconds or a duration such as "1 minute" (got "${value}")`,
    });
    return z.NEVER;
  }
  return ms;
});

/** A hundred years: further than any date a lead can have, well inside what a Date can hold. */
const MAX_RETENTION_DAYS = 36_500;

export const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    HOST: z.string().min(1).default("0.0.0.0"),
    PORT: wholeNumber(0, 65535).default(3000),
    /** PostgreSQL connection string; when absent, leads go to the embedded SQLite file. */
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    SQLITE_PATH: z.string().min(1).default("data/leads.db"),
    /** Each stored lead is POSTed here as JSON, retried until acknowledged. */
    LEADS_WEBHOOK_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** First delivery retry after this long, doubling up to an hour (the old name still works). */
    LEADS_RETRY_BASE_MS: wholeNumber(1).optional(),
    LEADS_WEBHOOK_RETRY_BASE_MS: wholeNumber(1).optional(),
    /** How often due deliveries are looked for (the old name still works). */
    LEADS_POLL_MS: wholeNumber(1).optional(),
    LEADS_WEBHOOK_POLL_MS: wholeNumber(1).optional(),
    /** Longest wait for one request to a delivery channel. */
    LEADS_DELIVERY_TIMEOUT_MS: wholeNumber(1).default(10000),
    /** Outgoing mail server, credentials in the URL: smtp://user:pass@host:587 or smtps://…:465. */
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    /** Sender of every e-mail, e.g. "Grevvy <hello@grevvy.com>". */
    MAIL_FROM: z.string().min(3).optional(),
    /** Sales inbox(es) told of each lead, comma-separated. */
    LEADS_NOTIFY_TO: z
      .string()
      .transform((value) =>
        value
          .split(",")
          .map((address) => address.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.email("LEADS_NOTIFY_TO: not an e-mail address")).min(1))
      .optional(),
    /** The owner's time zone, an IANA name: the sales e-mail tells when a lead arrived in it. */
    LEADS_TIME_ZONE: z
      .string()
      .refine(isTimeZone, {
        error: (issue) =>
          `must be an IANA time zone name such as "America/New_York", "Europe/London" or "UTC" (got "${String(issue.input)}")`,
      })
      .default("UTC"),
    /** A Slack incoming webhook (https://hooks.slack.com/services/…) told of each lead. */
    SLACK_WEBHOOK_URL: z
      .url({
        protocol: /^https$/,
        error:
          "must be a Slack incoming webhook's https:// address, e.g. https://hooks.slack.com/services/T000/B000/XXXX",
      })
      .optional(),
    /** HubSpot private app token (scope crm.objects.contacts.write). */
    HUBSPOT_ACCESS_TOKEN: z.string().min(1).optional(),
    HUBSPOT_API_BASE: z.url({ protocol: /^https?$/ }).default("https://api.hubapi.com"),
    /** Leads older than this many days are deleted (spam excepted); unset: kept. */
    LEADS_RETENTION_DAYS: wholeNumber(1, MAX_RETENTION_DAYS).optional(),
    /** Leads taken for spam are deleted after this many days. */
    SPAM_RETENTION_DAYS: wholeNumber(1, MAX_RETENTION_DAYS).default(30),
    /** Raw page views and visits are deleted after this many days (the daily totals stay). */
    ANALYTICS_RAW_DAYS: wholeNumber(1, MAX_RETENTION_DAYS).default(30),
    /** The prerendered pages; defaults to build/client beside the server bundle. */
    CLIENT_DIR: z.string().min(1).optional(),
    /**
     * The proxies or CDN in front (a number of hops, or their addresses): client IPs and HTTPS
     * are read from their forwarding headers.
     */
    TRUST_PROXY: trustedProxies.default(false),
    RATE_LIMIT_MAX: wholeNumber(1).default(10),
    /** Milliseconds. */
    RATE_LIMIT_WINDOW: duration.default(60_000),
    /** How long a client may take to send a whole request (headers and body), in ms. */
    REQUEST_TIMEOUT_MS: wholeNumber(100).default(30_000),
    /** How long in-flight requests may run after SIGTERM before the process exits anyway, in ms. */
    SHUTDOWN_TIMEOUT_MS: wholeNumber(100).default(10_000),
    LOG_LEVEL: z
      .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])
      .default("info"),
    /** PEM certificate and key files: when both are set the server speaks HTTPS, HTTP/2 first. */
    TLS_CERT_FILE: z.string().min(1).optional(),
    TLS_KEY_FILE: z.string().min(1).optional(),
  })
  .refine((env) => Boolean(env.TLS_CERT_FILE) === Boolean(env.TLS_KEY_FILE), {
    message: "set both TLS_CERT_FILE and TLS_KEY_FILE, or neither",
    path: ["TLS_CERT_FILE"],
  })
  .refine((env) => !env.SMTP_URL || env.MAIL_FROM, {
    message: "set MAIL_FROM (the sender) with SMTP_URL",
    path: ["MAIL_FROM"],
  });

export type Env = z.infer<typeof envSchema>;

/**
 * A problem the operator must fix before the server can start (a bad setting, an unusable
 * database file): its message is shown alone, without a stack trace.
 */
export class StartupError extends Error {
  override name = "StartupError";
}

/** Reads and validates the environment, failing fast with one line per problem. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    throw new StartupError(
      result.error.issues
        .map((issue) => `Invalid environment variable ${issue.path.join(".")}: ${issue.message}`)
        .join("\n"),
    );
  }
  return result.data;
}
