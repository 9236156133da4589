import Copy from "lucide-react/icons/copy";
import Download from "lucide-react/icons/download";
import KeyRound from "lucide-react/icons/key-round";
import LogOut from "lucide-react/icons/log-out";
import MailPlus from "lucide-react/icons/mail-plus";
import ShieldCheck from "lucide-react/icons/shield-check";
import Trash2 from "lucide-react/icons/trash-2";
import { IconButton } from "~/components/ui/icon-button";
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
} from "react";
import { PanelCard } from "~/components/ui/panel-card";
import { useLoaded } from "~/components/ui/use-loaded";
import { toast } from "sonner";
import { AccountInput, adminControl } from "~/components/ui/admin-field";
import type { Lang } from "~/lib/i18n/lang";
import { formatWarsawDateTime } from "~/lib/i18n/format-time";
import { useLang, useMessages } from "~/lib/i18n/use-lang";
import { accountMessages } from "../messages";
import { AdminApiError, adminFetch, redirectIfUnauthorised } from "~/lib/admin-api-client";
import { AdministratorsCard } from "./administrators-card";
import { PasskeysCard, type PasskeyRow } from "./passkeys-card";
import { QrCode } from "./qr-code";

interface SessionRow {
  id: string;
  createdAt: string;
  lastActiveAt: string;
  userAgent: string | null;
  current: boolean;
}
interface AccountState {
  email: string;
  twoFactorEnabled: boolean;
  sessions: SessionRow[];
  passkeys: PasskeyRow[];
}
interface PendingInvitation {
  id: number;
  email: string;
  lang: Lang;
  createdAt: string;
  expiresAt: string;
}
type FieldErrors = Record<string, string | undefined>;

/** "Chrome · Windows" from a User-Agent header: enough to recognise one's own devices. */
export function summariseUserAgent(ua: string | null): string | null {
  if (!ua) return null;
  const browser = /Edg\//.test(ua)
    ? "Edge"
    : /OPR\//.test(ua)
      ? "Opera"
      : /Firefox\//.test(ua)
        ? "Firefox"
        : /HeadlessChrome|Chrome\/|CriOS\//.test(ua)
          ? "Chrome"
          : /Safari\//.test(ua)
            ? "Safari"
            : null;
  const os = /iPhone|iPad|iOS/.test(ua)
    ? "iOS"
    : /Android/.test(ua)
      ? "Android"
      : /Windows/.test(ua)
        ? "Windows"
        : /Mac OS X|Macintosh/.test(ua)
          ? "macOS"
          : /Linux|X11/.test(ua)
            ? "Linux"
            : null;
  const parts = [browser, os].filter(Boolean);
  return parts.length ? parts.join(" · ") : ua.slice(0, 60);
}

/** Shows a failed call: field errors under their inputs, anything else as a toast. */
function useFailure() {
  const t = useMessages(accountMessages);
  return useCallback(
    (err: unknown, setErrors?: (e: FieldErrors) => void): void => {
      if (redirectIfUnauthorised(err)) return;
      if (err instanceof AdminApiError && err.fieldErrors && setErrors) {
        setErrors(err.fieldErrors);
        return;
      }
      toast.error(err instanceof AdminApiError ? err.message : t.genericError);
    },
    [t],
  );
}

/**
 * The busy flag and field errors of one of the tab's forms. `run` clears the errors, holds
 * the form while `call` runs and shows what failed: field errors under their inputs, the rest
 * as a toast.
 */
function useFormCall() {
  const fail = useFailure();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  async function run(call: () => Promise<void>) {
    setBusy(true);
    setErrors({});
    try {
      await call();
    } catch (err) {
      fail(err, setErrors);
    } finally {
      setBusy(false);
    }
  }
  return { busy, errors, setErrors, run };
}

const fetchAccount = () => adminFetch<AccountState>("/api/admin/account");

/**
 * The "Konto" / "Account" tab (decision 190): two-step sign-in, passkeys (decision 268), password,
 * sessions and inviting another administrator. `onTwoFactorChange` lets the panel drop its prompt once 2FA is on.
 */
