import MailPlus from "lucide-react/icons/mail-plus";
import Trash2 from "lucide-react/icons/trash-2";
import { useCallback, useEffect, useId, useState } from "react";
import { toast } from "sonner";
import { adminControl } from "~/components/ui/admin-field";
import { IconButton } from "~/components/ui/icon-button";
import { AdminApiError, redirectIfUnauthorised } from "~/lib/admin-api-client";
import { invitationsApi, type PendingInvitation } from "../api/administrators";
import { invitationCreateSchema } from "../account-schema";
import { formatWarsawDateTime } from "~/lib/i18n/format-time";
import { useLang, useMessages } from "~/lib/i18n/use-lang";
import { accountMessages } from "../messages";
import { Card, Field, SubmitButton, useAccountForm } from "./account-kit";

/** Inviting another administrator, and the invitations still open. */
export function InvitationsSection() {
  const t = useMessages(accountMessages);
  const lang = useLang();
  const [pending, setPending] = useState<PendingInvitation[]>([]);
  const { busy, errors, run, submit, formRef } = useAccountForm();
  const langId = useId();

  const load = useCallback(() => {
    invitationsApi
      .list()
      .then(setPending)
      .catch((err) => {
        if (!redirectIfUnauthorised(err))
          toast.error(err instanceof AdminApiError ? err.message : t.genericError);
      });
  }, [t]);
  useEffect(load, [load]);

  const invite = submit(invitationCreateSchema, async (body, form) => {
    await invitationsApi.create(body.email, body.lang);
    toast.success(t.inviteSent(body.email));
    form.reset();
    load();
  });

  async function revoke(id: number) {
    await run(
      async () => {
        await invitationsApi.revoke(id);
        load();
      },
      { success: t.revoked },
    );
  }

  return (
    <Card id="account-invite-title" title={t.inviteHeading} icon={MailPlus} intro={t.inviteIntro}>
      <form ref={formRef} onSubmit={invite} noValidate aria-busy={busy}>
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
