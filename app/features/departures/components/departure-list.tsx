import { useId } from "react";
import { ExternalLink } from "~/components/external-link";
import { localeOf, type Lang } from "~/lib/i18n/lang";
import { useLang, useMessages } from "~/lib/i18n/use-lang";
import { departuresMessages } from "../messages";
import type { DepartureRow, PageDepartures } from "../types";

type Messages = (typeof departuresMessages)["pl"];

const fill = (s: string, v: Record<string, string | number>) =>
  s.replace(/\{(\w+)\}/g, (_, k: string) => String(v[k] ?? ""));

/** "Pt, 28 lis" for a Warsaw day; formatted in UTC from its noon, so server and browser agree. */
function dayLabel(row: DepartureRow, lang: Lang, t: Messages): string {
  if (row.rel) return t[row.rel];
  return new Intl.DateTimeFormat(localeOf(lang), {
    weekday: "short",
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  }).format(new Date(`${row.day}T12:00:00Z`));
}

function seatsLabel(n: number, lang: Lang, t: Messages): string {
  const form = lang === "pl" ? new Intl.PluralRules("pl-PL").select(n) : n === 1 ? "one" : "many";
  return fill(form === "one" ? t.seats.one : form === "few" ? t.seats.few : t.seats.many, { n });
}

function stateLabel(row: DepartureRow, lang: Lang, t: Messages): string {
  if (row.status === "closed") return t.closed;
  if (row.status === "sold_out") return t.soldOut;
  if (row.seatsLeft === null) return t.book;
  const seats = seatsLabel(row.seatsLeft, lang, t);
  return row.status === "few" ? `${t.few}: ${seats}` : seats;
}

const STATE_TONE = {
  light: {
    available: "text-emerald-800",
    few: "text-amber-800 font-bold",
    sold_out: "text-slate-600",
    closed: "text-slate-600",
  },
  dark: {
    available: "text-emerald-300",
    few: "text-amber-300 font-bold",
    sold_out: "text-slate-300",
    closed: "text-slate-300",
  },
} as const;

/**
 * The next departures of a cruise, server-rendered in the page's first byte: day and time in
 * Warsaw, seats left or the state, each bookable one a link to that departure at the provider
 * (a new tab), and "as of HH:MM" when the data is a few minutes old. No script of its own.
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
  const lang = useLang();
  const t = useMessages(departuresMessages);
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
        {t.heading}
      </H>
      {data.seasonOpens ? (
        <p className={`mt-2 ${muted}`}>
          {fill(t.seasonOpens, {
            date: new Intl.DateTimeFormat(localeOf(lang), {
              day: "numeric",
              month: "long",
              timeZone: "UTC",
            }).format(new Date(`${data.seasonOpens}T12:00:00Z`)),
          })}
        </p>
      ) : null}
      {data.items.length ? (
        <ul
          aria-labelledby={id}
          className={`mt-2 divide-y ${tone === "dark" ? "divide-white/15" : "divide-slate-200"}`}
        >
          {data.items.map((row) => {
            const content = (
              <>
                <time dateTime={row.start} className="font-semibold">
                  {dayLabel(row, lang, t)}, {row.time}
                </time>
                <span className={STATE_TONE[tone][row.status]}>{stateLabel(row, lang, t)}</span>
              </>
            );
            return (
              <li key={row.start} data-status={row.status}>
                {row.href ? (
                  <ExternalLink
                    href={row.href}
                    className={`${rowClass} underline-offset-4 hover:underline`}
                  >
                    {content}
                  </ExternalLink>
                ) : (
                  <div className={rowClass}>{content}</div>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
      {data.asOf ? (
        <p className={`mt-1 text-sm ${muted}`}>{fill(t.asOf, { time: data.asOf })}</p>
      ) : null}
    </div>
  );
}