export function AccountTab({ onTwoFactorChange }: { onTwoFactorChange?: (on: boolean) => void }) {
  const t = useMessages(accountMessages);
  const {
    data: state,
    failed: loadFailed,
    reload: load,
  } = useLoaded(fetchAccount, redirectIfUnauthorised);

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

function Card(props: { id: string; title: string; icon: ReactNode; children: ReactNode }) {
  return <PanelCard className="min-w-0" {...props} />;
}

/** A form's submit button: held, and saying so, while the form's call runs. */
function SubmitButton({
  busy,
  className,
  icon: Icon,
  children,
}: {
  busy: boolean;
  className: string;
  icon?: typeof MailPlus;
  children: ReactNode;
}) {
  const t = useMessages(accountMessages);
  return (
    <button type="submit" className={className} disabled={busy}>
      {Icon && <Icon aria-hidden="true" className="size-4" />}
      {busy ? t.saving : children}
    </button>
  );
}

/** A labelled input with its error tied to it. */
function Field(
  props: { label: string; error?: string } & Omit<
    InputHTMLAttributes<HTMLInputElement>,
    "id" | "className"
  >,
) {
  const id = useId();
  return <AccountInput id={id} className="mt-4" inputClassName="bg-white text-base" {...props} />;
}

interface Setup {
  totpURI: string;
  secret: string;
  backupCodes: string[];
}

function TwoFactorSection({
  enabled,
  onChange,
}: {
  enabled: boolean;
  onChange: (on: boolean) => void;
}) {
  const t = useMessages(accountMessages);
  const { busy, errors, setErrors, run } = useFormCall();
  const [setup, setSetup] = useState<Setup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const codesRef = useRef<HTMLDivElement>(null);
  // Just confirmed: on, even before the account state reloads.
  const on = enabled || codes !== null;

  useEffect(() => {
    if (codes) codesRef.current?.focus();
  }, [codes]);

  async function start(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const password = String(new FormData(form).get("password") ?? "");
    if (!password) return setErrors({ password: t.passwordRequired });
    await run(async () => {
      setSetup(
        await adminFetch<Setup>("/api/admin/account/two-factor/start", {
          method: "POST",
          body: { password },
        }),
      );
      form.reset();
    });
  }

  async function confirm(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const code = String(new FormData(e.currentTarget).get("code") ?? "").replace(/\s+/g, "");
    if (!/^\d{6}$/.test(code)) return setErrors({ code: t.codeRequired });
    await run(async () => {
      await adminFetch("/api/admin/account/two-factor/confirm", {
        method: "POST",
        body: { code },
      });
      toast.success(t.twoFactorEnabled);
      setCodes(setup?.backupCodes ?? []);
      setSetup(null);
      onChange(true);
    });
  }

  async function disable(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const password = String(new FormData(form).get("password") ?? "");
    if (!password) return setErrors({ password: t.passwordRequired });
    await run(async () => {
      await adminFetch("/api/admin/account/two-factor/disable", {
        method: "POST",
        body: { password },
      });
      toast.success(t.twoFactorDisabled);
      form.reset();
      onChange(false);
    });
  }

  function copyCodes() {
    if (!codes) return;
    navigator.clipboard
      ?.writeText(codes.join("\n"))
      .then(() => toast.success(t.codesCopied))
      .catch(() => toast.error(t.genericError));
  }

  function downloadCodes() {
    if (!codes) return;
    const url = URL.createObjectURL(
      new Blob([`${t.backupTitle}\n\n${codes.join("\n")}\n`], {
        type: "text/plain;charset=utf-8",
      }),
    );
    const a = document.createElement("a");
    a.href = url;
    a.download = "rib-warsaw-admin-backup-codes.txt";
    a.click();
    URL.revokeObjectURL(url);
  }

  return (
    <Card
      id="account-2fa-title"
      title={t.twoFactorHeading}
      icon={<ShieldCheck aria-hidden="true" className="size-5" />}
    >
      <p className="mt-2 text-slate-700" data-testid="two-factor-status">
        {on ? t.twoFactorOn : t.twoFactorOff}
      </p>

      {codes && (
        <div
          ref={codesRef}
          tabIndex={-1}
          className="mt-4 rounded-lg border border-amber-400 bg-amber-50 p-4"
          data-testid="backup-codes"
        >
          <h3 className="font-bold text-navy-900">{t.backupTitle}</h3>
          <p className="mt-1 text-sm text-slate-800">{t.backupText}</p>
          <ul className="mt-3 grid grid-cols-2 gap-2 font-mono text-base text-navy-900">
            {codes.map((c) => (
              <li key={c} className="rounded bg-white px-2 py-1 text-center">
                {c}
              </li>
            ))}
          </ul>
          <div className="mt-3 flex flex-wrap gap-2">
            <IconButton icon={Copy} className="btn-secondary min-h-11" onClick={copyCodes}>
              {t.copyCodes}
            </IconButton>
            <IconButton icon={Download} className="btn-secondary min-h-11" onClick={downloadCodes}>
              {t.downloadCodes}
            </IconButton>
            <button type="button" className="btn-primary min-h-11" onClick={() => setCodes(null)}>
              {t.codesSaved}
            </button>
          </div>
        </div>
      )}

      {!on && !setup && (
        <form onSubmit={start} noValidate aria-busy={busy}>
          <p className="mt-3 text-sm text-slate-700">{t.twoFactorStartIntro}</p>
          <Field
            label={t.currentPassword}
            name="password"
            type="password"
            autoComplete="current-password"
            error={errors.password}
            disabled={busy}
          />
          <SubmitButton busy={busy} className="btn-primary mt-4 w-full sm:w-auto">
            {t.startTwoFactor}
          </SubmitButton>
        </form>
      )}

      {!on && setup && (
        <div className="mt-4">
          <h3 className="font-bold text-navy-900">{t.scanTitle}</h3>
          <p className="mt-1 text-sm text-slate-700">{t.scanText}</p>
          <div className="mt-3 flex flex-col items-start gap-4 sm:flex-row">
            <div className="rounded-lg border border-slate-300 p-2">
              <QrCode value={setup.totpURI} label={t.qrLabel} />
            </div>
            <div className="min-w-0">
              <p className="text-sm font-semibold text-navy-900">{t.secretLabel}</p>
              <code
                className="mt-1 block rounded bg-slate-100 px-2 py-1 font-mono text-base break-all text-navy-900"
                data-testid="totp-secret"
                data-secret={setup.secret}
              >
                {setup.secret.match(/.{1,4}/g)?.join(" ")}
              </code>
              <div className="mt-2 flex flex-wrap gap-2">
                {/* On the phone that holds the authenticator, the otpauth:// link opens it (decision 267). */}
                <a
                  href={setup.totpURI}
                  className="btn-primary min-h-11 px-4 py-2 text-sm"
                  data-testid="totp-add-to-app"
                >
                  {t.addToApp}
                </a>
                <button
                  type="button"
                  className="btn-secondary min-h-11 px-4 py-2 text-sm"
                  onClick={() => {
                    navigator.clipboard
                      .writeText(setup.secret)
                      .then(() => toast.success(t.keyCopied))
                      .catch(() => {});
                  }}
                >
                  {t.copyKey}
                </button>
              </div>
              <p className="mt-1 text-sm text-slate-700">{t.addToAppHelp}</p>
            </div>
          </div>
          <form onSubmit={confirm} noValidate aria-busy={busy} className="mt-4">
            <h3 className="font-bold text-navy-900">{t.confirmTitle}</h3>
            <Field
              label={t.code}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={7}
              error={errors.code}
              disabled={busy}
            />
            <div className="mt-4 flex flex-wrap gap-2">
              <SubmitButton busy={busy} className="btn-primary">
                {t.confirmCode}
              </SubmitButton>
              <button
                type="button"
                className="btn-secondary"
                onClick={() => setSetup(null)}
                disabled={busy}
              >
                {t.cancel}
              </button>
            </div>
          </form>
        </div>
      )}

      {enabled && !codes && (
        <form
          onSubmit={disable}
          noValidate
          aria-busy={busy}
          className="mt-4 border-t border-slate-200 pt-4"
        >
          <p className="text-sm text-slate-700">{t.disableIntro}</p>
          <Field
            label={t.currentPassword}
            name="password"
            type="password"
            autoComplete="current-password"
            error={errors.password}
            disabled={busy}
          />
          <SubmitButton busy={busy} className="btn-secondary mt-4 w-full sm:w-auto">
            {t.disableTwoFactor}
          </SubmitButton>
        </form>
      )}
    </Card>
  );
}

function PasswordSection({ onChanged }: { onChanged: () => void }) {
  const t = useMessages(accountMessages);
  const { busy, errors, setErrors, run } = useFormCall();

  async function submit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const data = new FormData(form);
    const currentPassword = String(data.get("currentPassword") ?? "");
    const newPassword = String(data.get("newPassword") ?? "");
    const repeat = String(data.get("repeat") ?? "");
    const next: FieldErrors = {};
    if (!currentPassword) next.currentPassword = t.passwordRequired;
    if (newPassword.length < 12) next.newPassword = t.passwordTooShort;
    else if (repeat !== newPassword) next.repeat = t.passwordsDiffer;
    if (Object.keys(next).length) return setErrors(next);
    await run(async () => {
      await adminFetch("/api/admin/account/password", {
        method: "POST",
        body: { currentPassword, newPassword },
      });
      toast.success(t.passwordChanged);
      form.reset();
      onChanged();
    });
  }

  return (
    <Card
      id="account-password-title"
      title={t.passwordHeading}
      icon={<KeyRound aria-hidden="true" className="size-5" />}
    >
      <p className="mt-2 text-sm text-slate-700">{t.passwordIntro}</p>
      <form onSubmit={submit} noValidate aria-busy={busy}>
        <Field
          label={t.currentPassword}
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          error={errors.currentPassword}
          disabled={busy}
        />
        <Field
          label={t.newPassword}
          name="newPassword"
          type="password"
          autoComplete="new-password"
          error={errors.newPassword}
          disabled={busy}
        />
        <Field
          label={t.repeatPassword}
          name="repeat"
          type="password"
          autoComplete="new-password"
          error={errors.repeat}
          disabled={busy}
        />
        <SubmitButton busy={busy} className="btn-primary mt-4 w-full sm:w-auto">
          {t.changePassword}
        </SubmitButton>
      </form>
    </Card>
  );
}

