import Trash2 from "lucide-react/icons/trash-2";
import Users from "lucide-react/icons/users";
import { useCallback, useEffect, useState } from "react";
import { toast } from "sonner";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { IconButton } from "~/components/ui/icon-button";
import { PanelCard } from "~/components/ui/panel-card";
import type { Lang } from "~/lib/i18n/lang";
import { useLang, useMessages } from "~/lib/i18n/use-lang";
import { accountMessages } from "../messages";
import { AccountApiError, accountFetch, leaveIfSignedOut } from "./account-api";

interface AdministratorRow {
  id: string;
  email: string;
  createdAt: string;
  twoFactorEnabled: boolean;
  lastSignInAt: string | null;
  self: boolean;
}

function formatDate(iso: string, lang: Lang): string {
  return new Intl.DateTimeFormat(lang === "en" ? "en-GB" : "pl-PL", {
    dateStyle: "medium",
    timeStyle: "short",
  }).format(new Date(iso));
}

/**
 * The "Administratorzy" / "Administrators" card of the Account tab (decision 221): everyone with
 * access to the panel, with when they were added, two-step sign-in on or off and their last
 * sign-in, and a Remove button (with a confirmation) on every entry but your own. Pending
 * invitations are withdrawn in the invitations card beside it.
 */
export function AdministratorsCard() {
  const t = useMessages(accountMessages);
  const lang = useLang();
  const [items, setItems] = useState<AdministratorRow[] | null>(null);
  const [removing, setRemoving] = useState<AdministratorRow | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(() => {
    accountFetch<{ items: AdministratorRow[] }>("/api/admin/administrators")
      .then(({ items }) => setItems(items))
      .catch((err) => {
        if (!leaveIfSignedOut(err))
          toast.error(err instanceof AccountApiError ? err.message : t.genericError);
      });
  }, [t]);
  useEffect(load, [load]);

  async function remove() {
    if (!removing) return;
    setBusy(true);
    try {
      await accountFetch(`/api/admin/administrators/${encodeURIComponent(removing.id)}`, {
        method: "DELETE",
      });
      toast.success(t.adminRemoved(removing.email));
      setRemoving(null);
      load();
    } catch (err) {
      if (!leaveIfSignedOut(err))
        toast.error(err instanceof AccountApiError ? err.message : t.genericError);
      setRemoving(null);
    } finally {
      setBusy(false);
    }
  }

  return (
    <PanelCard
      className="min-w-0"
      id="account-admins-title"
      title={t.adminsHeading}
      icon={<Users aria-hidden="true" className="size-5" />}
    >
      <p className="mt-2 text-sm text-slate-700">{t.adminsIntro}</p>
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
                  {a.self && (
                    <span className="ml-2 rounded-full bg-river-100 px-2 py-0.5 text-xs font-bold text-navy-900">
                      {t.adminYou}
                    </span>
                  )}
                </p>
                <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-slate-700">
                  <dt>{t.adminAdded}</dt>
                  <dd>{formatDate(a.createdAt, lang)}</dd>
                  <dt>{t.adminLastSignIn}</dt>
                  <dd>
                    {a.lastSignInAt ? formatDate(a.lastSignInAt, lang) : t.adminNeverSignedIn}
                  </dd>
                </dl>
                <p className="mt-1 text-slate-700">
                  {a.twoFactorEnabled ? t.adminTwoFactorOn : t.adminTwoFactorOff}
                </p>
              </div>
              {!a.self && (
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
    </PanelCard>
  );
}
