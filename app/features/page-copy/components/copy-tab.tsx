import ArrowDown from "lucide-react/icons/arrow-down";
import ArrowUp from "lucide-react/icons/arrow-up";
import RotateCcw from "lucide-react/icons/rotate-ccw";
import Trash2 from "lucide-react/icons/trash";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useUnsavedChanges } from "~/components/ui/unsaved-changes";
import { useFormCall } from "~/components/ui/use-form-call";
import { toast } from "sonner";
import { AdminField, adminControl } from "~/components/ui/admin-field";
import { IconButton, dangerButton } from "~/components/ui/icon-button";
import { Spinner } from "~/components/ui/spinner";
import { AdminApiError, adminFetch, redirectIfUnauthorised } from "~/lib/admin-api-client";
import { copyLabel } from "~/lib/copy/copy-labels";
import type { CopyItem, CopyList, CopyPageSummary } from "~/lib/copy/types";
import type { Lang } from "~/lib/i18n/lang";
import { useLang, useMessages } from "~/lib/i18n/use-lang";
import { pageCopyMessages } from "../messages";

type Errors = Partial<Record<string, string>>;

const LANGS = ["pl", "en"] as const;
const textarea = `${adminControl} font-[inherit] leading-snug`;
const smallButton =
  "btn min-h-11 border-2 border-slate-300 bg-white px-3 text-sm text-navy-900 hover:border-river-600";

/** Rows for a textarea: enough for the text, within reason. */
const rowsFor = (text: string) => Math.min(10, Math.max(2, Math.ceil(text.length / 45)));

/**
 * The section of a key: its second part ("hero"), for a list item its item ("items.weather"),
 * and "" for the texts right under the page ("rental.lead"), which share one section.
 */
function sectionOf(key: string, lists: readonly CopyList[]): string {
  const parts = key.split(".");
  const list = lists.find((l) => key.startsWith(`${l.key}.`));
  if (list) return parts.slice(1, list.key.split(".").length + 1).join(".");
  return parts.length > 2 ? parts[1]! : "";
}

/** The list items' questions in the panel's language: names for added questions' labels. */
function itemNames(lists: readonly CopyList[], lang: Lang) {
  const out: Record<string, string> = {};
  for (const l of lists)
    for (const [id, title] of Object.entries(l.titles)) out[id] = title[lang] || title.pl;
  return out;
}

/**
 * The panel's "Teksty" tab (decision 240): one page's editable texts grouped by section, Polish
 * and English side by side with the default under each, a search, save and restore per text,
 * and for the FAQ the list of questions (add, remove, reorder).
 */
