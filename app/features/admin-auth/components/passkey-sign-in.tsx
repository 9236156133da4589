import Fingerprint from "lucide-react/icons/fingerprint-pattern";
import { useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { useHydrated } from "~/components/ui/use-hydrated";
import { useMessages } from "~/lib/i18n/use-lang";
import { accountMessages, type AccountMessages } from "../messages";
import { getPasskey, PasskeyDeviceError } from "./passkey-browser";

/** What a refused passkey sign-in says, from better-auth's answer (status and code). */
export function passkeySignInProblem(
  status: number,
  code: string | undefined,
  t: AccountMessages,
): string {
  if (status === 429) return t.passkeySignInTooMany;
  if (code === "PASSKEY_NOT_FOUND") return t.passkeySignInUnknown;
  if (code === "USER_NOT_VERIFIED") return t.passkeySignInNotVerified;
  if (code === "NOT_ADMIN" || status === 403) return t.passkeySignInNotAdmin;
  if (code === "CHALLENGE_NOT_FOUND") return t.passkeyChallengeExpired;
  return t.passkeySignInFailed;
}

async function authCall(
  path: string,
  init: RequestInit = {},
): Promise<{ ok: boolean; status: number; body: Record<string, unknown> }> {
  const res = await fetch(`/api/auth${path}`, {
    credentials: "same-origin",
    ...init,
    headers: {
      Accept: "application/json",
      ...(init.body ? { "Content-Type": "application/json" } : {}),
    },
  });
  return {
    ok: res.ok,
    status: res.status,
    body: (await res.json().catch(() => ({}))) as Record<string, unknown>,
  };
}

/**
 * "Zaloguj się kluczem dostępu" / "Sign in with a passkey" under the sign-in form (decision 268):
 * better-auth's challenge, the device's fingerprint, face or PIN, then its answer checked on the
 * server, which signs in only an administrator and asks for no second step (a passkey is both).
 */
export function PasskeySignIn({ redirectTo }: { redirectTo: string }) {
  const t = useMessages(accountMessages);
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);

  async function signIn() {
    setBusy(true);
    try {
      const options = await authCall("/passkey/generate-authenticate-options");
      if (!options.ok) {
        toast.error(
          passkeySignInProblem(options.status, options.body.code as string | undefined, t),
        );
        return;
      }
      const response = await getPasskey(options.body);
      const verified = await authCall("/passkey/verify-authentication", {
        method: "POST",
        body: JSON.stringify({ response }),
      });
      if (!verified.ok) {
        toast.error(
          passkeySignInProblem(verified.status, verified.body.code as string | undefined, t),
        );
        return;
      }
      toast.success(t.passkeySignedIn);
      navigate(redirectTo, { replace: true });
    } catch (err) {
      toast.error(
        err instanceof PasskeyDeviceError
          ? err.problem === "unsupported"
            ? t.passkeyUnsupported
            : t.passkeySignInCancelled
          : t.passkeySignInFailed,
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mt-5">
      <p className="flex items-center gap-3 text-sm text-slate-600" aria-hidden="true">
        <span className="h-px flex-1 bg-slate-300" />
        {t.passkeyOr}
        <span className="h-px flex-1 bg-slate-300" />
      </p>
      <button
        type="button"
        className="btn-secondary mt-4 w-full"
        onClick={signIn}
        disabled={busy || !hydrated}
        aria-describedby="passkey-sign-in-help"
      >
        <Fingerprint aria-hidden="true" className="size-5" />
        {busy ? t.passkeySigningIn : t.passkeySignIn}
      </button>
      <p id="passkey-sign-in-help" className="mt-2 text-center text-sm text-slate-700">
        {t.passkeySignInHelp}
      </p>
    </div>
  );
}
