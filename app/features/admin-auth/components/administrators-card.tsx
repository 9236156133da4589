import Trash2 from "lucide-react/icons/trash-2";
import Users from "lucide-react/icons/users";
import { useCallback, useEffect, useState } from "react";
import { toast } from "sonner";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { IconButton } from "~/components/ui/icon-button";
import { Card } from "./account-kit";
import { useFormCall } from "~/components/ui/use-form-call";
import { formatWarsawDateTime } from "~/lib/i18n/format-time";
import { useLang, useMessages } from "~/lib/i18n/use-lang";
import { accountMessages } from "../messages";
import { AdminApiError, redirectIfUnauthorised } from "~/lib/admin-api-client";
import { administratorsApi, type AdministratorRow } from "../api/administrators";

/**
 * The "Administratorzy" / "Administrators" card of the Account tab (decision 221): everyone with
 * access to the panel, with when they were added, two-step sign-in on or off and their last
 * sign-in, and a Remove button (with a confirmation) on every entry but your own and the owner's
 * (the ADMIN_EMAIL account the server refuses to remove; the entry says why, issue 34 item 16). Pending
 * invitations are withdrawn in the invitations card beside it.
 */
export function AdministratorsCard() {
  const t = useMessages(accountMessages);
  const lang = useLang();
  const [items, setItems] = useState<AdministratorRow[] | null>(null);
  const [removing, setRemoving] = useState<AdministratorRow | null>(null);
  const { busy, run } = useFormCall();

  const load = useCallback(() => {
    administratorsApi
      .list()
      .then(setItems)
      .catch((err) => {
        if (!redirectIfUnauthorised(err))
          toast.error(err instanceof AdminApiError ? err.message : t.genericError);
      });
  }, [t]);
  useEffect(load, [load]);

  async function remove() {
    if (!removing) return;
    const { id, email } = removing;
    await run(
      async () => {
        await administratorsApi.remove(id);
        load();
      },
      { success: t.adminRemoved(email) },
    );
    setRemoving(null);
  }

  return (
    <Card id="account-admins-title" title={t.adminsHeading} icon={Users} intro={t.adminsIntro}>
      {items === null ? (
        <p className="mt-3 text-sm text-slate-700">…</p>
      ) : (
        <ul className="mt-3 space-y-2" data-testid="administrators">
          {items.map((a) => (
            <li
              key={a.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-slate-100 p-3 text-sm"
              data-self={a.self || undefined}
            >
              <div className="min-w-0">
                <p className="font-semibold break-all text-navy-900">
                  {a.email}
                  {a.owner && (
                    <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-bold text-navy-900">
                      {t.adminOwner}
                    </span>
                  )}
                  {a.self && (
                    <span className="ml-2 rounded-full bg-river-100 px-2 py-0.5 text-xs font-bold text-navy-900">
                      {t.adminYou}
                    </span>
                  )}
                </p>
                <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-slate-700">
                  <dt>{t.adminAdded}</dt>
                  <dd>{formatWarsawDateTime(a.createdAt, lang)}</dd>
                  <dt>{t.adminLastSignIn}</dt>
                  <dd>
                    {a.lastSignInAt
                      ? formatWarsawDateTime(a.lastSignInAt, lang)
                      : t.adminNeverSignedIn}
                  </dd>
                </dl>
                <p className="mt-1 text-slate-700">
                  {a.twoFactorEnabled ? t.adminTwoFactorOn : t.adminTwoFactorOff}
                </p>
              </div>
              {a.owner && !a.self && (
                <p className="w-full text-slate-700" data-testid="owner-kept">
                  {t.adminOwnerKept}
                </p>
              )}
              {!a.self && !a.owner && (
                <IconButton
                  icon={Trash2}
                  className="btn-secondary min-h-11"
                  onClick={() => setRemoving(a)}
                  aria-label={t.adminRemoveLabel(a.email)}
                >
                  {t.adminRemove}
                </IconButton>
              )}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={removing !== null}
        busy={busy}
        title={t.adminRemoveConfirmTitle}
        description={removing ? t.adminRemoveConfirm(removing.email) : ""}
        cancelLabel={t.cancel}
        actionLabel={t.adminRemove}
        onConfirm={remove}
        onDismiss={() => setRemoving(null)}
      />
    </Card>
  );
}
