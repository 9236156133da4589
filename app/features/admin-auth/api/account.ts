/**
 * The account tab's calls to /api/admin/account (decision 391): the signed-in administrator's
 * password, sessions, two-step sign-in and passkeys, and the hook the tab loads them with.
 * Components call these, never the API client.
 */
import { useLoaded } from "~/components/ui/use-loaded";
import { adminFetch, redirectIfUnauthorised } from "~/lib/admin-api-client";

const BASE = "/api/admin/account";

export interface SessionRow {
  id: string;
  createdAt: string;
  lastActiveAt: string;
  userAgent: string | null;
  current: boolean;
}

export interface PasskeyRow {
  id: string;
  name: string | null;
  createdAt: string | null;
  lastUsedAt: string | null;
}

export interface AccountState {
  email: string;
  twoFactorEnabled: boolean;
  sessions: SessionRow[];
  passkeys: PasskeyRow[];
}

/** What starting two-step sign-in answers: the authenticator's URI and secret, the backup codes. */
export interface TwoFactorSetup {
  totpURI: string;
  secret: string;
  backupCodes: string[];
}

const post = <T = unknown>(path: string, body: unknown) =>
  adminFetch<T>(`${BASE}${path}`, { method: "POST", body });

export const accountApi = {
  get: () => adminFetch<AccountState>(BASE),
  changePassword: (currentPassword: string, newPassword: string) =>
    post("/password", { currentPassword, newPassword }),
  /** Ends every other session; answers how many ended. */
  endOtherSessions: () =>
    post<{ ended: number }>("/sessions/revoke-others", {}).then((r) => r.ended),
  startTwoFactor: (password: string) => post<TwoFactorSetup>("/two-factor/start", { password }),
  confirmTwoFactor: (code: string) => post("/two-factor/confirm", { code }),
  disableTwoFactor: (password: string) => post("/two-factor/disable", { password }),
  /** The WebAuthn creation options for a new passkey (the password confirms it is you). */
  passkeyOptions: (name: string, password: string) =>
    post<unknown>("/passkeys/options", { name, password }),
  addPasskey: (name: string, response: unknown) =>
    post<{ passkey: PasskeyRow }>("/passkeys", { name, response }).then((r) => r.passkey),
  removePasskey: (id: string) =>
    adminFetch(`${BASE}/passkeys/${encodeURIComponent(id)}`, { method: "DELETE" }),
};

/** The signed-in administrator's account: GET /api/admin/account, reloaded after a change. */
export function useAccount() {
  return useLoaded(accountApi.get, redirectIfUnauthorised);
}
