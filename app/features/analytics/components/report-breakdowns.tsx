import type { AnalyticsReport } from "../report";
import { LanguageBars, SourceBars } from "./lazy-charts";
import { ChartSlot, DataTable, Section } from "./report-parts";
import { useReportWords } from "./use-report-words";

/** By language and booking type, by source, and the pages that bring bookings. */
export function ReportBreakdowns({ report }: { report: AnalyticsReport }) {
  const { t, number, label, pageLabel, ctr } = useReportWords();
  return (
    <>
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
    </>
  );
}
