import { useState } from "react";
import { AccountInput } from "~/components/ui/admin-field";
import { useLang, useMessages } from "~/lib/i18n/use-lang";
import { checkBody } from "~/lib/schema-issues";
import { invitationFormSchema } from "../invitation-schema";
import { accountMessages } from "../messages";

/** The invitee sets a password (the policy applies) and becomes an administrator (decision 190). */
export function InvitationForm({ token, email }: { token: string; email: string }) {
  const t = useMessages(accountMessages);
  const lang = useLang();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<{ password?: string; repeat?: string; form?: string }>({});
  const [done, setDone] = useState(false);

  async function submit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const password = String(data.get("password") ?? "");
    const repeat = String(data.get("repeat") ?? "");
    // Checked in the browser by the route's schema (with the typed-again field) first (issue 43).
    const checked = checkBody(invitationFormSchema(lang), { token, password, repeat }, lang);
    if (!checked.ok) {
      const { password, repeat, token: form } = checked.errors;
      return setErrors({ password, repeat, form });
    }
    setBusy(true);
    setErrors({});
    try {
      const res = await fetch("/api/invitations/accept", {
        method: "POST",
        credentials: "same-origin",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({ token, password }),
      });
      const body = (await res.json().catch(() => ({}))) as {
        message?: string;
        fieldErrors?: { password?: string };
      };
      if (!res.ok) {
        setErrors(
          body.fieldErrors?.password
            ? { password: body.fieldErrors.password }
            : { form: body.message ?? t.genericError },
        );
        setBusy(false);
        return;
      }
      setDone(true);
    } catch {
      setErrors({ form: t.genericError });
      setBusy(false);
    }
  }

  if (done) {
    return (
      <div className="mt-6 space-y-4" role="status">
        <p className="font-semibold text-navy-900">{t.accountCreated}</p>
        <a href={`/admin/login`} className="btn-primary w-full">
          {t.goToLogin}
        </a>
      </div>
    );
  }

  return (
    <form method="post" noValidate onSubmit={submit} className="mt-6 space-y-5" aria-busy={busy}>
      <p className="text-slate-700">{t.invitePageIntro(email)}</p>
      <AccountInput
        id="invite-password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        label={t.newPassword}
        error={errors.password}
        disabled={busy}
        hint={t.passwordIntro}
      />
      <AccountInput
        id="invite-repeat"
        name="repeat"
        type="password"
        autoComplete="new-password"
        required
        label={t.repeatPassword}
        error={errors.repeat}
        disabled={busy}
      />
      {errors.form && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {errors.form}
        </p>
      )}
      <button type="submit" className="btn-primary w-full" disabled={busy}>
        {busy ? t.saving : t.setPassword}
      </button>
    </form>
  );
}
