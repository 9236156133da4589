import { Pager } from "~/components/ui/pager";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import Undo2 from "lucide-react/icons/undo-2";
import { IconButton } from "~/components/ui/icon-button";
import { useEffect, useRef, useState } from "react";
import { Loaded, PanelNote } from "~/components/ui/loaded";
import { toast } from "sonner";
import { ownIcon } from "~/lib/toast-icon";
import { AdminField, adminControl } from "~/components/ui/admin-field";
import { AdminApiError, adminFetch, redirectIfUnauthorised } from "~/lib/admin-api-client";
import type { AdminPrice } from "~/lib/api-shapes";
import { copyLabel } from "~/lib/copy/copy-labels";
import { formatWarsawDateTime } from "~/lib/i18n/format-time";
import { localeOf } from "~/lib/i18n/lang";
import { useLang, useMessages } from "~/lib/i18n/use-lang";
import { cruiseTypeLabel, isCruiseType } from "~/lib/prices/cruise-types";
import { changedFields, formatValue, revertOf, type FieldChange } from "../describe";
import { revertPatch } from "../revert-plan";
import { historyMessages } from "../messages";
import type { AuditItem, AuditPage } from "../types";

type T = (typeof historyMessages)["pl"];

function asRecord(v: unknown): Record<string, unknown> | null {
  return v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
}

/** What the entry is about, in words: "Cena rejsu: 60 min Rwąca rzeka (prywatny)", "Atrakcja: Kajaki". */
function subjectOf(
  item: AuditItem,
  t: T,
  lang: "pl" | "en",
  priceTypes: Map<string, string>,
): string {
  const entity = t.entities[item.entity] ?? item.entity;
  const snap = asRecord(item.after) ?? asRecord(item.before);
  let name: string | undefined;
  if (item.entity === "cruise_price") {
    const type =
      typeof snap?.cruise_type === "string" ? snap.cruise_type : priceTypes.get(item.entityId);
    if (type) name = isCruiseType(type) ? cruiseTypeLabel(type, lang) : type;
  } else if (item.entity === "attraction" && typeof snap?.name === "string") {
    name = snap.name;
  } else if (item.entity === "cruise") {
    name = typeof snap?.name_pl === "string" ? snap.name_pl : String(snap?.key ?? item.entityId);
  } else if (item.entity === "location") {
    name = t.locationNames[item.entityId] ?? item.entityId;
  } else if (item.entity === "media_slot") {
    name = item.entityId;
  } else if (item.entity === "page_copy") {
    // The text's key in words, as the Texts tab names it: "Strona główna · baner główny · …".
    name = copyLabel(item.entityId, lang, { page: true });
  } else if (item.entity === "admin_account" && item.actorEmail) {
    // Someone's own account: it is the signed-in person's, named by their e-mail.
    name = item.actorEmail;
  } else if (typeof snap?.email === "string") {
    name = snap.email;
  }
  return name ? `${entity}: ${name}` : t.numbered(entity, item.entityId);
}

/** A stored time ("2026-11-25T15:11:42.638Z") is shown in Warsaw time, as the panel shows dates. */
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/** A field's label: its own, or (for a nested one such as `company.nip`) its last part's. */
function fieldLabel(key: string, t: T): string {
  return t.fields[key] ?? t.fields[key.split(".").at(-1)!] ?? key;
}

function valueText(key: string, v: unknown, t: T, lang: "pl" | "en"): string {
  if (typeof v === "number")
    return new Intl.NumberFormat(localeOf(lang), {
      maximumFractionDigits: 2,
    }).format(v);
  if (key === "status" && typeof v === "string") return t.statusValues[v] ?? v;
  if (key === "role" && typeof v === "string") return t.roles[v] ?? v;
  if ((key === "language" || key === "lang") && (v === "pl" || v === "en")) return t.languages[v];
  if (typeof v === "string" && ISO_TIME.test(v)) return formatWarsawDateTime(v, lang);
  return formatValue(v, t);
}

