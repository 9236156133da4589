import KeyRound from "lucide-react/icons/key-round";
import { toast } from "sonner";
import { passwordFormSchema } from "../account-schema";
import { accountApi } from "../api/account";
import { useMessages } from "~/lib/i18n/use-lang";
import { accountMessages } from "../messages";
import { Card, PasswordField, SubmitButton, useAccountForm } from "./account-kit";

/** Changing the password (current one, new one twice). */
export function PasswordSection({ onChanged }: { onChanged: () => void }) {
  const t = useMessages(accountMessages);
  const { busy, errors, submit, formRef } = useAccountForm();
  const change = submit(passwordFormSchema, async (body, form) => {
    await accountApi.changePassword(body.currentPassword, body.newPassword);
    toast.success(t.passwordChanged);
    form.reset();
    onChanged();
  });

  return (
    <Card
      id="account-password-title"
      title={t.passwordHeading}
      icon={KeyRound}
      intro={t.passwordIntro}
    >
      <form ref={formRef} onSubmit={change} noValidate aria-busy={busy}>
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
