import { useCallback, useEffect, useState } from "react";
import type { AnalyticsReport } from "../report";

export type Range = { from: string; to: string };

export function query(range: Range) {
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

/** The statistics of `range` from GET /api/admin/analytics, loaded again when it changes. */
export function useAnalyticsReport(range: Range) {
  const [report, setReport] = useState<AnalyticsReport | null>(null);
  const [state, setState] = useState<"loading" | "ready" | "failed">("loading");

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
  return { report, state, reload: () => load(range) };
}