export function CopyTab() {
  const t = useMessages(pageCopyMessages);
  const lang = useLang();
  const [pages, setPages] = useState<CopyPageSummary[] | null>(null);
  const [pageId, setPageId] = useState("home");
  const [data, setData] = useState<{
    items: CopyItem[];
    lists: CopyList[];
  } | null>(null);
  const [failed, setFailed] = useState(false);
  const [query, setQuery] = useState("");

  const fail = useCallback(
    (err: unknown) => {
      if (redirectIfUnauthorised(err)) return;
      setFailed(true);
      toast.error(t.errorTitle, { description: t.loadFailed });
    },
    [t],
  );

  useEffect(() => {
    adminFetch<{ pages: CopyPageSummary[] }>("/api/admin/content")
      .then((r) => setPages(r.pages))
      .catch(fail);
  }, [fail]);

  const load = useCallback(
    (id: string) =>
      adminFetch<{ items: CopyItem[]; lists: CopyList[] }>(
        `/api/admin/content?page=${encodeURIComponent(id)}`,
      )
        .then(setData)
        .catch(fail),
    [fail],
  );

  useEffect(() => {
    setData(null);
    void load(pageId);
  }, [pageId, load]);

  /** Each text's readable name in the panel's language (decision 240, "Labels"). */
  const labels = useMemo(() => {
    const out = new Map<string, string>();
    if (!data) return out;
    const names = itemNames(data.lists, lang);
    for (const i of data.items) out.set(i.key, copyLabel(i.key, lang, { names }));
    return out;
  }, [data, lang]);

  const shown = useMemo(() => {
    if (!data) return [];
    const q = query.trim().toLocaleLowerCase();
    if (!q) return data.items;
    return data.items.filter((i) =>
      [i.key, labels.get(i.key) ?? "", i.pl, i.en, i.defaultPl, i.defaultEn].some((s) =>
        s.toLocaleLowerCase().includes(q),
      ),
    );
  }, [data, query, labels]);

  const sections = useMemo(() => {
    const out = new Map<string, CopyItem[]>();
    for (const item of shown) {
      const s = sectionOf(item.key, data?.lists ?? []);
      out.set(s, [...(out.get(s) ?? []), item]);
    }
    const names = itemNames(data?.lists ?? [], lang);
    return [...out].map(([id, items]) => ({
      id,
      label: id === "" ? t.general : copyLabel(`${pageId}.${id}`, lang, { names }),
      items,
    }));
  }, [shown, data, lang, pageId, t]);

  if (failed) return <p className="rounded-xl bg-white p-6 text-slate-700">{t.loadFailed}</p>;
  if (!pages) return <Spinner label={t.loading} />;

  const onSaved = (item: CopyItem) =>
    setData((d) => (d ? { ...d, items: d.items.map((i) => (i.key === item.key ? item : i)) } : d));

  return (
    <section aria-labelledby="copy-title" className="space-y-4">
      <div>
        <h2 id="copy-title" className="text-xl font-bold text-navy-900">
          {t.title}
        </h2>
        <p className="mt-1 max-w-3xl text-slate-700">{t.intro}</p>
      </div>
      <div className="grid gap-3 rounded-xl bg-white p-4 shadow-sm sm:grid-cols-2">
        <AdminField id="copy-page" label={t.page}>
          <select
            id="copy-page"
            className={adminControl}
            value={pageId}
            onChange={(e) => setPageId(e.target.value)}
          >
            {pages.map((p) => (
              <option key={p.id} value={p.id}>
                {p.label}
              </option>
            ))}
          </select>
        </AdminField>
        <AdminField id="copy-search" label={t.search}>
          <input
            id="copy-search"
            type="search"
            className={adminControl}
            value={query}
            placeholder={t.searchPlaceholder}
            onChange={(e) => setQuery(e.target.value)}
          />
        </AdminField>
      </div>
      {!data ? (
        <Spinner label={t.loading} />
      ) : (
        <>
          {data.lists.map((list) => (
            <ListEditor key={list.key} list={list} onChanged={() => load(pageId)} />
          ))}
          <p role="status" className="text-sm text-slate-700">
            {t.count(shown.length, data.items.length)}
          </p>
          {shown.length === 0 && <p className="rounded-xl bg-white p-6 text-slate-700">{t.none}</p>}
          {sections.map(({ id: section, label, items }) => (
            <section
              key={section}
              aria-labelledby={`copy-s-${section || "general"}`}
              className="space-y-3"
            >
              <h3
                id={`copy-s-${section || "general"}`}
                className="text-lg font-bold break-words text-navy-900"
              >
                {label}
              </h3>
              <ul className="space-y-3">
                {items.map((item) => (
                  // A text changed from outside (a reload after a list change) starts a fresh draft.
                  <li key={`${item.key}\u0000${item.pl}\u0000${item.en}`}>
                    <CopyRow
                      item={item}
                      label={labels.get(item.key) ?? item.key}
                      onSaved={onSaved}
                    />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </>
      )}
    </section>
  );
}

function CopyRow({
  item,
  label,
  onSaved,
}: {
  item: CopyItem;
  /** The text's readable name ("Baner główny · Warszawa · nadtytuł"); the key stays beside it, small. */
  label: string;
  onSaved: (item: CopyItem) => void;
}) {
  const t = useMessages(pageCopyMessages);
  const [draft, setDraft] = useState<Record<Lang, string>>({
    pl: item.pl,
    en: item.en,
  });
  const { busy: saving, errors, run, formRef } = useFormCall<Errors>();
  const id = `copy-${item.key.replace(/[^\w-]/g, "-")}`;
  const names: Record<Lang, string> = { pl: t.polish, en: t.english };
  const defaults: Record<Lang, string> = {
    pl: item.defaultPl,
    en: item.defaultEn,
  };
  useUnsavedChanges(LANGS.some((l) => draft[l] !== item[l]));

  async function send(body: Partial<Record<Lang, string | null>>, done: string) {
    await run(
      async () => {
        const { item: saved } = await adminFetch<{ item: CopyItem }>(
          `/api/admin/content/${encodeURIComponent(item.key)}`,
          { method: "PUT", body },
        );
        onSaved(saved);
        // Keep what the other language's field holds if only one was sent.
        setDraft((d) => ({
          pl: body.pl !== undefined ? saved.pl : d.pl,
          en: body.en !== undefined ? saved.en : d.en,
        }));
        toast.success(done, { description: t.savedText });
      },
      {
        fail: (err, show) => {
          if (err instanceof AdminApiError && err.fieldErrors) {
            show(err.fieldErrors);
            toast.error(t.saveFailed, { description: t.fixFields });
          } else toast.error(t.errorTitle, { description: t.saveFailed });
        },
      },
    );
  }

  const changed = LANGS.filter((l) => draft[l] !== item[l]);
  const save = (e: React.FormEvent) => {
    e.preventDefault();
    if (changed.length === 0) return;
    void send(Object.fromEntries(changed.map((l) => [l, draft[l]])), t.saved);
  };

  return (
    <form
      ref={formRef}
      onSubmit={save}
      className="rounded-xl bg-white p-4 shadow-sm"
      aria-labelledby={`${id}-label`}
      data-copy-key={item.key}
    >
      <fieldset disabled={saving} className="space-y-3" aria-labelledby={`${id}-label`}>
        <legend>
          <span id={`${id}-label`} className="block font-semibold break-words text-navy-900">
            {label}
          </span>
          {/* For support: the key names the text in the code and the API. */}
          <span className="mt-0.5 block font-mono text-xs break-all text-slate-600">
            <span className="sr-only">{t.key} </span>
            {item.key}
          </span>
        </legend>
        {LANGS.some((l) => item.stale[l]) && (
          <p
            className="rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900"
            data-stale="true"
          >
            ⚠️ {t.stale} (
            {LANGS.filter((l) => item.stale[l])
              .map((l) => names[l])
              .join(", ")}
            )
          </p>
        )}
        <div className="grid gap-4 md:grid-cols-2">
          {LANGS.map((l) => (
            <div key={l} className="min-w-0">
              <AdminField
                id={`${id}-${l}`}
                label={
                  <>
                    {names[l]}{" "}
                    <span
                      className={`ml-1 rounded px-1.5 py-0.5 text-xs font-semibold ${item.edited[l] ? "bg-river-100 text-river-900" : "bg-slate-100 text-slate-700"}`}
                    >
                      {item.edited[l] ? t.edited : t.isDefault}
                    </span>
                  </>
                }
                error={errors[l]}
              >
                {(aria) => (
                  <textarea
                    {...aria}
                    lang={l}
                    className={textarea}
                    rows={rowsFor(draft[l])}
                    value={draft[l]}
                    onChange={(e) => setDraft((d) => ({ ...d, [l]: e.target.value }))}
                  />
                )}
              </AdminField>
              {(item.edited[l] || item.added) && defaults[l] && (
                <p className="mt-1 text-sm text-slate-700" lang={l}>
                  <span className="font-semibold">{t.defaultText}</span> {defaults[l]}
                </p>
              )}
              {item.edited[l] && !item.added && (
                <IconButton
                  icon={RotateCcw}
                  className={`${smallButton} mt-2`}
                  onClick={() => void send({ [l]: null }, t.resetDone)}
                >
                  {t.reset(names[l])}
                </IconButton>
              )}
            </div>
          ))}
        </div>
        <button
          type="submit"
          className="btn btn-primary min-h-11 w-full px-5 sm:w-auto"
          disabled={changed.length === 0 || saving}
        >
          {saving ? t.saving : t.save}
        </button>
      </fieldset>
    </form>
  );
}

function ListEditor({
  list,
  onChanged,
}: {
  list: CopyList;
  onChanged: () => Promise<unknown> | void;
}) {
  const t = useMessages(pageCopyMessages).list;
  const tt = useMessages(pageCopyMessages);
  const [busy, setBusy] = useState(false);
  const [draft, setDraft] = useState({ plQ: "", plA: "", enQ: "", enA: "" });
  const [errors, setErrors] = useState<Errors>({});
  const title = (id: string) => list.titles[id]?.pl || id;
  const hidden = list.defaultOrder.filter((id) => !list.order.includes(id));
  const isDefault = JSON.stringify(list.order) === JSON.stringify(list.defaultOrder);

  async function putOrder(order: string[] | null) {
    setBusy(true);
    try {
      await adminFetch(`/api/admin/content/${encodeURIComponent(list.key)}`, {
        method: "PUT",
        body: { order },
      });
      toast.success(t.saved);
      await onChanged();
    } catch (err) {
      if (!redirectIfUnauthorised(err)) toast.error(tt.errorTitle, { description: t.failed });
    } finally {
      setBusy(false);
    }
  }

  const move = (i: number, by: number) => {
    const order = [...list.order];
    const [id] = order.splice(i, 1);
    order.splice(i + by, 0, id!);
    void putOrder(order);
  };

  async function add(e: React.FormEvent) {
    e.preventDefault();
    setBusy(true);
    try {
      await adminFetch(`/api/admin/content/${encodeURIComponent(list.key)}`, {
        method: "POST",
        body: {
          pl: { q: draft.plQ, a: draft.plA },
          en: { q: draft.enQ, a: draft.enA },
        },
      });
      toast.success(t.added);
      setDraft({ plQ: "", plA: "", enQ: "", enA: "" });
      setErrors({});
      await onChanged();
    } catch (err) {
      if (redirectIfUnauthorised(err)) return;
      if (err instanceof AdminApiError && err.fieldErrors) {
        setErrors(err.fieldErrors);
        toast.error(t.failed, { description: tt.fixFields });
      } else toast.error(tt.errorTitle, { description: t.failed });
    } finally {
      setBusy(false);
    }
  }

  const field = (
    name: keyof typeof draft,
    lang: Lang,
    label: string,
    apiKey: string,
    rows: number,
  ) => (
    <AdminField id={`copy-new-${name}`} label={label} error={errors[apiKey]}>
      {(aria) => (
        <textarea
          {...aria}
          lang={lang}
          rows={rows}
          className={textarea}
          value={draft[name]}
          onChange={(e) => setDraft((d) => ({ ...d, [name]: e.target.value }))}
        />
      )}
    </AdminField>
  );

  return (
    <section
      aria-labelledby="copy-list-title"
      className="space-y-3 rounded-xl bg-white p-4 shadow-sm"
    >
      <h3 id="copy-list-title" className="text-lg font-bold text-navy-900">
        {t.title}
      </h3>
      <p className="text-sm text-slate-700">{t.intro}</p>
      <ol className="divide-y divide-slate-200" aria-busy={busy}>
        {list.order.map((id, i) => (
          <li key={id} className="flex flex-wrap items-center gap-2 py-2" data-list-item={id}>
            <span className="min-w-0 flex-1 basis-48">
              <span className="mr-1 font-semibold text-slate-700">{i + 1}.</span>
              {title(id)}
              {!list.defaultOrder.includes(id) && (
                <span className="ml-2 rounded bg-river-100 px-1.5 py-0.5 text-xs font-semibold text-river-900">
                  {t.addedLabel}
                </span>
              )}
            </span>
            <span className="flex gap-1">
              <button
                type="button"
                className={smallButton}
                disabled={busy || i === 0}
                onClick={() => move(i, -1)}
                aria-label={t.up(title(id))}
              >
                <ArrowUp aria-hidden="true" className="size-4" />
              </button>
              <button
                type="button"
                className={smallButton}
                disabled={busy || i === list.order.length - 1}
                onClick={() => move(i, 1)}
                aria-label={t.down(title(id))}
              >
                <ArrowDown aria-hidden="true" className="size-4" />
              </button>
              <IconButton
                icon={Trash2}
                className={`${dangerButton} px-3 text-sm`}
                disabled={busy}
                onClick={() => void putOrder(list.order.filter((x) => x !== id))}
                aria-label={t.remove(title(id))}
              >
                {t.removeLabel}
              </IconButton>
            </span>
          </li>
        ))}
      </ol>
      {hidden.length > 0 && (
        <div>
          <h4 className="text-sm font-semibold text-slate-800">{t.hidden}</h4>
          <ul className="mt-1 space-y-1">
            {hidden.map((id) => (
              <li key={id} className="flex flex-wrap items-center gap-2">
                <span className="min-w-0 flex-1 basis-48 text-slate-700">{title(id)}</span>
                <button
                  type="button"
                  className={smallButton}
                  disabled={busy}
                  onClick={() => void putOrder([...list.order, id])}
                  aria-label={t.show(title(id))}
                >
                  {t.showLabel}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {!isDefault && (
        <IconButton
          icon={RotateCcw}
          className={smallButton}
          disabled={busy}
          onClick={() => void putOrder(null)}
        >
          {t.restore}
        </IconButton>
      )}
      <form
        onSubmit={add}
        className="space-y-3 border-t border-slate-200 pt-3"
        aria-labelledby="copy-new-title"
      >
        <h4 id="copy-new-title" className="font-semibold text-navy-900">
          {t.addTitle}
        </h4>
        <fieldset disabled={busy} className="grid gap-3 md:grid-cols-2">
          <div className="space-y-3">
            {field("plQ", "pl", `${t.question} (${tt.polish})`, "pl.q", 2)}
            {field("plA", "pl", `${t.answer} (${tt.polish})`, "pl.a", 4)}
          </div>
          <div className="space-y-3">
            {field("enQ", "en", `${t.question} (${tt.english})`, "en.q", 2)}
            {field("enA", "en", `${t.answer} (${tt.english})`, "en.a", 4)}
          </div>
          <button
            type="submit"
            className="btn btn-primary min-h-11 w-full px-5 sm:w-auto md:col-span-2 md:justify-self-start"
          >
            {t.add}
          </button>
        </fieldset>
      </form>
    </section>
  );
}
