import { useId } from "react";
import { ExternalLink } from "~/components/external-link";
import type { PageDepartures } from "../types";

const STATE_TONE = {
  light: {
    available: "text-emerald-800",
    few: "text-amber-800 font-bold",
    sold_out: "text-slate-600",
    closed: "text-slate-600",
    cancelled: "text-red-800 font-bold",
  },
  dark: {
    available: "text-emerald-300",
    few: "text-amber-300 font-bold",
    sold_out: "text-slate-300",
    closed: "text-slate-300",
    cancelled: "text-red-200 font-bold",
  },
} as const;

/**
 * The next departures of a cruise, server-rendered in the page's first byte: day and time in
 * Warsaw, seats left or the state, each bookable one a link to that departure at the provider
 * (a new tab), a phone call, or the cruise's page (an enquiry); "as of HH:MM" when the data is a
 * few minutes old. No script of its own.
 */
export function DepartureList({
  data,
  heading = "h2",
  tone = "light",
  className = "",
}: {
  data: PageDepartures | null | undefined;
  heading?: "h2" | "h3" | "h4";
  tone?: "light" | "dark";
  className?: string;
}) {
  const id = useId();
  if (!data || (data.items.length === 0 && !data.seasonOpens)) return null;
  const H = heading;
  const muted = tone === "dark" ? "text-slate-300" : "text-slate-600";
  const rowClass = "flex min-h-11 flex-wrap items-center justify-between gap-x-3 py-2";
  return (
    <div className={className} data-departures={data.source}>
      <H
        id={id}
        className={
          heading === "h2"
            ? "text-2xl font-extrabold text-navy-900"
            : `text-base font-bold ${tone === "dark" ? "text-white" : "text-navy-900"}`
        }
      >
        {data.text.heading}
      </H>
      {data.text.seasonOpens ? <p className={`mt-2 ${muted}`}>{data.text.seasonOpens}</p> : null}
      {data.items.length ? (
        <ul
          aria-labelledby={id}
          className={`mt-2 divide-y ${tone === "dark" ? "divide-white/15" : "divide-slate-200"}`}
        >
          {data.items.map((row) => {
            const content = (
              <>
                <time dateTime={row.start} className="font-semibold">
                  {row.dayText}, {row.time}
                </time>
                <span className={STATE_TONE[tone][row.status]}>{row.stateText}</span>
              </>
            );
            return (
              <li key={row.start} data-status={row.status}>
                {row.href && row.link === "provider" ? (
                  <ExternalLink
                    href={row.href}
                    className={`${rowClass} underline-offset-4 hover:underline`}
                  >
                    {content}
                  </ExternalLink>
                ) : row.href ? (
                  // A phone call or this site's page: the same tab, no "opens in a new tab".
                  <a href={row.href} className={`${rowClass} underline-offset-4 hover:underline`}>
                    {content}
                  </a>
                ) : (
                  <div className={rowClass}>{content}</div>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
      {data.text.asOf ? <p className={`mt-1 text-sm ${muted}`}>{data.text.asOf}</p> : null}
    </div>
  );
}
