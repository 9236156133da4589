import { isAPIError } from "better-auth/api";
import { and, asc, eq } from "drizzle-orm";
import { ApiError, apiMessages } from "~/lib/api.server";
import { writeAudit, type AuditActor } from "~/lib/audit.server";
import { getDb, schema } from "~/lib/db.server";
import type { Lang } from "~/lib/i18n/lang";
import { CLIENT_IP_HEADER, getAuth } from "./auth.server";
import { accountMessages } from "./messages";
import { clearReauthFailures, recordReauthFailure, REAUTH_MAX } from "./login-limit.server";
import { passwordProblem, type PasswordProblem } from "./password-policy.server";

/**
 * The administrator's own account (decision 190): password change, two-step sign-in (TOTP)
 * and sessions. Each call goes to better-auth on the server (auth.api.*), with the caller's
 * cookies, and writes the audit log; the HTTP endpoints behind these are closed
 * (auth-endpoints.server.ts). Answers carry the Set-Cookie better-auth sends when it
 * replaces the session (enabling or disabling two-step sign-in, changing the password).
 */

export interface AccountCall {
  actor: AuditActor;
  request: Request;
  /** The client address Express resolved. */
  ip: string;
  lang: Lang;
}

/** The caller's headers for better-auth, with our client-address header set from Express, never from the client. */
function authHeaders(call: AccountCall): Headers {
  const headers = new Headers(call.request.headers);
  headers.delete(CLIENT_IP_HEADER);
  if (call.ip) headers.set(CLIENT_IP_HEADER, call.ip.replace(/^::ffff:/, ""));
  return headers;
}

export function passwordProblemMessage(problem: PasswordProblem, lang: Lang): string {
  const t = accountMessages[lang];
  return problem === "too_short"
    ? t.passwordTooShort
    : problem === "too_long"
      ? t.passwordTooLong
      : t.passwordTooWeak;
}

/** A better-auth refusal as our error in the caller's language (never a 500 for bad input). */
function translate(err: unknown, lang: Lang, field?: string): never {
  if (!isAPIError(err)) throw err;
  const t = accountMessages[lang];
  const code = String((err.body as { code?: string } | undefined)?.code ?? "");
  const fieldErrors = (message: string) => (field ? { fieldErrors: { [field]: message } } : {});
  if (code === "INVALID_PASSWORD")
    throw new ApiError(400, "invalid_password", t.wrongPassword, fieldErrors(t.wrongPassword));
  if (code === "INVALID_CODE" || code === "INVALID_TWO_FACTOR_COOKIE")
    throw new ApiError(400, "invalid_code", t.codeInvalid, fieldErrors(t.codeInvalid));
  if (code === "TOTP_ALREADY_ENABLED")
    throw new ApiError(409, "two_factor_enabled", t.twoFactorAlreadyOn);
  if (code === "TOTP_NOT_ENABLED")
    throw new ApiError(409, "two_factor_not_started", t.twoFactorNotStarted);
  if (code === "SESSION_NOT_FRESH")
    throw new ApiError(403, "session_not_fresh", t.passkeySessionNotFresh);
  if (code === "USER_NOT_VERIFIED")
    throw new ApiError(400, "passkey_not_verified", t.passkeyNotVerified);
  if (code === "CHALLENGE_NOT_FOUND")
    throw new ApiError(400, "passkey_challenge_expired", t.passkeyChallengeExpired);
  if (code === "FAILED_TO_VERIFY_REGISTRATION")
    throw new ApiError(400, "passkey_failed", t.passkeyFailed);
  if (code === "PASSKEY_NOT_FOUND") throw new ApiError(404, "passkey_not_found", t.passkeyNotFound);
  if (err.statusCode === 429 || code.startsWith("TOO_MANY"))
    throw new ApiError(429, "too_many_requests", t.tooManyCodes);
  if (code.startsWith("PASSWORD_")) {
    const problem = code.slice("PASSWORD_".length).toLowerCase() as PasswordProblem;
    const message = passwordProblemMessage(problem, lang);
    throw new ApiError(400, "weak_password", message, fieldErrors(message));
  }
  if (err.statusCode === 401)
    throw new ApiError(401, "unauthorized", apiMessages(lang).signInRequired);
  throw new ApiError(400, "invalid_input", t.genericError);
}

/** Refusals that mean a wrong password or code was tried: counted per account. */
const GUESS_CODES = new Set(["INVALID_PASSWORD", "INVALID_CODE"]);

/**
 * Runs `step` (better-auth calls, then the audit row), turning a better-auth refusal into our
 * error, about `field` when given. `checks` says the step checks a password or code: a wrong
 * one counts for the account, and the REAUTH_MAX-th in the window ends this session, audited
 * (login-limit.server.ts); a right one clears the count.
 */
