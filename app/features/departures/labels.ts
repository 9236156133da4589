/**
 * The departures list's words, worked out on the server in the page's language: the day
 * ("Dziś", "pt. 28 listopada"), the state ("3 wolne miejsca", "Brak miejsc"), the heading, the
 * season line and the "as of" stamp. The page's script then only shows strings: no Intl
 * formatters, plural rules or bilingual messages run or ship for hydration.
 */
import { localeOf, type Lang } from "~/lib/i18n/lang";
import { departuresMessages } from "./messages";
import type { DepartureRow, DepartureStatus } from "./types";

type Messages = (typeof departuresMessages)["pl"];

const fill = (s: string, v: Record<string, string | number>) =>
  s.replace(/\{(\w+)\}/g, (_, k: string) => String(v[k] ?? ""));

/**
 * "pt. 28 listopada" (Polish: the month's full name in the genitive, no comma after the
 * weekday; issue 45, item 9) or "Fri 28 Nov" for a Warsaw day; formatted in UTC from its noon,
 * so no time zone shifts it.
 */
export function dayText(
  row: Pick<DepartureRow, "day" | "rel">,
  lang: Lang,
  t: Messages = departuresMessages[lang],
): string {
  if (row.rel) return t[row.rel];
  const parts = new Intl.DateTimeFormat(localeOf(lang), {
    weekday: "short",
    day: "numeric",
    month: lang === "pl" ? "long" : "short",
    timeZone: "UTC",
  }).formatToParts(new Date(`${row.day}T12:00:00Z`));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((x) => x.type === type)?.value ?? "";
  return `${part("weekday")} ${part("day")} ${part("month")}`;
}

/** "3 wolne miejsca" or, in the few-seats state, "Zostały tylko 3 miejsca": Polish plural forms. */
function seatsText(n: number, lang: Lang, forms: Messages["seats"]): string {
  const form = lang === "pl" ? new Intl.PluralRules("pl-PL").select(n) : n === 1 ? "one" : "many";
  return fill(form === "one" ? forms.one : form === "few" ? forms.few : forms.many, { n });
}

/** How the cruise is sold: a private cruise books the whole boat; the channel names the action. */
export interface StateContext {
  kind: "shared" | "private";
  channel: "provider" | "phone" | "enquiry";
}

/**
 * A departure's state in words (decision 350): cancelled, closed; a private cruise's boat free
 * or taken, never a seat count; a shared one's seats; a timetable's action by its channel.
 */
export function stateText(
  row: { status: DepartureStatus; seatsLeft: number | null },
  lang: Lang,
  ctx: StateContext = { kind: "shared", channel: "provider" },
  t: Messages = departuresMessages[lang],
): string {
  if (row.status === "cancelled") return t.cancelled;
  if (row.status === "closed") return t.closed;
  if (row.status === "sold_out") return ctx.kind === "private" ? t.taken : t.soldOut;
  if (row.seatsLeft === null)
    return ctx.channel === "phone"
      ? t.bookByPhone
      : ctx.channel === "enquiry"
        ? t.askForDate
        : t.book;
  if (ctx.kind === "private") return t.free;
  return seatsText(row.seatsLeft, lang, row.status === "few" ? t.few : t.seats);
}

/** The list's heading, season line ("Sezon rusza 1 maja.") and stamp ("Stan na 10:42"). */
export function listTexts(
  lang: Lang,
  seasonOpens: string | null,
  asOf: string | null,
): { heading: string; seasonOpens: string | null; asOf: string | null } {
  const t = departuresMessages[lang];
  return {
    heading: t.heading,
    seasonOpens: seasonOpens
      ? fill(t.seasonOpens, {
          date: new Intl.DateTimeFormat(localeOf(lang), {
            day: "numeric",
            month: "long",
            timeZone: "UTC",
          }).format(new Date(`${seasonOpens}T12:00:00Z`)),
        })
      : null,
    asOf: asOf ? fill(t.asOf, { time: asOf }) : null,
  };
}
