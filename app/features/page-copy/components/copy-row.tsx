import RotateCcw from "lucide-react/icons/rotate-ccw";
import { useState } from "react";
import { useUnsavedChanges } from "~/components/ui/unsaved-changes";
import { useFormCall } from "~/components/ui/use-form-call";
import { toast } from "sonner";
import { AdminField } from "~/components/ui/admin-field";
import { IconButton } from "~/components/ui/icon-button";
import { AdminApiError } from "~/lib/admin-api-client";
import { copyApi } from "../api/copy";
import type { CopyItem } from "~/lib/copy/types";
import type { Lang } from "~/lib/i18n/lang";
import { useLang, useMessages } from "~/lib/i18n/use-lang";
import { pageCopyMessages } from "../messages";
import { copyErrors } from "../copy-problems";
import { LANGS, rowsFor, smallButton, textarea, type Errors } from "./copy-shared";

/** One text: Polish and English side by side, the default under each; save or restore. */
export function CopyRow({
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
  const lang = useLang();
  const { busy: saving, errors, setErrors, run, formRef } = useFormCall<Errors>();
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
        const saved = await copyApi.save(item.key, body);
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
    const body = Object.fromEntries(changed.map((l) => [l, draft[l]]));
    // Checked in the browser by the route's own rules before any request (issue 43). A text
    // the operator added to a list is checked by the list's longest text, which only the
    // server holds.
    const refused = item.added ? {} : copyErrors(body, defaults, lang);
    if (Object.keys(refused).length > 0) return setErrors(refused);
    void send(body, t.saved);
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
