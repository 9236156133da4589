import { useMessages } from "~/lib/i18n/use-lang";
import { accountMessages } from "../messages";
import { AdministratorsCard } from "./administrators-card";
import { InvitationsSection } from "./invitations-card";
import { PasskeysCard } from "./passkeys-card";
import { PasswordSection } from "./password-card";
import { SessionsSection } from "./sessions-card";
import { TwoFactorSection } from "./two-factor-card";
import { useAccount } from "../api/account";

/**
 * The "Konto" / "Account" tab (decision 190): two-step sign-in, passkeys (decision 268), password,
 * sessions and inviting another administrator. `onTwoFactorChange` lets the panel drop its prompt once 2FA is on.
 */
export function AccountTab({ onTwoFactorChange }: { onTwoFactorChange?: (on: boolean) => void }) {
  const t = useMessages(accountMessages);
  const { data: state, failed: loadFailed, reload: load } = useAccount();

  if (!state) {
    return (
      <p className="rounded-xl bg-white p-6 text-slate-700">{loadFailed ? t.genericError : "…"}</p>
    );
  }
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <TwoFactorSection
        enabled={state.twoFactorEnabled}
        onChange={(on) => {
          onTwoFactorChange?.(on);
          load();
        }}
      />
      <PasskeysCard passkeys={state.passkeys} onChanged={load} />
      <PasswordSection onChanged={load} />
      <SessionsSection sessions={state.sessions} onChanged={load} />
      <InvitationsSection />
      <AdministratorsCard />
    </div>
  );
}