async function accountStep<T>(
  call: AccountCall,
  field: string | undefined,
  step: () => Promise<T>,
  checks = true,
): Promise<T> {
  try {
    const result = await step();
    if (checks) await clearReauthFailures(call.actor.id);
    return result;
  } catch (err) {
    if (
      checks &&
      isAPIError(err) &&
      GUESS_CODES.has(String((err.body as { code?: string } | undefined)?.code ?? ""))
    ) {
      const failures = await recordReauthFailure(call.actor.id);
      if (failures >= REAUTH_MAX) await endGuessingSession(call, failures);
    }
    translate(err, call.lang, field);
  }
}

/**
 * Ends the session that made REAUTH_MAX wrong guesses and audits it; answers 401, so the panel
 * goes back to the sign-in page.
 */
async function endGuessingSession(call: AccountCall, failures: number): Promise<never> {
  const auth = getAuth();
  const current = await auth.api.getSession({ headers: authHeaders(call) });
  if (current?.session)
    await (await auth.$context).internalAdapter.deleteSession(current.session.token);
  await clearReauthFailures(call.actor.id);
  await audit(call.actor, "session_ended_after_failed_checks", {
    failures,
    ip: call.ip || null,
  });
  throw new ApiError(401, "unauthorized", accountMessages[call.lang].signedOutAfterFailures);
}

/** Set-Cookie headers of a better-auth answer, to forward. */
function cookiesOf(headers: Headers | undefined): Headers {
  const out = new Headers();
  for (const c of headers?.getSetCookie?.() ?? []) out.append("Set-Cookie", c);
  return out;
}

async function audit(actor: AuditActor, action: string, after: unknown) {
  await writeAudit(getDb(), actor, {
    entity: "admin_account",
    entityId: actor.id,
    action,
    before: null,
    after,
  });
}

/** Whether the administrator has two-step sign-in on. */
export async function twoFactorEnabled(userId: string): Promise<boolean> {
  const [row] = await getDb()
    .select({ on: schema.user.twoFactorEnabled })
    .from(schema.user)
    .where(eq(schema.user.id, userId))
    .limit(1);
  return row?.on === true;
}

/** Changes the password: the current one is checked, the new one follows the policy; other sessions end. */
export async function changePassword(
  call: AccountCall,
  currentPassword: string,
  newPassword: string,
): Promise<Headers> {
  const problem = await passwordProblem(newPassword, [call.actor.email]);
  if (problem) {
    const message = passwordProblemMessage(problem, call.lang);
    throw new ApiError(400, "weak_password", message, {
      fieldErrors: { newPassword: message },
    });
  }
  return accountStep(call, "currentPassword", async () => {
    const { headers } = await getAuth().api.changePassword({
      body: { currentPassword, newPassword, revokeOtherSessions: true },
      headers: authHeaders(call),
      returnHeaders: true,
    });
    await audit(call.actor, "password_change", { otherSessionsEnded: true });
    return cookiesOf(headers);
  });
}

/**
 * First step of turning on two-step sign-in: checks the password, makes a secret and backup
 * codes (not yet in force). Returns the otpauth:// address for the QR code, the key in base32
 * for typing in by hand, and the backup codes (shown once).
 */
export async function startTwoFactor(
  call: AccountCall,
  password: string,
): Promise<{ totpURI: string; secret: string; backupCodes: string[] }> {
  return accountStep(call, "password", async () => {
    const result = (await getAuth().api.enableTwoFactor({
      body: { password },
      headers: authHeaders(call),
    })) as { totpURI?: string; backupCodes?: string[] };
    const totpURI = result.totpURI ?? "";
    const secret = new URL(totpURI).searchParams.get("secret") ?? "";
    await audit(call.actor, "two_factor_setup_started", null);
    return { totpURI, secret, backupCodes: result.backupCodes ?? [] };
  });
}

/** Second step: the first code from the app puts two-step sign-in in force (better-auth replaces the session). */
export async function confirmTwoFactor(call: AccountCall, code: string): Promise<Headers> {
  return accountStep(call, "code", async () => {
    const { headers } = await getAuth().api.verifyTOTP({
      body: { code },
      headers: authHeaders(call),
      returnHeaders: true,
    });
    await audit(call.actor, "two_factor_enable", { twoFactorEnabled: true });
    return cookiesOf(headers);
  });
}

/** Turns two-step sign-in off (password needed); the secret and backup codes are deleted. */
export async function disableTwoFactor(call: AccountCall, password: string): Promise<Headers> {
  return accountStep(call, "password", async () => {
    const { headers } = await getAuth().api.disableTwoFactor({
      body: { password },
      headers: authHeaders(call),
      returnHeaders: true,
    });
    await audit(call.actor, "two_factor_disable", { twoFactorEnabled: false });
    return cookiesOf(headers);
  });
}

