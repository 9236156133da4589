import type MailPlus from "lucide-react/icons/mail-plus";
import { useId, type InputHTMLAttributes, type ReactNode } from "react";
import { AccountInput } from "~/components/ui/admin-field";
import { PanelCard } from "~/components/ui/panel-card";
import { useMessages } from "~/lib/i18n/use-lang";
import { accountMessages } from "../messages";

/* The Account tab's small form kit: its card, a labelled input, a submit button that says "Zapisywanie...". */

/** A card of the Account tab. */
export function Card(props: { id: string; title: string; icon: ReactNode; children: ReactNode }) {
  return <PanelCard className="min-w-0" {...props} />;
}

/** A form's submit button: held, and saying so, while the form's call runs. */
export function SubmitButton({
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
export function Field(
  props: { label: string; error?: string } & Omit<
    InputHTMLAttributes<HTMLInputElement>,
    "id" | "className"
  >,
) {
  const id = useId();
  return <AccountInput id={id} className="mt-4" inputClassName="bg-white text-base" {...props} />;
}

/**
 * A password field of the account cards: the current password (what a change, two-step sign-in
 * on or off asks first) or a new one, so the browser's password manager fills the right one.
 */
export function PasswordField({
  label,
  name,
  fresh = false,
  error,
  disabled,
}: {
  label: string;
  name: string;
  /** A new password (autocomplete "new-password"), else the current one. */
  fresh?: boolean;
  error?: string;
  disabled: boolean;
}) {
  return (
    <Field
      label={label}
      name={name}
      type="password"
      autoComplete={fresh ? "new-password" : "current-password"}
      error={error}
      disabled={disabled}
    />
  );
}
