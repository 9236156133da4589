import { Suspense, useId, type ReactNode } from "react";

/* The report's building blocks: a titled section, a chart's slot, a table, a disclosure. */

export function Section({
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

export function ChartSlot({ children }: { children: ReactNode }) {
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

export function DataTable({
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

export function Disclosure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <details className="mt-3 rounded-lg border border-slate-200">
      <summary className="min-h-11 cursor-pointer px-3 py-2 text-sm font-semibold text-navy-900">
        {label}
      </summary>
      <div className="px-1 pb-2">{children}</div>
    </details>
  );
}
