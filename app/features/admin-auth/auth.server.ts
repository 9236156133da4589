import { randomInt } from "node:crypto";
import { betterAuth } from "better-auth";
import { and, eq, gt, lte } from "drizzle-orm";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware, isAPIError } from "better-auth/api";
import { admin, twoFactor } from "better-auth/plugins";
import { passkey } from "@better-auth/passkey";
import { writeAudit } from "~/lib/audit.server";
import { schema, getDb } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { accountLockedFor, recordFailedLogin } from "./login-limit.server";
import { isAdminRole } from "./admin-role";
import {
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  PASSWORD_PROBLEM_MESSAGES,
  passwordProblem,
} from "./password-policy.server";

/** Request header carrying the client IP that Express resolved; set by routes/api/auth.ts only. */
export const CLIENT_IP_HEADER = "x-rib-client-ip";

/** The name an authenticator app shows next to the administrator's codes. */
export const TOTP_ISSUER = "RIB Warsaw admin";

/** The name a passkey prompt shows for the site (WebAuthn's relying-party name). */
export const PASSKEY_RP_NAME = "RIB Warsaw admin";

const LOOPBACK_IPS = new Set(["127.0.0.1", "[::1]"]);

/**
 * WebAuthn's relying party for the site's public URL (decision 268): the RP ID is the URL's host
 * name (passkeys are bound to it; a move to another domain needs new ones), and the origin is the
 * URL's origin. Browsers refuse an IP address as an RP ID, so a site served on a loopback address
 * (a local run, the e2e stack) uses "localhost" and also accepts http://localhost on the same port.
 */
export function passkeyRelyingParty(publicSiteUrl: string): {
  rpID: string;
  origins: string[];
} {
  const url = new URL(publicSiteUrl);
  if (!LOOPBACK_IPS.has(url.hostname)) return { rpID: url.hostname, origins: [url.origin] };
  const local = new URL(url.origin);
  local.hostname = "localhost";
  return { rpID: "localhost", origins: [url.origin, local.origin] };
}

/** Endpoints that set a password, and the body field that carries it. */
const NEW_PASSWORD_FIELD: Record<string, "newPassword" | "password"> = {
  "/change-password": "newPassword",
  "/reset-password": "newPassword",
  "/set-password": "newPassword",
  "/admin/set-user-password": "newPassword",
  "/admin/create-user": "password",
};

/**
 * Runs before every better-auth call: the password policy on every way of setting one, the
 * second factor's guards (sign-in only, no trusted devices, a TOTP code once), and the
 * per-account limit on failed sign-ins (better-auth's own limit is per IP).
 */
const beforeAuthCall = createAuthMiddleware(async (ctx) => {
  // Every way of setting a password follows the policy (password-policy.server.ts).
  const body = (ctx.body ?? {}) as {
    newPassword?: unknown;
    password?: unknown;
    email?: unknown;
  };
  if (ctx.path in NEW_PASSWORD_FIELD) {
    const field = NEW_PASSWORD_FIELD[ctx.path]!;
    const problem = await passwordProblem(
      body[field],
      typeof body.email === "string" ? [body.email] : [],
    );
    if (problem)
      throw new APIError("BAD_REQUEST", {
        message: PASSWORD_PROBLEM_MESSAGES[problem],
        code: `PASSWORD_${problem.toUpperCase()}`,
      });
  }
  if (ctx.path === "/two-factor/verify-totp" || ctx.path === "/two-factor/verify-backup-code") {
    // Over HTTP these answer only during a sign-in (a signed two_factor challenge cookie
    // whose verification is still stored): with just a session cookie better-auth would
    // verify the first code and switch 2FA on outside our audited route (2026-11 review,
    // second round, finding 6). Our route calls them on the server, without a request.
    if (ctx.request && !(await signInChallenge(ctx)))
      throw new APIError("NOT_FOUND", {
        message: "Not found.",
        code: "NOT_FOUND",
      });
    // No "trust this device": every sign-in asks for the second factor (the privacy policy
    // names only the session, two_factor and passkey_challenge cookies).
    if ((ctx.body as { trustDevice?: unknown } | undefined)?.trustDevice)
      throw new APIError("BAD_REQUEST", {
        message: "Trusted devices are not offered.",
        code: "TRUST_DEVICE_OFF",
      });
    if (ctx.path === "/two-factor/verify-totp") {
      // A code that already signed this user in is refused before it is checked (the
      // atomic claim after a successful check below settles races).
      const pending = await pendingTotp(ctx);
      if (pending && (await totpCodeUsed(pending.userId, pending.code))) throw invalidCode();
    }
    return;
  }
  if (ctx.path !== "/sign-in/email") return;
  const wait = await accountLockedFor(
    (ctx.body as { email?: unknown } | undefined)?.email,
    clientIpOf(ctx),
  );
  if (wait > 0) {
    throw new APIError(
      "TOO_MANY_REQUESTS",
      {
        message: "Too many failed sign-in attempts for this account. Please try again later.",
        code: "ACCOUNT_LOCKED",
      },
      { "Retry-After": String(wait) },
    );
  }
});

