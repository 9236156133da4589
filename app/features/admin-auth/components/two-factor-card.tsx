import ShieldCheck from "lucide-react/icons/shield-check";
import { useState, type FormEvent, type ReactNode, type Ref } from "react";
import { toast } from "sonner";
import { accountApi, type TwoFactorSetup } from "../api/account";
import { useMessages } from "~/lib/i18n/use-lang";
import { passwordOnlySchema, twoFactorCodeSchema } from "../account-schema";
import { accountMessages } from "../messages";
import { Card, Field, PasswordField, SubmitButton, useAccountForm } from "./account-kit";
import { BackupCodes } from "./backup-codes";
import { QrCode } from "./qr-code";

type Setup = TwoFactorSetup;

/** Two-step sign-in: start (password), scan and confirm, backup codes, switch off. */
export function TwoFactorSection({
  enabled,
  onChange,
}: {
  enabled: boolean;
  onChange: (on: boolean) => void;
}) {
  const t = useMessages(accountMessages);
  const { busy, errors, submit, formRef } = useAccountForm();
  const [setup, setSetup] = useState<Setup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  // Just confirmed: on, even before the account state reloads.
  const on = enabled || codes !== null;

  const start = submit(passwordOnlySchema, async ({ password }, form) => {
    setSetup(await accountApi.startTwoFactor(password));
    form.reset();
  });
  const confirm = submit(twoFactorCodeSchema, async ({ code }) => {
    await accountApi.confirmTwoFactor(code);
    toast.success(t.twoFactorEnabled);
    setCodes(setup?.backupCodes ?? []);
    setSetup(null);
    onChange(true);
  });
  const disable = submit(passwordOnlySchema, async ({ password }, form) => {
    await accountApi.disableTwoFactor(password);
    toast.success(t.twoFactorDisabled);
    form.reset();
    onChange(false);
  });

  return (
    <Card id="account-2fa-title" title={t.twoFactorHeading} icon={ShieldCheck}>
      <p className="mt-2 text-slate-700" data-testid="two-factor-status">
        {on ? t.twoFactorOn : t.twoFactorOff}
      </p>

      {codes && <BackupCodes codes={codes} onSaved={() => setCodes(null)} />}

      {!on && !setup && (
        <PasswordStepForm
          formRef={formRef}
          onSubmit={start}
          busy={busy}
          error={errors.password}
          intro={<p className="mt-3 text-sm text-slate-700">{t.twoFactorStartIntro}</p>}
          buttonClassName="btn-primary"
        >
          {t.startTwoFactor}
        </PasswordStepForm>
      )}

      {!on && setup && (
        <div className="mt-4">
          <h3 className="font-bold text-navy-900">{t.scanTitle}</h3>
          <p className="mt-1 text-sm text-slate-700">{t.scanText}</p>
          <AuthenticatorKey setup={setup} />
          <form ref={formRef} onSubmit={confirm} noValidate aria-busy={busy} className="mt-4">
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
        <PasswordStepForm
          formRef={formRef}
          onSubmit={disable}
          busy={busy}
          error={errors.password}
          intro={<p className="text-sm text-slate-700">{t.disableIntro}</p>}
          className="mt-4 border-t border-slate-200 pt-4"
          buttonClassName="btn-secondary"
        >
          {t.disableTwoFactor}
        </PasswordStepForm>
      )}
    </Card>
  );
}

/** A step that asks for the current password first: turning two-step sign-in on, or off. */
function PasswordStepForm({
  formRef,
  onSubmit,
  busy,
  error,
  intro,
  className,
  buttonClassName,
  children,
}: {
  formRef: Ref<HTMLFormElement>;
  onSubmit: (e: FormEvent<HTMLFormElement>) => void;
  busy: boolean;
  error?: string;
  intro: ReactNode;
  className?: string;
  buttonClassName: string;
  children: ReactNode;
}) {
  const t = useMessages(accountMessages);
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-busy={busy} className={className}>
      {intro}
      <PasswordField label={t.currentPassword} name="password" error={error} disabled={busy} />
      <SubmitButton busy={busy} className={`${buttonClassName} mt-4 w-full sm:w-auto`}>
        {children}
      </SubmitButton>
    </form>
  );
}

/** The new authenticator's key: its QR code, the key in groups, and links to add or copy it. */
function AuthenticatorKey({ setup }: { setup: Setup }) {
  const t = useMessages(accountMessages);
  return (
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
  );
}
