import type MailPlus from "lucide-react/icons/mail-plus";
import { useId, type FormEvent, type InputHTMLAttributes, type ReactNode } from "react";
import { AccountInput } from "~/components/ui/admin-field";
import { parseForm, type FormSchema } from "~/components/ui/form-issues";
import { PanelCard } from "~/components/ui/panel-card";
import { useFormCall, type FieldErrors, type FormCallOptions } from "~/components/ui/use-form-call";
import type { Lang } from "~/lib/i18n/lang";
import { useLang, useMessages } from "~/lib/i18n/use-lang";
import { accountMessages } from "../messages";

/* The Account tab's small form kit: its card, a labelled input, a submit button that says "Zapisywanie...". */

/** A card of the Account tab: the icon before its title, an optional introduction under it. */
export function Card({
  id,
  title,
  icon: Icon,
  intro,
  children,
}: {
  id: string;
  title: string;
  icon: typeof MailPlus;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <PanelCard
      className="min-w-0"
      id={id}
      title={title}
      icon={<Icon aria-hidden="true" className="size-5" />}
    >
      {intro && <p className="mt-2 text-sm text-slate-700">{intro}</p>}
      {children}
    </PanelCard>
  );
}

/**
 * An account form's call (`useFormCall`) with `submit(schema, action)`: the submit handler that
 * checks the fields in the browser with the route's schema, then runs `action` with the parsed
 * body and the form (to reset it) while the form is held.
 */
export function useAccountForm<E extends FieldErrors = FieldErrors>() {
  const lang = useLang();
  const call = useFormCall<E>();
  const submit =
    <T,>(
      schema: (lang: Lang) => FormSchema<T>,
      action: (body: T, form: HTMLFormElement) => Promise<void>,
      options?: FormCallOptions,
    ) =>
    async (e: FormEvent<HTMLFormElement>) => {
      e.preventDefault();
      const form = e.currentTarget;
      const body = parseForm(form, schema(lang), (errors) => call.setErrors(errors as E));
      if (!body) return;
      await call.run(() => action(body, form), options);
    };
  return { ...call, submit };
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