export interface AccountSession {
  id: string;
  createdAt: string;
  lastActiveAt: string;
  userAgent: string | null;
  current: boolean;
}

/** The administrator's unexpired sessions, newest activity first, the caller's own marked. */
export async function listSessions(call: AccountCall): Promise<AccountSession[]> {
  const auth = getAuth();
  const headers = authHeaders(call);
  const [sessions, current] = await Promise.all([
    auth.api.listSessions({ headers }),
    auth.api.getSession({ headers }),
  ]);
  const currentId = current?.session.id;
  return sessions
    .map((s) => ({
      id: s.id,
      createdAt: new Date(s.createdAt).toISOString(),
      lastActiveAt: new Date(s.updatedAt).toISOString(),
      userAgent: s.userAgent ?? null,
      current: s.id === currentId,
    }))
    .sort(
      (a, b) =>
        Number(b.current) - Number(a.current) || b.lastActiveAt.localeCompare(a.lastActiveAt),
    );
}

/** "Sign out everywhere else": ends every session but the caller's. Returns how many ended. */
export async function revokeOtherSessions(call: AccountCall): Promise<number> {
  const before = (await listSessions(call)).filter((s) => !s.current).length;
  await accountStep(
    call,
    undefined,
    () => getAuth().api.revokeOtherSessions({ headers: authHeaders(call) }),
    false,
  );
  await audit(call.actor, "sessions_revoke_others", { ended: before });
  return before;
}

/** A passkey as the Account tab lists it: no key material. */
export interface AccountPasskey {
  id: string;
  name: string | null;
  createdAt: string | null;
  lastUsedAt: string | null;
}

/** The longest passkey name the tab accepts. */

/** The administrator's passkeys, oldest first (decision 268). */
export async function listPasskeys(userId: string): Promise<AccountPasskey[]> {
  const rows = await getDb()
    .select({
      id: schema.passkey.id,
      name: schema.passkey.name,
      createdAt: schema.passkey.createdAt,
      lastUsedAt: schema.passkey.lastUsedAt,
    })
    .from(schema.passkey)
    .where(eq(schema.passkey.userId, userId))
    .orderBy(asc(schema.passkey.createdAt), asc(schema.passkey.id));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    createdAt: r.createdAt?.toISOString() ?? null,
    lastUsedAt: r.lastUsedAt?.toISOString() ?? null,
  }));
}

/**
 * First step of adding a passkey: the current password is checked (a wrong one counts, as on
 * the other account routes), then better-auth's registration options for the browser's
 * navigator.credentials.create(), with the signed challenge cookie to forward.
 */
export async function startPasskey(
  call: AccountCall,
  password: string,
  name: string,
): Promise<{ options: unknown; headers: Headers }> {
  return accountStep(call, "password", async () => {
    const auth = getAuth();
    await auth.api.verifyPassword({
      body: { password },
      headers: authHeaders(call),
    });
    const { headers, response } = await auth.api.generatePasskeyRegistrationOptions({
      query: { name },
      headers: authHeaders(call),
      returnHeaders: true,
    });
    return { options: response, headers: cookiesOf(headers) };
  });
}

/**
 * Second step: the device's answer is verified against the challenge (origin, RP ID, user
 * verification) and the passkey stored under `name`. Audit-logged with the name only.
 */
export async function addPasskey(
  call: AccountCall,
  response: Record<string, unknown>,
  name: string,
): Promise<AccountPasskey> {
  return accountStep(
    call,
    undefined,
    async () => {
      const created = (await getAuth().api.verifyPasskeyRegistration({
        body: { response, name },
        headers: authHeaders(call),
      })) as { id: string };
      await audit(call.actor, "passkey_add", { name });
      const [row] = (await listPasskeys(call.actor.id)).filter((p) => p.id === created.id);
      return row ?? { id: created.id, name, createdAt: null, lastUsedAt: null };
    },
    false,
  );
}

/** Removes one of the administrator's own passkeys; it no longer signs in. Audit-logged. */
export async function removePasskey(
  call: AccountCall,
  id: string,
): Promise<{ name: string | null }> {
  const [row] = await getDb()
    .select({ name: schema.passkey.name })
    .from(schema.passkey)
    .where(and(eq(schema.passkey.id, id), eq(schema.passkey.userId, call.actor.id)))
    .limit(1);
  if (!row)
    throw new ApiError(404, "passkey_not_found", accountMessages[call.lang].passkeyNotFound);
  await accountStep(
    call,
    undefined,
    () => getAuth().api.deletePasskey({ body: { id }, headers: authHeaders(call) }),
    false,
  );
  await audit(call.actor, "passkey_remove", { name: row.name });
  return row;
}
