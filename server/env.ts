import { z } from "zod";

const booleanFlag = z
  .enum(["true", "false", "1", "0"])
  .transform((value) => value === "true" || value === "1");

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
    LEADS_WEBHOOK_RETRY_BASE_MS: z.coerce.number().int().positive().default(5000),
    LEADS_WEBHOOK_POLL_MS: z.coerce.number().int().positive().default(15000),
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
