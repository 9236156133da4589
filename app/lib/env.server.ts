import { randomBytes } from "node:crypto";
import { RETENTION } from "~/config/business";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default("0.0.0.0"),
    DATABASE_URL: optionalString.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must start with postgres:// or postgresql://")
        .optional(),
    ),
    DATA_DIR: z.string().default("./data"),
    PUBLIC_SITE_URL: optionalString.pipe(z.url().optional()),
    AUTH_SECRET: optionalString.pipe(
      z.string().min(32, "AUTH_SECRET must be at least 32 characters").optional(),
    ),
    ADMIN_EMAIL: optionalString.pipe(z.email().optional()),
    ADMIN_PASSWORD: optionalString.pipe(
      z.string().min(12, "ADMIN_PASSWORD must be at least 12 characters").optional(),
    ),
    SMTP_URL: optionalString.pipe(
      z
        .string()
        .regex(/^smtps?:\/\//, "SMTP_URL must start with smtp:// or smtps://")
        .optional(),
    ),
    MAIL_FROM: optionalString,
    OPERATOR_EMAIL: optionalString.pipe(z.email().optional()),
    WEATHER_API_URL: z.url().default("https://api.open-meteo.com/v1/forecast"),
    WEATHER_FALLBACK_URL: z.url().default("https://wttr.in"),
    WEATHER_API_KEY: optionalString,
    /**
     * The booking provider's External API (FareHarbor, docs/architecture.md §4). With both keys
     * set, departures and seats come from it; the keys are secrets: never logged, stored or shown.
     */
    FAREHARBOR_API_URL: z.url().default("https://fareharbor.com/api/external/v1"),
    FAREHARBOR_APP_KEY: optionalString,
    FAREHARBOR_USER_KEY: optionalString,
    /** The company's shortname at the provider; unset: the site configuration's. */
    FAREHARBOR_SHORTNAME: optionalString.pipe(
      z
        .string()
        .regex(/^[a-z0-9_-]{1,64}$/i, "FAREHARBOR_SHORTNAME must be letters, digits, - or _")
        .optional(),
    ),
    /**
     * Payments for gift vouchers (Stripe, docs/architecture.md §4, decision 371): with both
     * secrets set the voucher page sells. The URL sets the package's host, port and protocol
     * (tests point it at a local fake). The secrets are never stored, logged or shown.
     */
    STRIPE_SECRET_KEY: optionalString,
    STRIPE_WEBHOOK_SECRET: optionalString,
    STRIPE_API_URL: z.url().default("https://api.stripe.com"),
    /** How long a call to Stripe may take before it counts as unanswered, in ms (tests lower it). */
    STRIPE_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
    /** How often each process asks Stripe about orders still pending after 15 minutes, in ms. */
    VOUCHER_RECONCILE_MS: z.coerce
      .number()
      .int()
      .min(1000)
      .max(3_600_000)
      .default(5 * 60_000),
    /** How often a requested item's departures are fetched again from the provider, in seconds. */
    DEPARTURES_REFRESH_S: z.coerce.number().int().min(5).max(3600).default(60),
    /** How long the hourly gust forecast (the operator's wind warning) is reused, in seconds. */
    WEATHER_GUSTS_CACHE_S: z.coerce.number().int().min(1).max(86_400).default(1800),
    RATE_LIMITS: z.enum(["on", "off"]).default("on"),
    /** "on" opens better-auth's create-user and ban-user to administrators: test stacks' non-admin fixtures only. */
    TEST_ORDINARY_USERS: z.enum(["on", "off"]).default("off"),
    /** "1" (npm run start:local) lets production generate AUTH_SECRET into DATA_DIR. */
    ALLOW_GENERATED_SECRET: z.enum(["0", "1"]).optional(),
    TRUST_PROXY: optionalString,
    /** pino's level; tests default to silent. */
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).optional(),
    /** Where `npm run build` wrote the app; server.js loads it from there. */
    BUILD_DIR: z.string().min(1).default("build"),
    /** How long a SIGTERM/SIGINT waits for in-flight requests before the process exits. */
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
    /** The SQL migrations applied at start. */
    MIGRATIONS_DIR: z.string().min(1).default("db/migrations"),
    /** Connections per process to PostgreSQL. */
    DB_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
    /** How long a rendered public page may be reused for anonymous visitors, in ms; 0 disables. */
    HTML_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
    /** How often the outbox worker polls, in ms (tests lower it). */
    MAIL_POLL_MS: z.coerce.number().int().min(10).default(1000),
    /** How often each process looks for scheduled newsletter campaigns that are due, in ms (decision 170). */
    CAMPAIGN_POLL_MS: z.coerce.number().int().min(100).max(3_600_000).default(15_000),
    /** Unsubscribed newsletter rows older than this many months are purged by the daily job. */
    UNSUBSCRIBED_RETENTION_MONTHS: z.coerce.number().int().min(1).max(120).default(12),
    /** Event enquiries older than this many months are deleted by a daily job. */
    ENQUIRY_RETENTION_MONTHS: z.coerce.number().int().min(1).max(240).default(24),
    /**
     * Sent (and failed or skipped) e-mails are pruned this many days after sending: deleted, or for
     * the ones a campaign, a bulk send or an enquiry still counts, emptied of their content.
     */
    OUTBOX_RETENTION_DAYS: z.coerce.number().int().min(1).max(366).default(RETENTION.sentMailDays),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === "production" && !env.AUTH_SECRET && env.ALLOW_GENERATED_SECRET !== "1") {
      // In production a generated secret would silently change per machine; require one.
      ctx.addIssue({
        code: "custom",
        path: ["AUTH_SECRET"],
        message: "AUTH_SECRET is required when NODE_ENV=production",
      });
    }
  });

export type Env = Omit<z.infer<typeof EnvSchema>, "LOG_LEVEL"> & {
  LOG_LEVEL: NonNullable<z.infer<typeof EnvSchema>["LOG_LEVEL"]>;
  PUBLIC_SITE_URL: string;
  AUTH_SECRET: string;
  DATA_DIR: string;
};

let cached: Env | undefined;

function loadOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret + "\n", { mode: 0o600 });
  return secret;
}

/** Parses process.env once; throws a readable error listing every bad variable. */
export function getEnv(): Env {
  if (cached) return cached;
  const parsed = EnvSchema.safeParse(process.env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  cached = {
    ...env,
    DATA_DIR: dataDir,
    LOG_LEVEL: env.LOG_LEVEL ?? (env.NODE_ENV === "test" ? "silent" : "info"),
    PUBLIC_SITE_URL: (env.PUBLIC_SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ""),
    AUTH_SECRET: env.AUTH_SECRET ?? loadOrCreateSecret(dataDir),
  };
  return cached;
}

/** For tests that change process.env between app instances. */
export function resetEnvCache() {
  cached = undefined;
}