function ChangeList({ changes, t, lang }: { changes: FieldChange[]; t: T; lang: "pl" | "en" }) {
  if (changes.length === 0) return <p className="mt-2 text-sm text-slate-700">{t.noChanges}</p>;
  return (
    <ul className="mt-2 space-y-1 text-sm">
      {changes.map((c) => (
        <li key={c.key} className="break-words" data-field={c.key}>
          <span className="font-semibold text-slate-800">{fieldLabel(c.key, t)}:</span>{" "}
          {c.before !== undefined && (
            <>
              <span
                className="text-slate-700 line-through decoration-slate-500"
                data-testid="before"
              >
                {valueText(c.key, c.before, t, lang)}
              </span>{" "}
              <span aria-hidden="true">→</span>
              <span className="sr-only">{t.changedTo}</span>{" "}
            </>
          )}
          <span className="font-medium text-navy-900" data-testid="after">
            {valueText(c.key, c.after, t, lang)}
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The change history (docs/product.md §10, decision 160): who changed what and when, newest
 * first, by entity; a price or attraction change can be undone after a confirmation.
 */
export function HistoryTab() {
  const t = useMessages(historyMessages);
  const lang = useLang();
  const [entity, setEntity] = useState("");
  const [page, setPage] = useState(1);
  const [data, setData] = useState<AuditPage | null>(null);
  const [failed, setFailed] = useState(false);
  const [reloads, setReloads] = useState(0);
  const [toUndo, setToUndo] = useState<AuditItem | null>(null);
  const [undoing, setUndoing] = useState(false);
  const [priceTypes, setPriceTypes] = useState<Map<string, string>>(new Map());
  // The dialog is opened without a Radix trigger: focus goes back to the button that opened it,
  // or, once that entry can no longer be undone, to the heading.
  const opener = useRef<HTMLButtonElement | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    let live = true;
    const qs = new URLSearchParams();
    if (entity) qs.set("entity", entity);
    if (page > 1) qs.set("page", String(page));
    adminFetch<AuditPage>(`/api/admin/audit-log?${qs}`)
      .then((r) => {
        if (!live) return;
        setData(r);
        setFailed(false);
      })
      .catch((err) => {
        if (!live || redirectIfUnauthorised(err)) return;
        setFailed(true);
        toast.error(t.errorTitle, { description: t.loadFailed });
      });
    return () => {
      live = false;
    };
  }, [entity, page, reloads, t]);

  // An undo's snapshot has no cruise type: name the price by its row.
  useEffect(() => {
    adminFetch<{ prices: AdminPrice[] }>("/api/admin/prices")
      .then((r) => setPriceTypes(new Map(r.prices.map((p) => [String(p.id), p.cruise_type]))))
      .catch(() => {
        // Without it a price entry shows its number instead of its name.
      });
  }, []);

  async function undo() {
    if (!toUndo) return;
    setUndoing(true);
    try {
      await adminFetch(`/api/admin/audit-log/${toUndo.id}/revert`, {
        method: "POST",
      });
      toast.success(t.undone, {
        ...ownIcon(t.undone),
        description: t.undoneText,
      });
      // The entry's button goes away with the reload: focus the heading instead.
      opener.current = null;
      setToUndo(null);
      setPage(1);
      setReloads((n) => n + 1);
    } catch (err) {
      if (redirectIfUnauthorised(err)) return;
      const message =
        err instanceof AdminApiError && err.message && !/^HTTP \d+$/.test(err.message)
          ? err.message
          : t.undoFailed;
      toast.error(t.errorTitle, { description: message });
      setToUndo(null);
      setReloads((n) => n + 1);
    } finally {
      setUndoing(false);
    }
  }

  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  // What the undo will set, field by field (decision 260): an update's changed fields back to
  // their earlier values, a deletion's whole row; undoing an addition removes the item.
  const undoSet: [string, unknown][] = !toUndo
    ? []
    : toUndo.action === "delete"
      ? changedFields(toUndo.before, null).map((c) => [c.key, c.before])
      : toUndo.action === "create"
        ? []
        : Object.entries(revertPatch(toUndo.before, toUndo.after));

  return (
    <section aria-labelledby="history-title" className="space-y-4">
      <div>
        <h2
          id="history-title"
          ref={heading}
          tabIndex={-1}
          className="text-xl font-bold text-navy-900 focus:outline-none"
        >
          {t.title}
        </h2>
        <p className="mt-1 max-w-3xl text-slate-700">{t.intro}</p>
      </div>
      <div className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm sm:flex-row sm:items-end sm:justify-between">
        <AdminField id="history-entity" label={t.entity} className="sm:w-72">
          <select
            id="history-entity"
            value={entity}
            onChange={(e) => {
              setEntity(e.target.value);
              setPage(1);
            }}
            className={adminControl}
          >
            <option value="">{t.anyEntity}</option>
            {(data?.entities ?? []).map((e) => (
              <option key={e} value={e}>
                {t.entities[e] ?? e}
              </option>
            ))}
          </select>
        </AdminField>
        {data && (
          <p className="text-sm text-slate-700" aria-live="polite" data-testid="history-count">
            {t.count(data.total)}
          </p>
        )}
      </div>

      <Loaded data={data} failed={failed} failedText={t.loadFailed} loadingText={t.loading}>
        {(data) =>
          data.items.length === 0 ? (
            <PanelNote>{t.none}</PanelNote>
          ) : (
            <ol aria-label={t.list} className="space-y-3">
              {data.items.map((item) => {
                const at = formatWarsawDateTime(item.at, lang);
                const subject = subjectOf(item, t, lang, priceTypes);
                const undid = item.action === "revert" ? revertOf(item.after) : null;
                return (
                  <li
                    key={item.id}
                    className="rounded-xl bg-white p-4 shadow-sm"
                    data-audit-id={item.id}
                    data-entity={item.entity}
                    data-action={item.action}
                  >
                    <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
                      <div className="min-w-0">
                        <p className="text-sm text-slate-700">
                          <time dateTime={item.at}>{at}</time> · {t.entry(item.id)}
                        </p>
                        <h3 className="mt-1 font-semibold break-words text-navy-900">
                          {subject}{" "}
                          <span className="font-normal text-slate-700">
                            ({t.actions[item.action] ?? item.action})
                          </span>
                        </h3>
                        {item.entity === "page_copy" && (
                          // The key stays findable for support, small, as in the Texts tab.
                          <p className="font-mono text-xs break-all text-slate-600">
                            {item.entityId}
                          </p>
                        )}
                        <p className="text-sm break-all text-slate-700">
                          {t.by(item.actorEmail ?? t.unknownActor)}
                        </p>
                        {undid !== null && (
                          <p className="mt-1 text-sm font-medium text-river-700">
                            {t.revertOf(undid)}
                          </p>
                        )}
                        {item.revertedBy !== null && (
                          <p className="mt-1 inline-flex rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-semibold text-slate-800">
                            {t.revertedBy(item.revertedBy)}
                          </p>
                        )}
                        <ChangeList
                          changes={changedFields(item.before, item.after)}
                          t={t}
                          lang={lang}
                        />
                      </div>
                      {item.revertible && (
                        <IconButton
                          icon={Undo2}
                          className="btn-secondary min-h-11 shrink-0 self-start px-4 py-2 text-sm"
                          aria-label={t.undoLabel(subject, at)}
                          onClick={(e) => {
                            opener.current = e.currentTarget;
                            setToUndo(item);
                          }}
                        >
                          {t.undo}
                        </IconButton>
                      )}
                    </div>
                  </li>
                );
              })}
            </ol>
          )
        }
      </Loaded>

      <Pager
        page={page}
        pages={pages}
        onPage={setPage}
        label={t.pages}
        previous={t.previous}
        next={t.next}
        pageOf={t.pageOf}
      />

      <ConfirmDialog
        open={!!toUndo}
        busy={undoing}
        tone="primary"
        title={t.confirmTitle}
        description={
          toUndo
            ? toUndo.action === "create"
              ? t.confirmRemove(subjectOf(toUndo, t, lang, priceTypes))
              : t.confirmText(subjectOf(toUndo, t, lang, priceTypes))
            : ""
        }
        cancelLabel={t.cancel}
        actionLabel={undoing ? t.undoing : t.confirmUndo}
        onConfirm={() => void undo()}
        onDismiss={() => setToUndo(null)}
        onCloseAutoFocus={(e) => {
          e.preventDefault();
          const target = opener.current?.isConnected ? opener.current : heading.current;
          target?.focus();
        }}
      >
        {undoSet.length > 0 && (
          <ul
            className="mt-3 space-y-1 rounded-lg bg-slate-100 p-3 text-sm text-slate-800"
            data-testid="undo-fields"
          >
            {undoSet.map(([key, value]) => (
              <li key={key} className="break-words" data-field={key}>
                <span className="font-semibold">{fieldLabel(key, t)}:</span>{" "}
                {valueText(key, value, t, lang)}
              </li>
            ))}
          </ul>
        )}
        {toUndo && toUndo.action !== "create" && (
          <p className="mt-3 text-sm text-slate-700">{t.confirmRecorded}</p>
        )}
      </ConfirmDialog>
    </section>
  );
}
