import Fingerprint from "lucide-react/icons/fingerprint-pattern";
import Trash2 from "lucide-react/icons/trash-2";
import { useId, useState } from "react";
import { toast } from "sonner";
import { AccountInput } from "~/components/ui/admin-field";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { IconButton } from "~/components/ui/icon-button";
import { Card, useAccountForm } from "./account-kit";
import { formatWarsawDateTime } from "~/lib/i18n/format-time";
import { useLang, useMessages } from "~/lib/i18n/use-lang";
import { accountMessages, type AccountMessages } from "../messages";
import { AdminApiError } from "~/lib/admin-api-client";
import { accountApi, type PasskeyRow } from "../api/account";
import { passkeyOptionsSchema } from "../account-schema";
import { createPasskey, PasskeyDeviceError } from "./passkey-browser";

type FieldErrors = Partial<Record<"name" | "password", string>>;

function deviceMessage(problem: PasskeyDeviceError["problem"], t: AccountMessages): string {
  return problem === "unsupported"
    ? t.passkeyUnsupported
    : problem === "already-registered"
      ? t.passkeyAlreadyOnDevice
      : t.passkeyCancelled;
}

/**
 * The "Klucze dostępu (passkeys)" / "Passkeys" card of the Account tab (decision 268): the
 * administrator's passkeys with when each was added and last used, Remove with a confirmation,
 * and adding one (current password and a name, then the device's fingerprint, face or PIN).
 * Every add and removal is audit-logged on the server.
 */
export function PasskeysCard({
  passkeys,
  onChanged,
}: {
  passkeys: PasskeyRow[];
  onChanged: () => void;
}) {
  const t = useMessages(accountMessages);
  const { busy, errors, run, submit, formRef } = useAccountForm<FieldErrors>();
  const [removing, setRemoving] = useState<PasskeyRow | null>(null);
  const nameId = useId();
  const passwordId = useId();

  function failed(err: unknown, show: (e: FieldErrors) => void) {
    if (err instanceof PasskeyDeviceError) toast.error(deviceMessage(err.problem, t));
    else if (err instanceof AdminApiError && err.fieldErrors) show(err.fieldErrors);
    else toast.error(err instanceof AdminApiError ? err.message : t.genericError);
  }

  const add = submit(
    passkeyOptionsSchema,
    async ({ name, password }, form) => {
      const options = await accountApi.passkeyOptions(name, password);
      const response = await createPasskey(options);
      const passkey = await accountApi.addPasskey(name, response);
      toast.success(t.passkeyAdded(passkey.name ?? name));
      form.reset();
      onChanged();
    },
    { fail: failed },
  );

  async function remove() {
    if (!removing) return;
    const { id, name } = removing;
    await run(
      async () => {
        await accountApi.removePasskey(id);
        toast.success(t.passkeyRemoved(name ?? t.unnamedPasskey));
        onChanged();
      },
      { fail: failed },
    );
    setRemoving(null);
  }

  return (
    <Card
      id="account-passkeys-title"
      title={t.passkeysHeading}
      icon={Fingerprint}
      intro={t.passkeysIntro}
    >
      {passkeys.length === 0 ? (
        <p className="mt-3 text-sm text-slate-700">{t.noPasskeys}</p>
      ) : (
        <ul className="mt-3 space-y-2" data-testid="passkeys">
          {passkeys.map((p) => {
            const name = p.name ?? t.unnamedPasskey;
            return (
              <PasskeyItem
                key={p.id}
                passkey={p}
                name={name}
                busy={busy}
                onRemove={() => setRemoving(p)}
              />
            );
          })}
        </ul>
      )}
      <form
        ref={formRef}
        onSubmit={add}
        noValidate
        aria-busy={busy}
        className="mt-4 border-t border-slate-200 pt-4"
      >
        <h3 className="font-bold text-navy-900">{t.addPasskey}</h3>
        <p className="mt-1 text-sm text-slate-700">{t.addPasskeyIntro}</p>
        <AccountInput
          id={nameId}
          className="mt-4"
          inputClassName="bg-white text-base"
          label={t.passkeyName}
          hint={t.passkeyNameHelp}
          name="name"
          autoComplete="off"
          maxLength={50}
          error={errors.name}
          disabled={busy}
        />
        <AccountInput
          id={passwordId}
          className="mt-4"
          inputClassName="bg-white text-base"
          label={t.currentPassword}
          name="password"
          type="password"
          autoComplete="current-password"
          error={errors.password}
          disabled={busy}
        />
        <button type="submit" className="btn-primary mt-4 w-full sm:w-auto" disabled={busy}>
          <Fingerprint aria-hidden="true" className="size-4" />
          {busy && !removing ? t.saving : t.addPasskey}
        </button>
      </form>
      <ConfirmDialog
        open={removing !== null}
        busy={busy}
        title={removing ? t.removePasskeyTitle(removing.name ?? t.unnamedPasskey) : ""}
        description={t.removePasskeyText}
        cancelLabel={t.cancel}
        actionLabel={t.removePasskeyConfirm}
        onConfirm={remove}
        onDismiss={() => setRemoving(null)}
      />
    </Card>
  );
}

/** One passkey: its name, when it was added and last used, and its remove button. */
function PasskeyItem({
  passkey: p,
  name,
  busy,
  onRemove,
}: {
  passkey: PasskeyRow;
  name: string;
  busy: boolean;
  onRemove: () => void;
}) {
  const t = useMessages(accountMessages);
  const lang = useLang();
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-slate-100 p-3 text-sm">
      <div className="min-w-0">
        <p className="font-semibold break-all text-navy-900">{name}</p>
        <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-slate-700">
          {p.createdAt && (
            <>
              <dt>{t.passkeyCreated}</dt>
              <dd>{formatWarsawDateTime(p.createdAt, lang)}</dd>
            </>
          )}
          <dt>{t.passkeyLastUsed}</dt>
          <dd>{p.lastUsedAt ? formatWarsawDateTime(p.lastUsedAt, lang) : t.passkeyNeverUsed}</dd>
        </dl>
      </div>
      <IconButton
        icon={Trash2}
        className="btn-secondary min-h-11"
        onClick={onRemove}
        disabled={busy}
        aria-label={t.removePasskeyLabel(name)}
      >
        {t.removePasskey}
      </IconButton>
    </li>
  );
}
