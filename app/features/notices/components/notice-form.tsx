import { AdminInput, AdminTextArea } from "~/components/ui/admin-field";
import { useDraftForm } from "~/components/ui/use-draft-form";
import { useLang, useMessages } from "~/lib/i18n/use-lang";
import type { Notice, NoticeKind, NoticeScope } from "../model";
import { noticesMessages } from "../messages";
import { noticeSchema } from "../schema";
import { endOfWarsawDay } from "./notice-status";
import { isoToLocal, localToIso } from "~/components/ui/panel-save";
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
  const {
    draft,
    setDraft,
    bind,
    busy: saving,
    form,
  } = useDraftForm<Draft>(`notice-${scope}`, () => ({
    kind: initial?.kind ?? "info",
    message_pl: initial?.message_pl ?? "",
    message_en: initial?.message_en ?? "",
    from: isoToLocal(initial?.from ?? null),
    until: isoToLocal(initial?.until ?? endOfWarsawDay()),
  }));
  const body = () => ({
    kind: draft.kind,
    message_pl: draft.message_pl,
    message_en: draft.message_en,
    from: localToIso(draft.from),
    until: localToIso(draft.until) ?? draft.until,
  });
  // Checked in the browser by the route's own schema before any request (issue 43).
  const checked = { schema: noticeSchema(lang), body };

  return (
    <form
      {...form(() => onSave(body()), checked)}
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
                  name={`notice-${scope}-kind`}
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
        <AdminTextArea
          label={t.notices.messagePl}
          rows={2}
          maxLength={300}
          {...bind("message_pl", "pl")}
        />
        <AdminTextArea
          label={t.notices.messageEn}
          hint={t.notices.messageEnHint}
          rows={2}
          maxLength={300}
          lang="en"
          {...bind("message_en", "en")}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <AdminInput
            label={t.notices.fromLabel}
            hint={t.notices.fromHint}
            type="datetime-local"
            {...bind("from")}
          />
          <AdminInput
            label={t.notices.untilLabel}
            hint={t.notices.untilHint}
            type="datetime-local"
            {...bind("until")}
          />
        </div>
        <SubmitCancel
          busy={saving}
          onCancel={onCancel}
          className="flex flex-col gap-2 sm:flex-row"
        />
      </fieldset>
    </form>
  );
}
