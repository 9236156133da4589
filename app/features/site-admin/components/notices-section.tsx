import { useEffect, useState } from "react";
import { toast } from "sonner";
import { AdminField } from "~/components/ui/admin-field";
import { Spinner } from "~/components/ui/spinner";
import { adminFetch, redirectIfUnauthorised } from "~/lib/admin-api-client";
import { formatWarsawDateTime, warsawDay } from "~/lib/i18n/format-time";
import { useLang, useMessages } from "~/lib/i18n/use-lang";
import {
  NOTICE_SCOPES,
  type Notice,
  type NoticeKind,
  type NoticeScope,
} from "~/lib/site-data/notices";
import { warsawOffset } from "~/lib/site-data/promo-events";
import { siteAdminMessages } from "../messages";
import { control, handleSaveError, isoToLocal, localToIso } from "./shared";

/** 23:59 today in Warsaw, as ISO 8601 with Warsaw's offset. */
function endOfWarsawDay(): string {
  const day = warsawDay();
  return new Date(`${day}T23:59:00${warsawOffset(day, "23:59")}`).toISOString();
}

function statusOf(n: Notice, now: number): "on" | "scheduled" | "ended" {
  if (Date.parse(n.until) <= now) return "ended";
  if (n.from && Date.parse(n.from) > now) return "scheduled";
  return "on";
}

interface Draft {
  kind: NoticeKind;
  message_pl: string;
  message_en: string;
  from: string;
  until: string;
}

/**
 * The notices, one card per scope (decision 231). "Cancelled today: strong wind" sets that
 * notice until the end of the day in one tap; anything else goes through the form.
 */
