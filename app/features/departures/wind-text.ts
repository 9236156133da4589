import { localeOf, type Lang } from "~/lib/i18n/lang";
import { departuresMessages } from "./messages";
import { addDays, warsawInstant } from "./warsaw-time";
import type { WindWarning } from "./wind";

const fill = (s: string, v: Record<string, string | number>) =>
  s.replace(/\{(\w+)\}/g, (_, k: string) => String(v[k] ?? ""));

/** "28.11" style short date of a Warsaw day, the same on server and browser. */
export function shortDate(day: string, lang: Lang): string {
  return new Intl.DateTimeFormat(localeOf(lang), {
    day: "numeric",
    month: lang === "pl" ? "2-digit" : "short",
    timeZone: "UTC",
  }).format(new Date(`${day}T12:00:00Z`));
}

function whenOf(day: string, today: string, lang: Lang, withDate = false): string {
  const t = departuresMessages[lang];
  // An e-mail is read later than it is sent: "Jutro (29 listopada)" (issue 45, item 11).
  const date = () =>
    new Intl.DateTimeFormat(localeOf(lang), {
      day: "numeric",
      month: "long",
      timeZone: "UTC",
    }).format(new Date(`${day}T12:00:00Z`));
  if (day === today) return withDate ? `${t.today} (${date()})` : t.today;
  if (day === addDays(today, 1)) return withDate ? `${t.tomorrow} (${date()})` : t.tomorrow;
  return new Intl.DateTimeFormat(localeOf(lang), {
    weekday: "long",
    day: "numeric",
    month: "long",
    timeZone: "UTC",
  }).format(new Date(`${day}T12:00:00Z`));
}

/** "Jutro 14:00–18:00 na Zegrzu porywy do 48 km/h, limit 35". */
export function windLine(w: WindWarning, lang: Lang, today: string, withDate = false): string {
  const t = departuresMessages[lang].wind;
  const when = whenOf(w.day, today, lang, withDate);
  return fill(t.line, {
    when: when.charAt(0).toUpperCase() + when.slice(1),
    from: w.from,
    until: w.until,
    where: t.where[w.location],
    gust: w.maxGustKmh,
    limit: w.limitKmh,
  });
}

/** The "cruises cancelled" notice for that location and day, in one language. */
export function cancelNotice(w: Pick<WindWarning, "location" | "day">, lang: Lang): string {
  const t = departuresMessages[lang].wind;
  return fill(t.notice, { where: t.where[w.location], date: shortDate(w.day, lang) });
}

/**
 * The "cruises cancelled" notice for a location's whole Warsaw day, in both languages: what the
 * wind warning's one tap puts up (through the notices feature, on the server; decision 420).
 */
export function windCancelNotice(location: WindWarning["location"], day: string) {
  return {
    kind: "cancelled" as const,
    message_pl: cancelNotice({ location, day }, "pl"),
    message_en: cancelNotice({ location, day }, "en"),
    from: new Date(warsawInstant(day, "00:00")).toISOString(),
    until: new Date(warsawInstant(addDays(day, 1), "00:00")).toISOString(),
  };
}

export function windMail(w: WindWarning, today: string, panelUrl: string) {
  const t = departuresMessages.pl.wind;
  const line = windLine(w, "pl", today, true);
  return {
    subject: fill(t.mailSubject, { line }),
    text: fill(t.mailText, { line, url: panelUrl }),
  };
}

export { fill };
