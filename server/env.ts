import { z } from "zod";

const booleanFlag = z
  .enum(["true", "false", "1", "0"])
  .transform((value) => value === "true" || value === "1");

const positiveInt = z.coerce.number().int().positive();

export const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    HOST: z.string().min(1).default("0.0.0.0"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /** PostgreSQL connection string; when absent, leads go to the embedded SQLite file. */
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    SQLITE_PATH: z.string().min(1).default("data/leads.db"),
    /** Each stored lead is POSTed here as JSON, retried until acknowledged. */
    LEADS_WEBHOOK_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** First delivery retry after this long, doubling up to an hour (the old name still works). */
    LEADS_RETRY_BASE_MS: positiveInt.optional(),
    LEADS_WEBHOOK_RETRY_BASE_MS: positiveInt.optional(),
    /** How often due deliveries are looked for (the old name still works). */
    LEADS_POLL_MS: positiveInt.optional(),
    LEADS_WEBHOOK_POLL_MS: positiveInt.optional(),
    /** Longest wait for one request to a delivery channel. */
    LEADS_DELIVERY_TIMEOUT_MS: positiveInt.default(10000),
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
    /** HubSpot private app token (scope crm.objects.contacts.write). */
    HUBSPOT_ACCESS_TOKEN: z.string().min(1).optional(),
    HUBSPOT_API_BASE: z.url({ protocol: /^https?$/ }).default("https://api.hubapi.com"),
    /** The prerendered pages; defaults to build/client beside the server bundle. */
    CLIENT_DIR: z.string().min(1).optional(),
    /** Set when a proxy or CDN in front terminates TLS, so client IPs and HTTPS are read from it. */
    TRUST_PROXY: booleanFlag.default(false),
    RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
    RATE_LIMIT_WINDOW: z.string().min(1).default("1 minute"),
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

/** Reads and validates the environment, failing fast with every problem listed. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues
      .map((issue) => `  ${issue.path.join(".")}: ${issue.message}`)
      .join("\n");
    throw new Error(`Invalid environment:\n${problems}`);
  }
  return result.data;
}
