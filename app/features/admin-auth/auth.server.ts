import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware, isAPIError } from "better-auth/api";
import { admin } from "better-auth/plugins";
import { schema, getDb } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { accountLockedFor, recordFailedLogin } from "./login-limit.server";

/** Request header carrying the client IP that Express resolved; set by routes/api/auth.ts only. */
export const CLIENT_IP_HEADER = "x-rib-client-ip";

function buildAuth() {
  const env = getEnv();
  const https = env.PUBLIC_SITE_URL.startsWith("https://");
  return betterAuth({
    appName: "RibRide admin",
    baseURL: env.PUBLIC_SITE_URL,
    basePath: "/api/auth",
    secret: env.AUTH_SECRET,
    trustedOrigins: [env.PUBLIC_SITE_URL],
    database: drizzleAdapter(getDb(), {
      provider: "pg",
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        rateLimit: schema.rateLimit,
      },
    }),
    emailAndPassword: { enabled: true, disableSignUp: true, minPasswordLength: 6, maxPasswordLength: 128 },
    session: {
      expiresIn: 60 * 60 * 12, // 12 hours
      updateAge: 60 * 60, // refreshed at most hourly while in use
    },
    rateLimit: {
      enabled: env.RATE_LIMITS === "on",
      storage: "database",
      window: 60,
      max: 100,
      customRules: { "/sign-in/email": { window: 60, max: 5 } },
    },
    advanced: {
      // The client address as Express resolved it (routes/api/auth.ts sets this header).
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: https,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure: https },
    },
    hooks: {
      // Per-account limit on failed sign-ins (better-auth's own limit above is per IP).
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== "/sign-in/email") return;
        const wait = await accountLockedFor((ctx.body as { email?: unknown } | undefined)?.email);
        if (wait > 0) {
          throw new APIError("TOO_MANY_REQUESTS", { message: "Too many failed sign-in attempts for this account. Please try again later.", code: "ACCOUNT_LOCKED" }, { "Retry-After": String(wait) });
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== "/sign-in/email") return;
        const returned = ctx.context.returned;
        if (isAPIError(returned) && returned.statusCode === 401) {
          await recordFailedLogin((ctx.body as { email?: unknown } | undefined)?.email);
        }
      }),
    },
    plugins: [admin()],
  });
}

export type Auth = ReturnType<typeof buildAuth>;
let auth: Auth | undefined;
let authDb: unknown;

/** The better-auth instance, built on first use (after the database is ready) and per database (tests swap it). */
export function getAuth(): Auth {
  const db = getDb();
  if (!auth || authDb !== db) {
    auth = buildAuth();
    authDb = db;
  }
  return auth;
}