export function NoticesSection() {
  const t = useMessages(siteAdminMessages);
  const lang = useLang();
  const [items, setItems] = useState<Notice[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [editing, setEditing] = useState<NoticeScope | null>(null);
  const [busy, setBusy] = useState<NoticeScope | null>(null);

  useEffect(() => {
    adminFetch<{ items: Notice[] }>("/api/admin/notices")
      .then((r) => setItems(r.items))
      .catch((err) => {
        if (!redirectIfUnauthorised(err)) setFailed(true);
      });
  }, []);

  function replace(scope: NoticeScope, notice: Notice | null) {
    setItems((all) => [
      ...(all ?? []).filter((n) => n.scope !== scope),
      ...(notice ? [notice] : []),
    ]);
  }

  async function put(scope: NoticeScope, body: unknown): Promise<Notice> {
    const { notice } = await adminFetch<{ notice: Notice }>(`/api/admin/notices/${scope}`, {
      method: "PUT",
      body,
    });
    replace(scope, notice);
    toast.success(t.savedTitle, { description: t.notices.saved });
    return notice;
  }

  async function cancelToday(scope: NoticeScope) {
    setBusy(scope);
    try {
      await put(scope, {
        kind: "cancelled",
        message_pl: t.notices.cancelTodayText,
        message_en: t.notices.cancelTodayTextEn,
        until: endOfWarsawDay(),
      });
      setEditing(null);
    } catch (err) {
      handleSaveError(err, t.errorTitle, () => {});
    } finally {
      setBusy(null);
    }
  }

  async function remove(scope: NoticeScope) {
    setBusy(scope);
    try {
      await adminFetch(`/api/admin/notices/${scope}`, { method: "DELETE" });
      replace(scope, null);
      toast.success(t.savedTitle, { description: t.notices.removed });
    } catch (err) {
      handleSaveError(err, t.errorTitle, () => {});
    } finally {
      setBusy(null);
    }
  }

  if (failed) return <p className="rounded-xl bg-white p-6 text-slate-700">{t.loadFailed}</p>;
  if (!items) return <Spinner label={t.loading} />;
  const now = Date.now();

  return (
    <ul className="mt-4 grid gap-4 lg:grid-cols-2">
      {NOTICE_SCOPES.map((scope) => {
        const n = items.find((x) => x.scope === scope) ?? null;
        const status = n ? statusOf(n, now) : null;
        const headingId = `notice-${scope}-heading`;
        return (
          <li
            key={scope}
            className="rounded-xl bg-white p-4 shadow-sm sm:p-5"
            data-testid={`notice-${scope}`}
            aria-labelledby={headingId}
          >
            <h3 id={headingId} className="text-lg font-bold text-navy-900">
              {t.notices.scopes[scope]}
            </h3>
            <p className="text-sm text-slate-700">{t.notices.scopeHint[scope]}</p>
            {n && status ? (
              <div
                className={`mt-3 rounded-lg p-3 ${status === "on" ? (n.kind === "cancelled" ? "bg-signal-700 text-white" : "bg-river-100 text-navy-900") : "bg-slate-100 text-slate-800"}`}
              >
                <p className="text-sm font-semibold">
                  {t.notices[status]} · {t.notices.kinds[n.kind]}
                </p>
                <p className="mt-1 font-semibold break-words">{n.message_pl}</p>
                {n.message_en ? (
                  <p className="mt-1 break-words opacity-90">{n.message_en}</p>
                ) : null}
                <p className="mt-1 text-sm">
                  {n.from ? `${t.notices.from(formatWarsawDateTime(n.from, lang))} ` : ""}
                  {t.notices.until(formatWarsawDateTime(n.until, lang))}
                </p>
              </div>
            ) : (
              <p className="mt-3 text-slate-700">{t.notices.none}</p>
            )}
            {editing === scope ? (
              <NoticeForm
                scope={scope}
                initial={n}
                onCancel={() => setEditing(null)}
                onSave={async (body) => {
                  await put(scope, body);
                  setEditing(null);
                }}
              />
            ) : (
              <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
                {scope !== "all" ? (
                  <button
                    type="button"
                    className="btn-primary"
                    disabled={busy === scope}
                    onClick={() => cancelToday(scope)}
                  >
                    {t.notices.cancelToday}
                  </button>
                ) : null}
                <button
                  type="button"
                  className="btn-secondary"
                  disabled={busy === scope}
                  onClick={() => setEditing(scope)}
                >
                  {n ? t.notices.change : t.notices.edit}
                </button>
                {n ? (
                  <button
                    type="button"
                    className="btn-secondary"
                    disabled={busy === scope}
                    onClick={() => remove(scope)}
                  >
                    {t.notices.remove}
                  </button>
                ) : null}
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function NoticeForm({
  scope,
  initial,
  onSave,
  onCancel,
}: {
  scope: NoticeScope;
  initial: Notice | null;
  onSave: (body: unknown) => Promise<void>;
  onCancel: () => void;
}) {
  const t = useMessages(siteAdminMessages);
  const lang = useLang();
  const [draft, setDraft] = useState<Draft>(() => ({
    kind: initial?.kind ?? "info",
    message_pl: initial?.message_pl ?? "",
    message_en: initial?.message_en ?? "",
    from: isoToLocal(initial?.from ?? null),
    until: isoToLocal(initial?.until ?? endOfWarsawDay()),
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const id = (f: string) => `notice-${scope}-${f}`;

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setSaving(true);
    setErrors({});
    try {
      await onSave({
        kind: draft.kind,
        message_pl: draft.message_pl,
        message_en: draft.message_en,
        from: localToIso(draft.from),
        until: localToIso(draft.until) ?? draft.until,
      });
    } catch (err) {
      handleSaveError(err, t.errorTitle, setErrors);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form
      method="post"
      onSubmit={submit}
      noValidate
      className="mt-4 border-t border-slate-200 pt-4"
      lang={lang}
    >
      <fieldset disabled={saving} className="grid gap-4">
        <fieldset>
          <legend className="text-sm font-semibold text-slate-800">{t.notices.kind}</legend>
          <div className="mt-1 flex flex-col gap-1 sm:flex-row sm:gap-4">
            {(["info", "cancelled"] as const).map((k) => (
              <label key={k} className="flex min-h-11 items-center gap-2">
                <input
                  type="radio"
                  name={id("kind")}
                  value={k}
                  checked={draft.kind === k}
                  onChange={() => setDraft({ ...draft, kind: k })}
                  className="size-5 accent-river-600"
                />
                {t.notices.kinds[k]}
              </label>
            ))}
          </div>
        </fieldset>
        <AdminField id={id("pl")} label={t.notices.messagePl} error={errors.message_pl}>
          {(aria) => (
            <textarea
              {...aria}
              rows={2}
              maxLength={300}
              value={draft.message_pl}
              onChange={(e) => setDraft({ ...draft, message_pl: e.target.value })}
              className={control}
            />
          )}
        </AdminField>
        <AdminField
          id={id("en")}
          label={t.notices.messageEn}
          hint={t.notices.messageEnHint}
          error={errors.message_en}
        >
          {(aria) => (
            <textarea
              {...aria}
              rows={2}
              maxLength={300}
              lang="en"
              value={draft.message_en}
              onChange={(e) => setDraft({ ...draft, message_en: e.target.value })}
              className={control}
            />
          )}
        </AdminField>
        <div className="grid gap-4 sm:grid-cols-2">
          <AdminField
            id={id("from")}
            label={t.notices.fromLabel}
            hint={t.notices.fromHint}
            error={errors.from}
          >
            {(aria) => (
              <input
                {...aria}
                type="datetime-local"
                value={draft.from}
                onChange={(e) => setDraft({ ...draft, from: e.target.value })}
                className={control}
              />
            )}
          </AdminField>
          <AdminField
            id={id("until")}
            label={t.notices.untilLabel}
            hint={t.notices.untilHint}
            error={errors.until}
          >
            {(aria) => (
              <input
                {...aria}
                type="datetime-local"
                value={draft.until}
                onChange={(e) => setDraft({ ...draft, until: e.target.value })}
                className={control}
              />
            )}
          </AdminField>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row">
          <button type="submit" className="btn-primary">
            {saving ? t.saving : t.save}
          </button>
          <button type="button" className="btn-secondary" onClick={onCancel}>
            {t.cancel}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
