import { DownloadLink } from "~/components/ui/icon-button";
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useState,
  type ReactNode,
} from "react";
import { AdminField } from "~/components/ui/admin-field";
import { useLang, useMessages } from "~/lib/i18n/use-lang";
import { OTHER_PAGE } from "../constants";
import { PAGE_URLS } from "~/lib/i18n/page-urls";
import { analyticsMessages } from "../messages";
import { daysInRange, lastDays, MAX_RANGE_DAYS } from "../range";
import type { AnalyticsReport } from "../report";

// The chart library is loaded only here, when the tab shows: never in a public page's chunks.
const DailyChart = lazy(() => import("./charts").then((m) => ({ default: m.DailyChart })));
const Bars = lazy(() => import("./charts").then((m) => ({ default: m.Bars })));
const LanguageBars = lazy(() => import("./charts").then((m) => ({ default: m.LanguageBars })));
const SourceBars = lazy(() => import("./charts").then((m) => ({ default: m.SourceBars })));

/** English twin URL → its Polish URL (docs/architecture.md §3). */
const ENGLISH_TWIN_OF = new Map(PAGE_URLS.filter((p) => p.en !== p.pl).map((p) => [p.en, p.pl]));

type Preset = "7" | "30" | "custom";
type Range = { from: string; to: string };
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function query(range: Range) {
  return `from=${encodeURIComponent(range.from)}&to=${encodeURIComponent(range.to)}`;
}

class LoadError extends Error {
  constructor(public status: number) {
    super(`HTTP ${status}`);
  }
}

async function loadReport(range: Range): Promise<AnalyticsReport> {
  const res = await fetch(`/api/admin/analytics?${query(range)}`, {
    credentials: "same-origin",
    headers: { Accept: "application/json" },
  });
  if (!res.ok) throw new LoadError(res.status);
  return (await res.json()) as AnalyticsReport;
}

