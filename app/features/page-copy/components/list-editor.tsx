import ArrowDown from "lucide-react/icons/arrow-down";
import ArrowUp from "lucide-react/icons/arrow-up";
import RotateCcw from "lucide-react/icons/rotate-ccw";
import Trash2 from "lucide-react/icons/trash";
import { useState } from "react";
import { toast } from "sonner";
import { AdminField } from "~/components/ui/admin-field";
import { IconButton, dangerButton } from "~/components/ui/icon-button";
import { useUnsavedChanges } from "~/components/ui/unsaved-changes";
import { useFormCall } from "~/components/ui/use-form-call";
import { AdminApiError } from "~/lib/admin-api-client";
import { copyApi } from "../api/copy";
import type { CopyList } from "~/lib/copy/types";
import type { Lang } from "~/lib/i18n/lang";
import { useLang, useMessages } from "~/lib/i18n/use-lang";
import { pageCopyMessages } from "../messages";
import { problemMessage } from "../copy-problems";
import { smallButton, textarea, type Errors } from "./copy-shared";

/** A list of the page (the FAQ's questions): reorder, hide, restore the order, add a question. */
export function ListEditor({
  list,
  onChanged,
}: {
  list: CopyList;
  onChanged: () => Promise<unknown> | void;
}) {
  const t = useMessages(pageCopyMessages).list;
  const tt = useMessages(pageCopyMessages);
  const lang = useLang();
  const { busy, errors, setErrors, run, formRef } = useFormCall<Errors>();
  const [draft, setDraft] = useState({ plQ: "", plA: "", enQ: "", enA: "" });
  useUnsavedChanges(Object.values(draft).some((v) => v.trim() !== ""));
  const title = (id: string) => list.titles[id]?.pl || id;
  const hidden = list.defaultOrder.filter((id) => !list.order.includes(id));
  const isDefault = JSON.stringify(list.order) === JSON.stringify(list.defaultOrder);

  async function putOrder(order: string[] | null) {
    await run(
      async () => {
        await copyApi.saveOrder(list.key, order);
        toast.success(t.saved);
        await onChanged();
      },
      { fail: () => toast.error(tt.errorTitle, { description: t.failed }) },
    );
  }

  const move = (i: number, by: number) => {
    const order = [...list.order];
    const [id] = order.splice(i, 1);
    order.splice(i + by, 0, id!);
    void putOrder(order);
  };

  async function add(e: React.FormEvent) {
    e.preventDefault();
    // Every field of a new item is required, as the route says, checked before any request
    // (issue 43); its length limits come from the list's longest text, which only the server holds.
    const texts = { "pl.q": draft.plQ, "pl.a": draft.plA, "en.q": draft.enQ, "en.a": draft.enA };
    const empty = Object.entries(texts).filter(([, v]) => v.trim() === "");
    if (empty.length > 0)
      return setErrors(
        Object.fromEntries(empty.map(([k]) => [k, problemMessage({ kind: "empty" }, lang)])),
      );
    await run(
      async () => {
        await copyApi.addItem(list.key, {
          pl: { q: draft.plQ, a: draft.plA },
          en: { q: draft.enQ, a: draft.enA },
        });
        toast.success(t.added);
        setDraft({ plQ: "", plA: "", enQ: "", enA: "" });
        await onChanged();
      },
      {
        fail: (err, show) => {
          if (err instanceof AdminApiError && err.fieldErrors) {
            show(err.fieldErrors);
            toast.error(t.failed, { description: tt.fixFields });
          } else toast.error(tt.errorTitle, { description: t.failed });
        },
      },
    );
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
          <ListRow
            key={id}
            id={id}
            place={i}
            last={i === list.order.length - 1}
            title={title(id)}
            added={!list.defaultOrder.includes(id)}
            busy={busy}
            move={(by) => move(i, by)}
            remove={() => void putOrder(list.order.filter((x) => x !== id))}
          />
        ))}
      </ol>
      {hidden.length > 0 && (
        <HiddenItems
          items={hidden.map((id) => ({ id, title: title(id) }))}
          busy={busy}
          show={(id) => void putOrder([...list.order, id])}
        />
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
        ref={formRef}
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

/** One question of the list: its place, its title, up, down and hide. */
function ListRow({
  id,
  place,
  last,
  title,
  added,
  busy,
  move,
  remove,
}: {
  id: string;
  place: number;
  last: boolean;
  title: string;
  added: boolean;
  busy: boolean;
  move: (by: number) => void;
  remove: () => void;
}) {
  const t = useMessages(pageCopyMessages).list;
  return (
    <li className="flex flex-wrap items-center gap-2 py-2" data-list-item={id}>
      <span className="min-w-0 flex-1 basis-48">
        <span className="mr-1 font-semibold text-slate-700">{place + 1}.</span>
        {title}
        {added && (
          <span className="ml-2 rounded bg-river-100 px-1.5 py-0.5 text-xs font-semibold text-river-900">
            {t.addedLabel}
          </span>
        )}
      </span>
      <span className="flex gap-1">
        <button
          type="button"
          className={smallButton}
          disabled={busy || place === 0}
          onClick={() => move(-1)}
          aria-label={t.up(title)}
        >
          <ArrowUp aria-hidden="true" className="size-4" />
        </button>
        <button
          type="button"
          className={smallButton}
          disabled={busy || last}
          onClick={() => move(1)}
          aria-label={t.down(title)}
        >
          <ArrowDown aria-hidden="true" className="size-4" />
        </button>
        <IconButton
          icon={Trash2}
          className={`${dangerButton} px-3 text-sm`}
          disabled={busy}
          onClick={remove}
          aria-label={t.remove(title)}
        >
          {t.removeLabel}
        </IconButton>
      </span>
    </li>
  );
}

/** The questions hidden from the page, each with a button that shows it again (at the end). */
function HiddenItems({
  items,
  busy,
  show,
}: {
  items: Array<{ id: string; title: string }>;
  busy: boolean;
  show: (id: string) => void;
}) {
  const t = useMessages(pageCopyMessages).list;
  return (
    <div>
      <h4 className="text-sm font-semibold text-slate-800">{t.hidden}</h4>
      <ul className="mt-1 space-y-1">
        {items.map(({ id, title }) => (
          <li key={id} className="flex flex-wrap items-center gap-2">
            <span className="min-w-0 flex-1 basis-48 text-slate-700">{title}</span>
            <button
              type="button"
              className={smallButton}
              disabled={busy}
              onClick={() => show(id)}
              aria-label={t.show(title)}
            >
              {t.showLabel}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
