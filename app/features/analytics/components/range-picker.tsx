import { DownloadLink } from "~/components/ui/icon-button";
import { useId, useState } from "react";
import { AdminField } from "~/components/ui/admin-field";
import { useLang, useMessages } from "~/lib/i18n/use-lang";
import { checkBody } from "~/lib/schema-issues";
import { analyticsMessages } from "../messages";
import { lastDays } from "../range";
import { rangeSchema } from "../range-schema";
import { query, type Range } from "./use-analytics-report";

type Preset = "7" | "30" | "custom";

/** The tab's heading, the range (last 7 or 30 days, or chosen days) and the CSV of that range. */
export function RangePicker({ range, onRange }: { range: Range; onRange: (r: Range) => void }) {
  const t = useMessages(analyticsMessages);
  const lang = useLang();
  const [preset, setPreset] = useState<Preset>("7");
  const [draft, setDraft] = useState<Range>(range);
  const [draftError, setDraftError] = useState(false);
  const fromId = useId();
  const toId = useId();
  const errorId = useId();

  function choose(p: Preset) {
    setPreset(p);
    if (p === "custom") return;
    const r = lastDays(Number(p));
    setDraft(r);
    onRange(r);
  }

  function applyCustom(e: React.FormEvent) {
    e.preventDefault();
    // The days are checked by the schema the statistics route checks them with (issue 43).
    const { ok } = checkBody(rangeSchema(lang), draft, lang);
    setDraftError(!ok);
    if (ok) onRange({ ...draft });
  }

  const presets: Array<[Preset, string]> = [
    ["7", t.last7],
    ["30", t.last30],
    ["custom", t.custom],
  ];

  return (
    <section className="rounded-xl bg-white p-4 shadow-sm sm:p-5">
      <h2 className="text-xl font-bold text-navy-900">{t.title}</h2>
      <p className="mt-2 max-w-prose text-sm text-slate-700">{t.intro}</p>
      <fieldset className="mt-4">
        <legend className="text-sm font-semibold text-slate-800">{t.rangeLegend}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {presets.map(([value, text]) => (
            <label
              key={value}
              className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm has-[:checked]:border-navy-900 has-[:checked]:bg-navy-900 has-[:checked]:text-white has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-signal-500"
            >
              <input
                type="radio"
                name="analytics-range"
                value={value}
                checked={preset === value}
                onChange={() => choose(value)}
                className="sr-only"
              />
              {text}
            </label>
          ))}
        </div>
      </fieldset>
      {preset === "custom" && (
        <form onSubmit={applyCustom} noValidate className="mt-3 flex flex-wrap items-end gap-3">
          <AdminField id={fromId} label={t.from}>
            <input
              id={fromId}
              type="date"
              value={draft.from}
              max={draft.to || undefined}
              onChange={(e) => setDraft({ ...draft, from: e.target.value })}
              aria-describedby={draftError ? errorId : undefined}
              aria-invalid={draftError || undefined}
              className="mt-1 block min-h-11 rounded-lg border border-slate-400 bg-white px-3 py-2"
            />
          </AdminField>
          <AdminField id={toId} label={t.to}>
            <input
              id={toId}
              type="date"
              value={draft.to}
              min={draft.from || undefined}
              onChange={(e) => setDraft({ ...draft, to: e.target.value })}
              aria-describedby={draftError ? errorId : undefined}
              aria-invalid={draftError || undefined}
              className="mt-1 block min-h-11 rounded-lg border border-slate-400 bg-white px-3 py-2"
            />
          </AdminField>
          <button type="submit" className="btn-primary min-h-11">
            {t.show}
          </button>
          {draftError && (
            <p id={errorId} role="alert" className="w-full text-sm font-semibold text-red-700">
              {t.rangeInvalid}
            </p>
          )}
        </form>
      )}
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-700" aria-live="polite" data-testid="analytics-range">
          {t.rangeLabel(range.from, range.to)}
        </p>
        <DownloadLink
          href={`/api/admin/analytics.csv?${query(range)}`}
          className="btn-secondary min-h-11 px-4 py-2 text-sm"
        >
          {t.downloadCsv}
        </DownloadLink>
      </div>
    </section>
  );
}
