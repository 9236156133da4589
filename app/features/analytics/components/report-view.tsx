import type { AnalyticsReport } from "../report";
import { Bars, DailyChart } from "./lazy-charts";
import { ChartSlot, DataTable, Disclosure, Section } from "./report-parts";
import { ReportBreakdowns } from "./report-breakdowns";
import { useReportWords } from "./use-report-words";

/** The report: totals, the days, and booking clicks by place and channel; then the breakdowns. */
export function ReportView({ report, loading }: { report: AnalyticsReport; loading: boolean }) {
  const { t, number, label, ctr } = useReportWords();
  return (
    <div
      className={`grid gap-5 ${loading ? "opacity-60" : ""}`}
      aria-busy={loading}
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

      <ReportBreakdowns report={report} />
    </div>
  );
}
