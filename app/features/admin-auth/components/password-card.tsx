import KeyRound from "lucide-react/icons/key-round";
import { toast } from "sonner";
import { parseForm } from "~/components/ui/form-issues";
import { useFormCall } from "~/components/ui/use-form-call";
import { passwordFormSchema } from "../account-schema";
import { accountApi } from "../api/account";
import { useLang, useMessages } from "~/lib/i18n/use-lang";
import { accountMessages } from "../messages";
import { Card, PasswordField, SubmitButton } from "./account-kit";

/** Changing the password (current one, new one twice). */
export function PasswordSection({ onChanged }: { onChanged: () => void }) {
  const t = useMessages(accountMessages);
  const lang = useLang();
  const { busy, errors, setErrors, run, formRef } = useFormCall();

  async function submit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const body = parseForm(form, passwordFormSchema(lang), setErrors);
    if (!body) return;
    await run(async () => {
      await accountApi.changePassword(body.currentPassword, body.newPassword);
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
      <form ref={formRef} onSubmit={submit} noValidate aria-busy={busy}>
        {(
          [
            ["currentPassword", t.currentPassword, false],
            ["newPassword", t.newPassword, true],
            ["repeat", t.repeatPassword, true],
          ] as const
        ).map(([name, label, fresh]) => (
          <PasswordField
            key={name}
            label={label}
            name={name}
            fresh={fresh}
            error={errors[name]}
            disabled={busy}
          />
        ))}
        <SubmitButton busy={busy} className="btn-primary mt-4 w-full sm:w-auto">
          {t.changePassword}
        </SubmitButton>
      </form>
    </Card>
  );
}
