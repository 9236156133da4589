import { useState } from "react";
import { toast } from "sonner";
import { Spinner } from "~/components/ui/spinner";
import { formatWarsawDateTime } from "~/lib/i18n/format-time";
import { useLang, useMessages } from "~/lib/i18n/use-lang";
import { panelNoticeScopes, type Notice, type NoticeScope } from "../model";
import { noticesMessages } from "../messages";
import { deleteNotice, lastNoticeEntry, putNotice, revertEntry } from "../api/notices";
import { NoticeForm } from "./notice-form";
import { endOfWarsawDay, statusOf } from "./notice-status";
import { handleSaveError } from "~/components/ui/panel-save";
import { useNotices } from "../api/use-notices";

/** How long the toast with "Cofnij" after a one-tap notice stays (ms). */
const UNDO_WINDOW = 15_000;

/**
 * The notices, one card per scope (decision 231). "Cancelled today: strong wind" sets that
 * notice until the end of the day in one tap, named by its place, and the toast that confirms it
 * offers "Cofnij" at once (issue 34, item 18); anything else goes through the form.
 */
export function NoticesSection() {
  const t = useMessages(noticesMessages);
  const lang = useLang();
  const { items, failed, replace, reload, locations } = useNotices();
  const [editing, setEditing] = useState<NoticeScope | null>(null);
  const [busy, setBusy] = useState<NoticeScope | null>(null);

  async function save(scope: NoticeScope, body: unknown) {
    replace(scope, await putNotice(scope, body));
    toast.success(t.savedTitle, { description: t.notices.saved });
  }

  async function undo(entry: number) {
    try {
      await revertEntry(entry);
      reload();
      toast.success(t.savedTitle, { description: t.notices.undone });
    } catch (err) {
      handleSaveError(err, t.errorTitle, () => {});
    }
  }

  /** Runs one of a card's buttons: that card held while it runs, a failure as a toast. */
  async function act(scope: NoticeScope, call: () => Promise<void>) {
    setBusy(scope);
    try {
      await call();
    } catch (err) {
      handleSaveError(err, t.errorTitle, () => {});
    }
    setBusy(null);
  }

  const cancelToday = (scope: NoticeScope) =>
    act(scope, async () => {
      replace(
        scope,
        await putNotice(scope, {
          kind: "cancelled",
          message_pl: t.notices.cancelTodayText,
          message_en: t.notices.cancelTodayTextEn,
          until: endOfWarsawDay(),
        }),
      );
      setEditing(null);
      const entry = await lastNoticeEntry(scope).catch(() => null);
      toast.success(t.savedTitle, {
        description: t.notices.saved,
        duration: UNDO_WINDOW,
        action: entry ? { label: t.notices.undo, onClick: () => void undo(entry) } : undefined,
      });
    });

  const remove = (scope: NoticeScope) =>
    act(scope, async () => {
      await deleteNotice(scope);
      replace(scope, null);
      toast.success(t.savedTitle, { description: t.notices.removed });
    });

  if (failed) return <p className="rounded-xl bg-white p-6 text-slate-700">{t.loadFailed}</p>;
  if (!items) return <Spinner label={t.loading} />;
  const now = Date.now();

  return (
    <ul className="mt-4 grid gap-4 lg:grid-cols-2">
      {panelNoticeScopes(locations, lang, t.notices.scopes).map(({ scope, name }) => (
        <NoticeCard
          key={scope}
          scope={scope}
          name={name}
          notice={items.find((x) => x.scope === scope) ?? null}
          now={now}
          busy={busy === scope}
          editing={editing === scope}
          onEdit={() => setEditing(scope)}
          onCancelEdit={() => setEditing(null)}
          onSave={async (body) => {
            await save(scope, body);
            setEditing(null);
          }}
          onCancelToday={() => cancelToday(scope)}
          onRemove={() => remove(scope)}
        />
      ))}
    </ul>
  );
}

/** One scope's card: what shows now, and its buttons or its form. */
function NoticeCard({
  scope,
  name,
  notice: n,
  now,
  busy,
  editing,
  onEdit,
  onCancelEdit,
  onSave,
  onCancelToday,
  onRemove,
}: {
  scope: NoticeScope;
  /** The place's name in the panel's language (decision 403). */
  name: string;
  notice: Notice | null;
  now: number;
  busy: boolean;
  editing: boolean;
  onEdit: () => void;
  onCancelEdit: () => void;
  onSave: (body: unknown) => Promise<void>;
  onCancelToday: () => void;
  onRemove: () => void;
}) {
  const t = useMessages(noticesMessages);
  const lang = useLang();
  const status = n ? statusOf(n, now) : null;
  const headingId = `notice-${scope}-heading`;
  return (
    <li
      className="rounded-xl bg-white p-4 shadow-sm sm:p-5"
      data-testid={`notice-${scope}`}
      aria-labelledby={headingId}
    >
      <h3 id={headingId} className="text-lg font-bold text-navy-900">
        {name}
      </h3>
      <p className="text-sm text-slate-700">
        {(t.notices.scopeHint as Record<string, string>)[scope] ?? t.notices.addedHint(name)}
      </p>
      {n && status ? (
        <div
          className={`mt-3 rounded-lg p-3 ${status === "on" ? (n.kind === "cancelled" ? "bg-signal-700 text-white" : "bg-river-100 text-navy-900") : "bg-slate-100 text-slate-800"}`}
        >
          <p className="text-sm font-semibold">
            {t.notices[status]} · {t.notices.kinds[n.kind]}
          </p>
          <p className="mt-1 font-semibold break-words">{n.message_pl}</p>
          {n.message_en ? <p className="mt-1 break-words opacity-90">{n.message_en}</p> : null}
          <p className="mt-1 text-sm">
            {n.from ? `${t.notices.from(formatWarsawDateTime(n.from, lang))} ` : ""}
            {t.notices.until(formatWarsawDateTime(n.until, lang))}
          </p>
        </div>
      ) : (
        <p className="mt-3 text-slate-700">{t.notices.none}</p>
      )}
      {editing ? (
        <NoticeForm scope={scope} initial={n} onCancel={onCancelEdit} onSave={onSave} />
      ) : (
        <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          {scope !== "all" ? (
            <button
              type="button"
              className="btn-primary"
              disabled={busy}
              // Three of these sit one under another on a phone: each is named by its place.
              aria-label={t.notices.cancelTodayLabel(name)}
              onClick={onCancelToday}
            >
              {t.notices.cancelToday}
            </button>
          ) : null}
          <button type="button" className="btn-secondary" disabled={busy} onClick={onEdit}>
            {n ? t.notices.change : t.notices.edit}
          </button>
          {n ? (
            <button type="button" className="btn-secondary" disabled={busy} onClick={onRemove}>
              {t.notices.remove}
            </button>
          ) : null}
        </div>
      )}
    </li>
  );
}
