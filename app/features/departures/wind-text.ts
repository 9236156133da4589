import { emailTexts, type EmailTexts } from "~/content/emails";
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

/** "na Zegrzu", "in Warsaw"; another location by its name (decision 400). */
export function whereOf(w: Pick<WindWarning, "location" | "name">, lang: Lang): string {
  const t = departuresMessages[lang].wind;
  const known = t.where[w.location as keyof typeof t.where] as string | undefined;
  return known ?? fill(t.whereOther, { name: w.name?.[lang] ?? w.location });
}

/** "Jutro 14:00–18:00 na Zegrzu porywy do 48 km/h, limit 35". */
export function windLine(w: WindWarning, lang: Lang, today: string, withDate = false): string {
  const t = departuresMessages[lang].wind;
  const when = whenOf(w.day, today, lang, withDate);
  return fill(t.line, {
    when: when.charAt(0).toUpperCase() + when.slice(1),
    from: w.from,
    until: w.until,
    where: whereOf(w, lang),
    gust: w.maxGustKmh,
    limit: w.limitKmh,
  });
}

/** The "cruises cancelled" notice for that location and day, in one language. */
export function cancelNotice(w: Pick<WindWarning, "location" | "day">, lang: Lang): string {
  const t = departuresMessages[lang].wind;
  return fill(t.notice, { where: whereOf(w, lang), date: shortDate(w.day, lang) });
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

/** The operator's wind e-mail (in Polish), in the words of `texts` (the owner's edits; decision 435). */
export function windMail(
  w: WindWarning,
  today: string,
  panelUrl: string,
  texts: EmailTexts["wind"] = emailTexts.pl.wind,
) {
  const line = windLine(w, "pl", today, true);
  return {
    subject: fill(texts.subject, { line }),
    text: fill(texts.text, { line, url: panelUrl }),
  };
}

export { fill };
