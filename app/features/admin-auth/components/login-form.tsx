import { useState, type ReactNode } from "react";
import { useNavigate } from "react-router";
import { fieldIssues } from "~/components/ui/form-issues";
import { toast } from "sonner";
import { useLang, useMessages } from "~/lib/i18n/use-lang";
import { loginMessages } from "../login-messages";
import { loginSchema } from "../schema";
import { useHydrated } from "~/components/ui/use-hydrated";
import { AccountInput } from "~/components/ui/admin-field";

type Errors = Partial<Record<"email" | "password", string>>;

/** The sign-in's second step, composed in by the route (decision 190): `finish` completes the sign-in, `startOver` goes back to the password. */
export type SecondStep = (finish: () => Promise<void>, startOver: () => void) => ReactNode;

/**
 * docs/product.md §2/§8 sign-in. Posts to better-auth's /api/auth/sign-in/email from the browser, so its
 * per-IP limit (and our per-account limit) applies; then re-checks the admin role. When the
 * administrator has two-step sign-in on, better-auth answers `twoFactorRedirect` and the
 * route's `secondStep` asks for the code. `alternative` (another way in, composed by the route:
 * the passkey button) shows under the form, not during the second step.
 */
export function LoginForm({
  redirectTo,
  secondStep,
  alternative,
}: {
  redirectTo: string;
  secondStep?: SecondStep;
  alternative?: ReactNode;
}) {
  const t = useMessages(loginMessages);
  const lang = useLang();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();
  const [errors, setErrors] = useState<Errors>({});
  const [needsCode, setNeedsCode] = useState(false);

  /** After the session cookie is set: admin status is re-checked on every sign-in (docs/product.md §4). */
  async function finish() {
    try {
      const me = await fetch("/api/admin/me", {
        credentials: "same-origin",
        headers: { Accept: "application/json" },
      });
      const meBody = (await me.json().catch(() => ({}))) as { isAdmin?: boolean };
      if (!me.ok || !meBody.isAdmin) {
        await fetch("/api/auth/sign-out", {
          method: "POST",
          credentials: "same-origin",
          headers: { "Content-Type": "application/json" },
          body: "{}",
        }).catch(() => {});
        toast.error(t.errorTitle, { description: t.notAdmin });
        setNeedsCode(false);
        setBusy(false);
        return;
      }
      toast.success(t.successTitle, { description: t.successText });
      navigate(redirectTo, { replace: true });
    } catch {
      toast.error(t.thrownTitle, { description: t.thrownText });
      setBusy(false);
    }
  }

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const parsed = loginSchema(lang).safeParse({
      email: String(form.get("email") ?? ""),
      password: String(form.get("password") ?? ""),
    });
    if (!parsed.success) return setErrors(fieldIssues(e.currentTarget, parsed.error.issues));
    setErrors({});
    setBusy(true);
    try {
      const res = await fetch("/api/auth/sign-in/email", {
        method: "POST",
        credentials: "same-origin",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({
          email: parsed.data.email,
          password: parsed.data.password,
          rememberMe: true,
        }),
      });
      if (!res.ok) {
        const body = (await res.json().catch(() => ({}))) as { message?: string; code?: string };
        const message = body.message ?? res.statusText;
        if (
          /Invalid login credentials|Invalid email or password/i.test(message) ||
          body.code === "INVALID_EMAIL_OR_PASSWORD"
        ) {
          toast.error(t.loginFailedTitle, { description: t.loginFailedText });
        } else if (body.code === "INVALID_ORIGIN") {
          // The panel opened at another address of the server than PUBLIC_SITE_URL: the sign-in
          // library's own words ("Invalid origin") would mean nothing to the operator.
          toast.error(t.errorTitle, { description: t.wrongAddress });
        } else {
          toast.error(t.errorTitle, {
            description: res.status === 429 ? t.tooManyAttempts : message,
          });
        }
        setBusy(false);
        return;
      }
      const signedIn = (await res.json().catch(() => ({}))) as { twoFactorRedirect?: boolean };
      if (signedIn.twoFactorRedirect && secondStep) {
        setNeedsCode(true);
        setBusy(false);
        return;
      }
      await finish();
    } catch {
      toast.error(t.thrownTitle, { description: t.thrownText });
      setBusy(false);
    }
  }

  if (needsCode && secondStep) return <>{secondStep(finish, () => setNeedsCode(false))}</>;

  return (
    <>
      <form
        method="post"
        noValidate
        onSubmit={onSubmit}
        className="mt-6 space-y-5"
        aria-busy={busy}
      >
        <AccountInput
          id="admin-email"
          name="email"
          type="email"
          autoComplete="username"
          inputMode="email"
          label={t.email}
          error={errors.email}
          disabled={busy}
          required
        />
        <AccountInput
          id="admin-password"
          name="password"
          type="password"
          autoComplete="current-password"
          label={t.password}
          error={errors.password}
          disabled={busy}
          required
        />
        <button type="submit" className="btn-primary w-full" disabled={busy || !hydrated}>
          {busy ? t.signingIn : t.signIn}
        </button>
      </form>
      {alternative}
    </>
  );
}