/**
 * Runs after every better-auth call: a passkey signs in only an administrator, the last sign-in
 * time, a TOTP code claimed once, the audited calls, and failed password sign-ins counted.
 */
const afterAuthCall = createAuthMiddleware(async (ctx) => {
  if (
    ctx.path === PASSKEY_SIGN_IN_PATH &&
    !isAPIError(ctx.context.returned) &&
    ctx.context.newSession
  ) {
    // A passkey signs in only an administrator (the password sign-in's role check, made
    // here on the server), and the passkey records when it was last used.
    const { session, user } = ctx.context.newSession;
    if (!isAdminRole((user as { role?: string | null }).role)) {
      await ctx.context.internalAdapter.deleteSession(session.token);
      throw new APIError("FORBIDDEN", {
        message: "Administrator role required.",
        code: "NOT_ADMIN",
      });
    }
    const credentialId = (ctx.body as { response?: { id?: unknown } } | undefined)?.response?.id;
    if (typeof credentialId === "string")
      await getDb()
        .update(schema.passkey)
        .set({ lastUsedAt: new Date() })
        .where(
          and(eq(schema.passkey.credentialID, credentialId), eq(schema.passkey.userId, user.id)),
        );
  }
  if (SIGN_IN_PATHS.has(ctx.path) && !isAPIError(ctx.context.returned) && ctx.context.newSession) {
    // The Administrators list shows when each one last signed in.
    await getDb()
      .update(schema.user)
      .set({ lastSignInAt: new Date() })
      .where(eq(schema.user.id, ctx.context.newSession.user.id));
  }
  if (
    ctx.path === "/two-factor/verify-totp" &&
    !isAPIError(ctx.context.returned) &&
    ctx.context.newSession
  ) {
    // A TOTP code signs in once (ASVS V2.8.4). The claim is one insert on a primary key,
    // so of two sign-ins racing with the same code exactly one keeps its session.
    const { session, user } = ctx.context.newSession;
    if (!(await claimTotpCode(user.id, String((ctx.body as { code?: unknown }).code ?? "")))) {
      await ctx.context.internalAdapter.deleteSession(session.token);
      throw invalidCode();
    }
    return;
  }
  if (AUDITED_AUTH_PATHS.has(ctx.path) && !isAPIError(ctx.context.returned)) {
    await auditAuthCall(
      ctx.path,
      ctx.context.newSession?.user ?? ctx.context.session?.user,
      ctx.context.returned,
      ctx.body,
    );
    return;
  }
  if (ctx.path !== "/sign-in/email") return;
  const returned = ctx.context.returned;
  if (isAPIError(returned) && returned.statusCode === 401) {
    await recordFailedLogin((ctx.body as { email?: unknown } | undefined)?.email, clientIpOf(ctx));
  }
});

