import { useState } from "react";
import { AdminField, AdminInput } from "~/components/ui/admin-field";
import { useUnsavedChanges } from "~/components/ui/unsaved-changes";
import { useFormCall } from "~/components/ui/use-form-call";
import { useLang, useMessages } from "~/lib/i18n/use-lang";
import type { Notice, NoticeKind, NoticeScope } from "../model";
import { noticesMessages } from "../messages";
import { endOfWarsawDay } from "./notice-status";
import { control, handleSaveError, isoToLocal, localToIso } from "~/components/ui/panel-save";
import { SubmitCancel } from "~/components/ui/form-buttons";

interface Draft {
  kind: NoticeKind;
  message_pl: string;
  message_en: string;
  from: string;
  until: string;
}

/** The form of one notice: kind, both texts, from and until (decision 231). */
export function NoticeForm({
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
  const t = useMessages(noticesMessages);
  const lang = useLang();
  const [draft, setDraft] = useState<Draft>(() => ({
    kind: initial?.kind ?? "info",
    message_pl: initial?.message_pl ?? "",
    message_en: initial?.message_en ?? "",
    from: isoToLocal(initial?.from ?? null),
    until: isoToLocal(initial?.until ?? endOfWarsawDay()),
  }));
  const [initialDraft] = useState(draft);
  const { busy: saving, errors, run, formRef } = useFormCall();
  const id = (f: string) => `notice-${scope}-${f}`;
  useUnsavedChanges(JSON.stringify(draft) !== JSON.stringify(initialDraft));

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    await run(
      () =>
        onSave({
          kind: draft.kind,
          message_pl: draft.message_pl,
          message_en: draft.message_en,
          from: localToIso(draft.from),
          until: localToIso(draft.until) ?? draft.until,
        }),
      { fail: (err, setErrors) => handleSaveError(err, t.errorTitle, setErrors) },
    );
  }

  return (
    <form
      ref={formRef}
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
          <AdminInput
            id={id("from")}
            label={t.notices.fromLabel}
            hint={t.notices.fromHint}
            error={errors.from}
            type="datetime-local"
            value={draft.from}
            onChange={(e) => setDraft({ ...draft, from: e.target.value })}
          />
          <AdminInput
            id={id("until")}
            label={t.notices.untilLabel}
            hint={t.notices.untilHint}
            error={errors.until}
            type="datetime-local"
            value={draft.until}
            onChange={(e) => setDraft({ ...draft, until: e.target.value })}
          />
        </div>
        <SubmitCancel
          busy={saving}
          label={t.save}
          busyLabel={t.saving}
          cancelLabel={t.cancel}
          onCancel={onCancel}
          className="flex flex-col gap-2 sm:flex-row"
        />
      </fieldset>
    </form>
  );
}