function SessionsSection({
  sessions,
  onChanged,
}: {
  sessions: SessionRow[];
  onChanged: () => void;
}) {
  const t = useMessages(accountMessages);
  const lang = useLang();
  const fail = useFailure();
  const [busy, setBusy] = useState(false);
  const others = sessions.filter((s) => !s.current).length;

  async function signOutOthers() {
    setBusy(true);
    try {
      const { ended } = await adminFetch<{ ended: number }>(
        "/api/admin/account/sessions/revoke-others",
        { method: "POST", body: {} },
      );
      toast.success(t.signedOutOthers(ended));
      onChanged();
    } catch (err) {
      fail(err);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card
      id="account-sessions-title"
      title={t.sessionsHeading}
      icon={<LogOut aria-hidden="true" className="size-5" />}
    >
      <p className="mt-2 text-sm text-slate-700">{t.sessionsIntro}</p>
      <ul className="mt-3 space-y-2" data-testid="sessions">
        {sessions.map((s) => (
          <li
            key={s.id}
            className="rounded-lg bg-slate-100 p-3 text-sm"
            data-current={s.current || undefined}
          >
            <p className="font-semibold text-navy-900">
              {summariseUserAgent(s.userAgent) ?? t.unknownDevice}
              {s.current && (
                <span className="ml-2 rounded-full bg-river-100 px-2 py-0.5 text-xs font-bold text-navy-900">
                  {t.thisDevice}
                </span>
              )}
            </p>
            <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-slate-700">
              <dt>{t.sessionCreated}</dt>
              <dd>{formatWarsawDateTime(s.createdAt, lang)}</dd>
              <dt>{t.sessionLastActive}</dt>
              <dd>{formatWarsawDateTime(s.lastActiveAt, lang)}</dd>
            </dl>
          </li>
        ))}
      </ul>
      {others === 0 && <p className="mt-3 text-sm text-slate-700">{t.noOtherSessions}</p>}
      <IconButton
        icon={LogOut}
        className="btn-secondary mt-4 w-full sm:w-auto"
        onClick={signOutOthers}
        disabled={busy || others === 0}
      >
        {t.signOutOthers}
      </IconButton>
    </Card>
  );
}

function InvitationsSection() {
  const t = useMessages(accountMessages);
  const lang = useLang();
  const fail = useFailure();
  const [pending, setPending] = useState<PendingInvitation[]>([]);
  const { busy, errors, setErrors, run } = useFormCall();
  const langId = useId();

  const load = useCallback(() => {
    adminFetch<{ invitations: PendingInvitation[] }>("/api/admin/invitations")
      .then(({ invitations }) => setPending(invitations))
      .catch((err) => fail(err));
  }, [fail]);
  useEffect(load, [load]);

  async function invite(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const data = new FormData(form);
    const email = String(data.get("email") ?? "").trim();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return setErrors({ email: t.emailInvalid });
    await run(async () => {
      await adminFetch("/api/admin/invitations", {
        method: "POST",
        body: { email, lang: data.get("lang") },
      });
      toast.success(t.inviteSent(email));
      form.reset();
      load();
    });
  }

  async function revoke(id: number) {
    try {
      await adminFetch(`/api/admin/invitations/${id}`, { method: "DELETE" });
      toast.success(t.revoked);
      load();
    } catch (err) {
      fail(err);
    }
  }

  return (
    <Card
      id="account-invite-title"
      title={t.inviteHeading}
      icon={<MailPlus aria-hidden="true" className="size-5" />}
    >
      <p className="mt-2 text-sm text-slate-700">{t.inviteIntro}</p>
      <form onSubmit={invite} noValidate aria-busy={busy}>
        <Field
          label={t.inviteEmail}
          name="email"
          type="email"
          autoComplete="off"
          inputMode="email"
          error={errors.email}
          disabled={busy}
        />
        <label htmlFor={langId} className="mt-4 block text-sm font-semibold text-navy-900">
          {t.inviteLanguage}
        </label>
        <select
          id={langId}
          name="lang"
          defaultValue={lang}
          disabled={busy}
          className={adminControl}
        >
          <option value="pl">{t.langPl}</option>
          <option value="en">{t.langEn}</option>
        </select>
        <SubmitButton busy={busy} className="btn-primary mt-4 w-full sm:w-auto" icon={MailPlus}>
          {t.sendInvite}
        </SubmitButton>
      </form>
      <h3 className="mt-6 font-bold text-navy-900">{t.pendingHeading}</h3>
      {pending.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">{t.noPending}</p>
      ) : (
        <ul className="mt-2 space-y-2" data-testid="pending-invitations">
          {pending.map((i) => (
            <li
              key={i.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-slate-100 p-3 text-sm"
            >
              <div className="min-w-0">
                <p className="font-semibold break-all text-navy-900">{i.email}</p>
                <p className="text-slate-700">
                  {t.expires}: {formatWarsawDateTime(i.expiresAt, lang)}
                </p>
              </div>
              <IconButton
                icon={Trash2}
                className="btn-secondary min-h-11"
                onClick={() => revoke(i.id)}
                aria-label={t.revokeLabel(i.email)}
              >
                {t.revoke}
              </IconButton>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