function buildAuth() {
  const env = getEnv();
  const https = env.PUBLIC_SITE_URL.startsWith("https://");
  const relyingParty = passkeyRelyingParty(env.PUBLIC_SITE_URL);
  return betterAuth({
    appName: "RibRide admin",
    baseURL: env.PUBLIC_SITE_URL,
    basePath: "/api/auth",
    secret: env.AUTH_SECRET,
    trustedOrigins: relyingParty.origins,
    database: drizzleAdapter(getDb(), {
      provider: "pg",
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        rateLimit: schema.rateLimit,
        twoFactor: schema.twoFactor,
        passkey: schema.passkey,
      },
    }),
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
    },
    session: {
      expiresIn: 60 * 60 * 12, // 12 hours
      updateAge: 60 * 60, // refreshed at most hourly while in use
    },
    rateLimit: {
      enabled: env.RATE_LIMITS === "on",
      storage: "database",
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/email": { window: 60, max: 5 },
        // A passkey cannot be guessed, but each challenge is a stored row: the same 5 a minute.
        "/passkey/generate-authenticate-options": { window: 60, max: 5 },
        "/passkey/verify-authentication": { window: 60, max: 5 },
      },
    },
    advanced: {
      // The client address as Express resolved it (routes/api/auth.ts sets this header).
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: https,
      defaultCookieAttributes: {
        httpOnly: true,
        sameSite: "lax",
        secure: https,
      },
    },
    hooks: { before: beforeAuthCall, after: afterAuthCall },
    plugins: [
      admin(),
      // TOTP second factor with one-time backup codes (decision 190). The issuer is what an
      // authenticator app shows next to the code.
      twoFactor({
        issuer: TOTP_ISSUER,
        backupCodeOptions: {
          amount: 10,
          length: 10,
          customBackupCodesGenerate: () => readableBackupCodes(10),
        },
      }),
      // Passkeys (decision 268): a sign-in that counts as both factors, so the device must have
      // verified its user (fingerprint, face, PIN); the plugin leaves that check off, we add it.
      passkey({
        rpID: relyingParty.rpID,
        rpName: PASSKEY_RP_NAME,
        origin: relyingParty.origins,
        // The challenge's cookie, named as the privacy policy lists it (5 minutes).
        advanced: { webAuthnChallengeCookie: "passkey_challenge" },
        authenticatorSelection: {
          residentKey: "required",
          userVerification: "required",
        },
        registration: {
          afterVerification: async ({ verification }) => {
            if (!verification.registrationInfo?.userVerified) throw userNotVerified();
          },
        },
        authentication: {
          afterVerification: async ({ verification }) => {
            if (!verification.authenticationInfo.userVerified) throw userNotVerified();
          },
        },
      }),
    ],
  });
}

/** Backup code characters without look-alikes (no 0/o, 1/l/i): lower case letters and digits (decision 267). */
export const BACKUP_CODE_ALPHABET = "23456789abcdefghjkmnpqrstuvwxyz";

/** `amount` codes of ten characters from BACKUP_CODE_ALPHABET, written "xxxxx-xxxxx" (about 49 bits each). */
export function readableBackupCodes(amount: number): string[] {
  return Array.from({ length: amount }, () => {
    const code = Array.from(
      { length: 10 },
      () => BACKUP_CODE_ALPHABET[randomInt(BACKUP_CODE_ALPHABET.length)],
    ).join("");
    return `${code.slice(0, 5)}-${code.slice(5)}`;
  });
}

/**
 * better-auth calls that change accounts without passing through our /api/admin/account routes:
 * a backup code spent at sign-in, and the test stacks' create-user and ban-user
 * (TEST_ORDINARY_USERS). Written to the audit log without any secret.
 */
const AUDITED_AUTH_PATHS = new Set([
  "/two-factor/verify-backup-code",
  "/admin/create-user",
  "/admin/ban-user",
]);

async function auditAuthCall(
  path: string,
  actor: { id: string; email: string } | undefined,
  returned: unknown,
  body: unknown,
) {
  if (!actor) return;
  const b = (body ?? {}) as {
    email?: unknown;
    role?: unknown;
    userId?: unknown;
  };
  const created = (returned as { user?: { id?: string } } | undefined)?.user?.id;
  const entry =
    path === "/two-factor/verify-backup-code"
      ? {
          entity: "admin_account",
          entityId: actor.id,
          action: "backup_code_used",
          before: null,
          after: null,
        }
      : path === "/admin/create-user"
        ? {
            entity: "admin_user",
            entityId: created ?? String(b.email ?? ""),
            action: "create",
            before: null,
            after: { email: b.email, role: b.role },
          }
        : {
            entity: "admin_user",
            entityId: String(b.userId ?? ""),
            action: "ban",
            before: null,
            after: { banned: true },
          };
  await writeAudit(getDb(), { id: actor.id, email: actor.email }, entry);
}

