import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { AccountInput } from "~/components/ui/admin-field";
import { useLang, useMessages } from "~/lib/i18n/use-lang";
import { checkBody } from "~/lib/schema-issues";
import { twoFactorCodeSchema } from "../account-schema";
import { accountMessages } from "../messages";

/**
 * The sign-in's second step (decision 190): after the password, better-auth answers
 * `twoFactorRedirect` and holds a short-lived two_factor cookie; this form sends the app's
 * code to /api/auth/two-factor/verify-totp, or a backup code to …/verify-backup-code.
 * `onSignedIn` runs once better-auth has set the session cookie.
 */
export function TwoFactorStep({
  onSignedIn,
  onStartOver,
}: {
  onSignedIn: () => Promise<void> | void;
  onStartOver: () => void;
}) {
  const t = useMessages(accountMessages);
  const lang = useLang();
  const [mode, setMode] = useState<"totp" | "backup">("totp");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    input.current?.focus();
  }, [mode]);

  async function submit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const raw = String(new FormData(e.currentTarget).get("code") ?? "").trim();
    // The app's code is checked by the schema the panel's two-step switch-on checks it with
    // (six digits, spaces ignored); a backup code is better-auth's own, at least 6 characters.
    const totp = checkBody(twoFactorCodeSchema(lang), { code: raw }, lang);
    const code = mode === "totp" ? (totp.ok ? totp.data.code : "") : raw;
    if (mode === "totp" ? !totp.ok : code.length < 6) {
      setError(mode === "totp" ? t.codeRequired : t.backupCodeInvalid);
      input.current?.focus();
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      const res = await fetch(
        mode === "totp"
          ? "/api/auth/two-factor/verify-totp"
          : "/api/auth/two-factor/verify-backup-code",
        {
          method: "POST",
          credentials: "same-origin",
          headers: { "Content-Type": "application/json", Accept: "application/json" },
          body: JSON.stringify({ code }),
        },
      );
      if (!res.ok) {
        const body = (await res.json().catch(() => ({}))) as { code?: string };
        if (
          body.code === "INVALID_TWO_FACTOR_COOKIE" ||
          body.code === "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE"
        ) {
          toast.error(t.twoFactorExpired);
          onStartOver();
          return;
        }
        setError(
          res.status === 429 || body.code?.startsWith("TOO_MANY")
            ? t.tooManyCodes
            : mode === "totp"
              ? t.codeInvalid
              : t.backupCodeInvalid,
        );
        setBusy(false);
        input.current?.focus();
        return;
      }
      await onSignedIn();
    } catch {
      setError(t.genericError);
      setBusy(false);
    }
  }

  const label = mode === "totp" ? t.code : t.backupCode;
  return (
    <form
      method="post"
      noValidate
      onSubmit={submit}
      className="mt-6 space-y-5"
      aria-busy={busy}
      aria-labelledby="two-factor-step-title"
    >
      <div>
        <h2 id="two-factor-step-title" className="text-xl font-bold text-navy-900">
          {t.twoFactorStepTitle}
        </h2>
        <p className="mt-1 text-slate-700">
          {mode === "totp" ? t.twoFactorStepIntro : t.backupStepIntro}
        </p>
      </div>
      <AccountInput
        ref={input}
        key={mode}
        id="two-factor-code"
        name="code"
        required
        autoComplete="one-time-code"
        inputMode={mode === "totp" ? "numeric" : "text"}
        maxLength={mode === "totp" ? 7 : 32}
        disabled={busy}
        label={label}
        error={error}
        alert
        inputClassName="font-mono text-lg tracking-widest"
      />
      <button type="submit" className="btn-primary w-full" disabled={busy}>
        {busy ? t.verifying : t.verify}
      </button>
      <div className="flex flex-wrap justify-between gap-3 text-sm">
        <button
          type="button"
          className="link min-h-11"
          onClick={() => {
            setMode(mode === "totp" ? "backup" : "totp");
            setError(undefined);
          }}
        >
          {mode === "totp" ? t.useBackupCode : t.useAppCode}
        </button>
        <button type="button" className="link min-h-11" onClick={onStartOver}>
          {t.startOver}
        </button>
      </div>
    </form>
  );
}
