/**
 * Which of better-auth's HTTP endpoints the product answers (decision 190). better-auth mounts
 * about forty under /api/auth (sign-up, the admin plugin's create-user, set-role,
 * impersonate-user, set-user-password, remove-user, ban-user, the two-factor plugin's enable and
 * disable...). The browser needs six of them; every other path answers 404, whoever asks and
 * however the path is spelled. Account changes (password, two-factor on and off, sessions,
 * invitations) go through /api/admin/account/* and /api/admin/invitations instead, which check
 * the administrator, write the audit log and call better-auth on the server (auth.api.*).
 */
import { routePath } from "~/lib/route-path";

export const AUTH_BASE_PATH = "/api/auth";

/** `METHOD /path` under /api/auth that the product uses. */
export const PRODUCT_AUTH_ENDPOINTS: ReadonlySet<string> = new Set([
  "POST /sign-in/email",
  "POST /sign-out",
  "POST /two-factor/verify-totp",
  "POST /two-factor/verify-backup-code",
  // Passkey sign-in (decision 268): a challenge, then the signed answer. Adding, listing and
  // removing passkeys go through /api/admin/account/passkeys instead.
  "GET /passkey/generate-authenticate-options",
  "POST /passkey/verify-authentication",
]);

/**
 * Only for the test stacks (TEST_ORDINARY_USERS=on): an administrator may create and ban an
 * ordinary, non-admin user, the fixture the authorisation tests need. Off by default; no product
 * screen uses them.
 */
export const TEST_FIXTURE_AUTH_ENDPOINTS: ReadonlySet<string> = new Set([
  "POST /admin/create-user",
  "POST /admin/ban-user",
]);

/**
 * Endpoints the product knows are there and keeps closed; the tests ask each of them in every
 * spelling (tests/security/request-guards.test.ts). Not the allowlist: anything not allowed is closed.
 */
export const CLOSED_AUTH_ENDPOINTS = [
  "POST /sign-up/email",
  "POST /admin/create-user",
  "POST /admin/set-role",
  "POST /admin/impersonate-user",
  "POST /admin/stop-impersonating",
  "POST /admin/set-user-password",
  "POST /admin/remove-user",
  "POST /admin/ban-user",
  "POST /admin/unban-user",
  "POST /admin/update-user",
  "GET /admin/list-users",
  "POST /admin/list-user-sessions",
  "POST /admin/revoke-user-sessions",
  "POST /change-password",
  "POST /change-email",
  "POST /update-user",
  "POST /delete-user",
  "POST /set-password",
  "POST /request-password-reset",
  "POST /reset-password",
  "GET /list-sessions",
  "POST /revoke-session",
  "POST /revoke-sessions",
  "POST /revoke-other-sessions",
  "GET /get-session",
  "POST /two-factor/enable",
  "POST /two-factor/disable",
  "POST /two-factor/get-totp-uri",
  "POST /two-factor/generate-backup-codes",
  "POST /two-factor/send-otp",
  "POST /two-factor/verify-otp",
  "GET /passkey/generate-register-options",
  "POST /passkey/verify-registration",
  "GET /passkey/list-user-passkeys",
  "POST /passkey/delete-passkey",
  "POST /passkey/update-passkey",
] as const;

/** The path as routing matches it (app/lib/route-path.ts). */
export const canonicalAuthPath = routePath;

/**
 * The canonical better-auth path (after /api/auth) when `method pathname` is open, else null.
 * `testFixtures` adds TEST_FIXTURE_AUTH_ENDPOINTS.
 */
export function openAuthEndpoint(
  method: string,
  pathname: string,
  testFixtures = false,
): string | null {
  const path = canonicalAuthPath(pathname);
  if (!path || !path.startsWith(`${AUTH_BASE_PATH}/`)) return null;
  const rest = path.slice(AUTH_BASE_PATH.length);
  const key = `${method.toUpperCase()} ${rest}`;
  if (PRODUCT_AUTH_ENDPOINTS.has(key) || (testFixtures && TEST_FIXTURE_AUTH_ENDPOINTS.has(key)))
    return rest;
  return null;
}
