import { useState } from "react";
import { useMessages } from "~/lib/i18n/use-lang";
import { analyticsMessages } from "../messages";
import { lastDays } from "../range";
import { RangePicker } from "./range-picker";
import { ReportView } from "./report-view";
import { useAnalyticsReport, type Range } from "./use-analytics-report";

/** The administrator panel's Statistics tab (docs/product.md §10): counts of the first-party analytics. */
export function AnalyticsTab() {
  const t = useMessages(analyticsMessages);
  const [range, setRange] = useState<Range>(() => lastDays(7));
  const { report, state, reload } = useAnalyticsReport(range);

  return (
    <div className="grid gap-5" data-testid="analytics-tab">
      <RangePicker range={range} onRange={setRange} />
      {state === "failed" && (
        <div role="alert" className="rounded-xl bg-white p-5 text-slate-800 shadow-sm">
          <p>{t.loadFailed}</p>
          <button type="button" className="btn-secondary mt-3" onClick={reload}>
            {t.retry}
          </button>
        </div>
      )}
      {state === "loading" && !report && (
        <p role="status" className="rounded-xl bg-white p-5 text-slate-700 shadow-sm">
          {t.loading}
        </p>
      )}
      {report && state !== "failed" && <ReportView report={report} loading={state === "loading"} />}
    </div>
  );
}
