import type { AnalyticsReport } from "../report";
import { LanguageBars, SourceBars } from "./lazy-charts";
import { ChartSlot, DataTable, Section } from "./report-parts";
import { useReportWords } from "./use-report-words";

/** A breakdown by one dimension: a bar chart of page views and booking clicks, and its table. */
function ViewsAndClicks({
  title,
  column,
  tableTestId,
  Chart,
  rows,
}: {
  title: string;
  column: string;
  tableTestId: string;
  Chart: typeof LanguageBars;
  rows: Array<{ key: string; name: string; pageViews: number; bookingClicks: number }>;
}) {
  const { t, number, ctr } = useReportWords();
  if (rows.length === 0) return <p className="text-sm text-slate-700">{t.noData}</p>;
  return (
    <>
      <ChartSlot>
        <Chart
          data={rows.map(({ name, pageViews, bookingClicks }) => ({
            name,
            pageViews,
            bookingClicks,
          }))}
          views={t.pageViews}
          clicks={t.bookingClicks}
          label={t.barChart(title)}
        />
      </ChartSlot>
      <DataTable
        caption={title}
        testId={tableTestId}
        head={[column, t.pageViews, t.bookingClicks, t.clickThrough]}
        rows={rows.map((r) => ({
          key: r.key,
          cells: [
            r.name,
            number.format(r.pageViews),
            number.format(r.bookingClicks),
            ctr(r.bookingClicks, r.pageViews),
          ],
        }))}
      />
    </>
  );
}

/** By language and booking type, by source, and the pages that bring bookings. */
export function ReportBreakdowns({ report }: { report: AnalyticsReport }) {
  const { t, number, label, pageLabel, ctr } = useReportWords();
  return (
    <>
      <div className="grid gap-5 lg:grid-cols-2">
        <Section title={t.byLangTitle} testId="analytics-by-language">
          <ViewsAndClicks
            title={t.byLangTitle}
            column={t.language}
            tableTestId="analytics-language-table"
            Chart={LanguageBars}
            rows={report.byLang.map((r) => ({
              ...r,
              key: r.lang,
              name: label(t.languages, r.lang),
            }))}
          />
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
        <ViewsAndClicks
          title={t.bySourceTitle}
          column={t.source}
          tableTestId="analytics-source-table"
          Chart={SourceBars}
          rows={report.bySource.map((r) => ({
            ...r,
            key: r.source,
            name: label(t.sources, r.source),
          }))}
        />
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