/** The passkey sign-in: it completes a sign-in on its own (no second step). */
export const PASSKEY_SIGN_IN_PATH = "/passkey/verify-authentication";

const userNotVerified = () =>
  new APIError("UNAUTHORIZED", {
    message: "The device did not verify its user.",
    code: "USER_NOT_VERIFIED",
  });

/** The calls that complete a sign-in. */
const SIGN_IN_PATHS = new Set([
  "/sign-in/email",
  "/two-factor/verify-totp",
  "/two-factor/verify-backup-code",
  PASSKEY_SIGN_IN_PATH,
]);

/** A TOTP code stays valid for its 30-second step and one step either side. */
const TOTP_REPLAY_WINDOW_MS = 90_000;

const invalidCode = () =>
  new APIError("UNAUTHORIZED", {
    message: "Invalid code",
    code: "INVALID_CODE",
  });

/**
 * During sign-in, the user and the code being tried: the user comes from the signed two_factor
 * cookie better-auth set after the password.
 */
async function pendingTotp(ctx: {
  body?: unknown;
  context: {
    secret: string;
    createAuthCookie: (name: string) => { name: string };
    internalAdapter: {
      findVerificationValue(id: string): Promise<{ value: string } | null>;
    };
  };
  getSignedCookie: (key: string, secret: string) => Promise<string | false | null>;
}): Promise<{ userId: string; code: string } | null> {
  const code = (ctx.body as { code?: unknown } | undefined)?.code;
  if (typeof code !== "string") return null;
  const challenge = await ctx.getSignedCookie(
    ctx.context.createAuthCookie("two_factor").name,
    ctx.context.secret,
  );
  if (!challenge) return null;
  const pending = await ctx.context.internalAdapter.findVerificationValue(challenge);
  return pending ? { userId: pending.value, code } : null;
}

/** The user of the sign-in challenge in progress (the signed two_factor cookie), or null. */
async function signInChallenge(ctx: Parameters<typeof pendingTotp>[0]): Promise<string | null> {
  const challenge = await ctx.getSignedCookie(
    ctx.context.createAuthCookie("two_factor").name,
    ctx.context.secret,
  );
  if (!challenge) return null;
  const pending = await ctx.context.internalAdapter.findVerificationValue(challenge);
  return pending?.value ?? null;
}

const usedCodes = schema.twoFactorUsedCode;

async function totpCodeUsed(userId: string, code: string): Promise<boolean> {
  const rows = await getDb()
    .select({ userId: usedCodes.userId })
    .from(usedCodes)
    .where(
      and(
        eq(usedCodes.userId, userId),
        eq(usedCodes.code, code),
        gt(usedCodes.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * Marks the code as used by this user for as long as it stays valid; false when another
 * sign-in claimed it first. A claim that has expired is cleared first (a six-digit code comes
 * round again).
 */
async function claimTotpCode(userId: string, code: string): Promise<boolean> {
  const db = getDb();
  const now = new Date();
  await db
    .delete(usedCodes)
    .where(and(eq(usedCodes.userId, userId), lte(usedCodes.expiresAt, now)));
  const claimed = await db
    .insert(usedCodes)
    .values({
      userId,
      code,
      expiresAt: new Date(now.getTime() + TOTP_REPLAY_WINDOW_MS),
    })
    .onConflictDoNothing()
    .returning({ userId: usedCodes.userId });
  return claimed.length === 1;
}

export type Auth = ReturnType<typeof buildAuth>;
let auth: Auth | undefined;
let authDb: unknown;

/** The client address Express resolved, handed to better-auth by routes/api/auth.ts. */
function clientIpOf(ctx: { request?: Request; headers?: Headers }): string {
  return ctx.request?.headers.get(CLIENT_IP_HEADER) ?? ctx.headers?.get(CLIENT_IP_HEADER) ?? "";
}

/** The better-auth instance, built on first use (after the database is ready) and per database (tests swap it). */
export function getAuth(): Auth {
  const db = getDb();
  if (!auth || authDb !== db) {
    auth = buildAuth();
    authDb = db;
  }
  return auth;
}