function Section({
  title,
  children,
  testId,
}: {
  title: string;
  children: ReactNode;
  testId?: string;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="min-w-0 rounded-xl bg-white p-4 shadow-sm sm:p-5"
      data-testid={testId}
    >
      <h3 id={id} className="text-lg font-bold text-navy-900">
        {title}
      </h3>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function ChartSlot({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <div
          className="h-48 animate-pulse rounded-lg bg-slate-100 motion-reduce:animate-none"
          aria-hidden="true"
        />
      }
    >
      {children}
    </Suspense>
  );
}

function DataTable({
  caption,
  head,
  rows,
  testId,
}: {
  caption: string;
  head: string[];
  rows: Array<{ key: string; cells: ReactNode[] }>;
  testId?: string;
}) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-xs sm:text-sm" data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-300">
            {head.map((h, i) => (
              <th
                key={h}
                scope="col"
                className={`px-1 py-2 align-bottom font-semibold break-words text-slate-800 sm:px-2 ${i > 0 ? "text-right" : ""}`}
              >
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} data-key={row.key} className="border-b border-slate-100">
              {row.cells.map((cell, i) =>
                i === 0 ? (
                  <th
                    key={i}
                    scope="row"
                    className="px-1 py-2 font-normal break-words text-slate-800 sm:px-2"
                  >
                    {cell}
                  </th>
                ) : (
                  <td key={i} className="px-1 py-2 text-right text-slate-800 tabular-nums sm:px-2">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Disclosure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <details className="mt-3 rounded-lg border border-slate-200">
      <summary className="min-h-11 cursor-pointer px-3 py-2 text-sm font-semibold text-navy-900">
        {label}
      </summary>
      <div className="px-1 pb-2">{children}</div>
    </details>
  );
}

/** The administrator panel's Statistics tab (docs/product.md §10): counts of the first-party analytics. */
export function AnalyticsTab() {
  const t = useMessages(analyticsMessages);
  const lang = useLang();
  const number = useMemo(() => new Intl.NumberFormat(lang === "pl" ? "pl-PL" : "en-GB"), [lang]);
  const percent = useMemo(
    () =>
      new Intl.NumberFormat(lang === "pl" ? "pl-PL" : "en-GB", {
        style: "percent",
        maximumFractionDigits: 1,
      }),
    [lang],
  );
  const [preset, setPreset] = useState<Preset>("7");
  const [range, setRange] = useState<Range>(() => lastDays(7));
  const [draft, setDraft] = useState<Range>(range);
  const [draftError, setDraftError] = useState(false);
  const [report, setReport] = useState<AnalyticsReport | null>(null);
  const [state, setState] = useState<"loading" | "ready" | "failed">("loading");
  const fromId = useId();
  const toId = useId();
  const errorId = useId();

  const load = useCallback((r: Range) => {
    setState("loading");
    loadReport(r)
      .then((data) => {
        setReport(data);
        setState("ready");
      })
      .catch((err) => {
        if (err instanceof LoadError && (err.status === 401 || err.status === 403)) {
          const origin = window.location.pathname + window.location.search;
          window.location.replace(`/admin/login?redirectTo=${encodeURIComponent(origin)}`);
          return;
        }
        setState("failed");
      });
  }, []);

  useEffect(() => load(range), [load, range]);

  function choose(p: Preset) {
    setPreset(p);
    if (p === "custom") return;
    const r = lastDays(Number(p));
    setDraft(r);
    setRange(r);
  }

  function applyCustom(e: React.FormEvent) {
    e.preventDefault();
    const ok =
      DAY.test(draft.from) &&
      DAY.test(draft.to) &&
      draft.from <= draft.to &&
      daysInRange(draft.from, draft.to) <= MAX_RANGE_DAYS;
    setDraftError(!ok);
    if (ok) setRange({ ...draft });
  }

  const label = (map: Record<string, string>, key: string) =>
    key === "" ? t.notGiven : (map[key] ?? key);
  // Pages by their names; a path the panel does not know yet (a page added later) as it is.
  const pageLabel = (path: string) => {
    if (path === OTHER_PAGE) return t.otherPages;
    const name = t.pageNames[path];
    if (name) return name;
    // An English twin URL: its Polish page's name, marked as the English version.
    const polish = ENGLISH_TWIN_OF.get(path);
    return polish && t.pageNames[polish] ? t.englishTwin(t.pageNames[polish]) : path;
  };
  const ctr = (clicks: number, views: number) => (views > 0 ? percent.format(clicks / views) : "–");

  const presets: Array<[Preset, string]> = [
    ["7", t.last7],
    ["30", t.last30],
    ["custom", t.custom],
  ];

  return (
    <div className="grid gap-5" data-testid="analytics-tab">
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

      {state === "failed" && (
        <div role="alert" className="rounded-xl bg-white p-5 text-slate-800 shadow-sm">
          <p>{t.loadFailed}</p>
          <button type="button" className="btn-secondary mt-3" onClick={() => load(range)}>
            {t.retry}
          </button>
        </div>
      )}
      {state === "loading" && !report && (
        <p role="status" className="rounded-xl bg-white p-5 text-slate-700 shadow-sm">
          {t.loading}
        </p>
      )}
      {report && state !== "failed" && (
        <div
          className={`grid gap-5 ${state === "loading" ? "opacity-60" : ""}`}
          aria-busy={state === "loading"}
          data-testid="analytics-report"
          data-from={report.from}
          data-to={report.to}
        >
          <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            {[
              ["views", t.pageViews, number.format(report.totals.pageViews)],
              ["clicks", t.bookingClicks, number.format(report.totals.bookingClicks)],
              ["ctr", t.clickThrough, ctr(report.totals.bookingClicks, report.totals.pageViews)],
              ["hero", t.heroClicks, number.format(report.totals.heroBookingClicks)],
            ].map(([key, name, value]) => (
              <div key={key} className="rounded-xl bg-white p-4 shadow-sm">
                <dt className="text-sm text-slate-700">{name}</dt>
                <dd
                  className="mt-1 text-2xl font-bold text-navy-900 tabular-nums"
                  data-testid={`analytics-total-${key}`}
                >
                  {value}
                </dd>
              </div>
            ))}
          </dl>

          <Section title={t.dailyTitle}>
            <ChartSlot>
              <DailyChart
                data={report.daily}
                label={t.dailyChart(report.from, report.to)}
                views={t.pageViews}
                clicks={t.bookingClicks}
              />
            </ChartSlot>
            <Disclosure label={t.showTable}>
              <DataTable
                caption={t.dailyTitle}
                testId="analytics-daily-table"
                head={[t.day, t.pageViews, t.bookingClicks]}
                rows={report.daily.map((d) => ({
                  key: d.day,
                  cells: [d.day, number.format(d.pageViews), number.format(d.bookingClicks)],
                }))}
              />
            </Disclosure>
          </Section>

          <div className="grid gap-5 lg:grid-cols-2">
            {(
              [
                [
                  "location",
                  t.byLocationTitle,
                  t.location,
                  report.byLocation.map((r) => ({
                    key: r.location,
                    name: label(t.locations, r.location),
                    value: r.bookingClicks,
                  })),
                ],
                [
                  "channel",
                  t.byChannelTitle,
                  t.channel,
                  report.byChannel.map((r) => ({
                    key: r.channel,
                    name: label(t.channels, r.channel),
                    value: r.bookingClicks,
                  })),
                ],
              ] as const
            ).map(([kind, title, column, rows]) => (
              <Section key={kind} title={title} testId={`analytics-by-${kind}`}>
                {rows.length === 0 ? (
                  <p className="text-sm text-slate-700">{t.noData}</p>
                ) : (
                  <>
                    <ChartSlot>
                      <Bars data={rows} label={t.barChart(title)} valueName={t.bookingClicks} />
                    </ChartSlot>
                    <Disclosure label={t.showTable}>
                      <DataTable
                        caption={title}
                        testId={`analytics-${kind}-table`}
                        head={[column, t.bookingClicks]}
                        rows={rows.map((r) => ({
                          key: r.key,
                          cells: [r.name, number.format(r.value)],
                        }))}
                      />
                    </Disclosure>
                  </>
                )}
              </Section>
            ))}
          </div>

          <div className="grid gap-5 lg:grid-cols-2">
            <Section title={t.byLangTitle} testId="analytics-by-language">
              {report.byLang.length === 0 ? (
                <p className="text-sm text-slate-700">{t.noData}</p>
              ) : (
                <>
                  <ChartSlot>
                    <LanguageBars
                      data={report.byLang.map((r) => ({
                        name: label(t.languages, r.lang),
                        pageViews: r.pageViews,
                        bookingClicks: r.bookingClicks,
                      }))}
                      views={t.pageViews}
                      clicks={t.bookingClicks}
                      label={t.barChart(t.byLangTitle)}
                    />
                  </ChartSlot>
                  <DataTable
                    caption={t.byLangTitle}
                    testId="analytics-language-table"
                    head={[t.language, t.pageViews, t.bookingClicks, t.clickThrough]}
                    rows={report.byLang.map((r) => ({
                      key: r.lang,
                      cells: [
                        label(t.languages, r.lang),
                        number.format(r.pageViews),
                        number.format(r.bookingClicks),
                        ctr(r.bookingClicks, r.pageViews),
                      ],
                    }))}
                  />
                </>
              )}
            </Section>
            <Section title={t.bookingTypeTitle}>
              {report.byBookingType.length === 0 ? (
                <p className="text-sm text-slate-700">{t.noData}</p>
              ) : (
                <DataTable
                  caption={t.bookingTypeTitle}
                  head={[t.bookingType, t.bookingClicks]}
                  rows={report.byBookingType.map((r) => ({
                    key: r.bookingType,
                    cells: [label(t.bookingTypes, r.bookingType), number.format(r.bookingClicks)],
                  }))}
                />
              )}
            </Section>
          </div>

          <Section title={t.bySourceTitle} testId="analytics-by-source">
            <p className="mb-2 text-sm text-slate-700">{t.bySourceHelp}</p>
            {report.bySource.length === 0 ? (
              <p className="text-sm text-slate-700">{t.noData}</p>
            ) : (
              <>
                <ChartSlot>
                  <SourceBars
                    data={report.bySource.map((r) => ({
                      name: label(t.sources, r.source),
                      pageViews: r.pageViews,
                      bookingClicks: r.bookingClicks,
                    }))}
                    views={t.pageViews}
                    clicks={t.bookingClicks}
                    label={t.barChart(t.bySourceTitle)}
                  />
                </ChartSlot>
                <DataTable
                  caption={t.bySourceTitle}
                  testId="analytics-source-table"
                  head={[t.source, t.pageViews, t.bookingClicks, t.clickThrough]}
                  rows={report.bySource.map((r) => ({
                    key: r.source,
                    cells: [
                      label(t.sources, r.source),
                      number.format(r.pageViews),
                      number.format(r.bookingClicks),
                      ctr(r.bookingClicks, r.pageViews),
                    ],
                  }))}
                />
              </>
            )}
          </Section>

          <Section title={t.topPagesTitle} testId="analytics-top-pages">
            {report.byPath.length === 0 ? (
              <p className="text-sm text-slate-700">{t.noData}</p>
            ) : (
              <>
                <p className="mb-2 text-sm text-slate-700">
                  {t.clickThrough}: {t.clickThroughHelp.toLowerCase()}.
                </p>
                <DataTable
                  caption={t.topPagesTitle}
                  testId="analytics-pages-table"
                  head={[t.page, t.pageViews, t.bookingClicks, t.clickThrough]}
                  rows={report.byPath.slice(0, 20).map((r) => ({
                    key: r.path,
                    cells: [
                      pageLabel(r.path),
                      number.format(r.pageViews),
                      number.format(r.bookingClicks),
                      ctr(r.bookingClicks, r.pageViews),
                    ],
                  }))}
                />
              </>
            )}
          </Section>
        </div>
      )}
    </div>
  );
}
