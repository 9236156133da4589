import { useLoaded } from "~/components/ui/use-loaded";
import { adminFetch, redirectIfUnauthorised } from "~/lib/admin-api-client";
import type { PasskeyRow } from "./passkeys-card";

export interface SessionRow {
  id: string;
  createdAt: string;
  lastActiveAt: string;
  userAgent: string | null;
  current: boolean;
}

export interface AccountState {
  email: string;
  twoFactorEnabled: boolean;
  sessions: SessionRow[];
  passkeys: PasskeyRow[];
}

const fetchAccount = () => adminFetch<AccountState>("/api/admin/account");

/** The signed-in administrator's account: GET /api/admin/account, reloaded after a change. */
export function useAccount() {
  return useLoaded(fetchAccount, redirectIfUnauthorised);
}
