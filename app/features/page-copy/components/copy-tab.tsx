import { useMemo, useState } from "react";
import { AdminField, adminControl } from "~/components/ui/admin-field";
import { Spinner } from "~/components/ui/spinner";
import { copyLabel } from "~/lib/copy/copy-labels";
import type { CopyItem } from "~/lib/copy/types";
import { useLang, useMessages } from "~/lib/i18n/use-lang";
import { pageCopyMessages } from "../messages";
import { CopyRow } from "./copy-row";
import { itemNames, sectionOf } from "./copy-shared";
import { ListEditor } from "./list-editor";
import { useCopyPage } from "../api/copy";

/**
 * The panel's "Teksty" tab (decision 240): one page's editable texts grouped by section, Polish
 * and English side by side with the default under each, a search, save and restore per text,
 * and for the FAQ the list of questions (add, remove, reorder).
 */
export function CopyTab() {
  const t = useMessages(pageCopyMessages);
  const lang = useLang();
  const [pageId, setPageId] = useState("home");
  const [query, setQuery] = useState("");
  const { pages, data, setData, failed, load } = useCopyPage(pageId);

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
