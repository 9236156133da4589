import { formatWarsawDateTime } from "~/lib/i18n/format-time";
import { localeOf, type Lang } from "~/lib/i18n/lang";
import { formatValue } from "./describe";
import type { historyMessages } from "./messages";

type T = (typeof historyMessages)["pl"];

/** A stored time ("2026-11-25T15:11:42.638Z") is shown in Warsaw time, as the panel shows dates. */
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/**
 * A field's label in the panel's words (issue 34, item 15): its own; for a nested one such as
 * `company.nip` its last part's; for `x_pl` / `x_en` the label of `x` with the language. Never
 * the stored key unless nothing fits.
 */
export function fieldLabel(key: string, t: T): string {
  const own = t.fields[key] ?? t.fields[key.split(".").at(-1)!];
  if (own) return own;
  const lang = /^(.+)_(pl|en)$/.exec(key);
  const base = lang ? t.fields[lang[1]!] : undefined;
  if (lang && base) return `${base} ${lang[2] === "pl" ? t.inPolish : t.inEnglish}`;
  return key;
}

const MONTH_DAY = /^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** "04-15" → "15 kwietnia" / "15 April". */
function monthDay(md: string, lang: Lang): string {
  const [m, d] = md.split("-").map(Number) as [number, number];
  return new Intl.DateTimeFormat(localeOf(lang), {
    day: "numeric",
    month: "long",
    timeZone: "UTC",
  }).format(new Date(Date.UTC(2024, m - 1, d)));
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === "object" && !Array.isArray(v);

/**
 * A field's value in the panel's words: kinds, places, channels, seasons, timetables, photos,
 * sizes, dates, numbers (decision 352: never a key or JSON where words exist).
 */
export function valueText(key: string, v: unknown, t: T, lang: Lang): string {
  const base = key.split(".").at(-1)!;
  if (base === "channel" && typeof v === "string") return t.channels[v] ?? v;
  if (base === "location" && typeof v === "string") return t.locationNames[v] ?? v;
  if ((key === "photo" || key === "mediaIds") && Array.isArray(v))
    return v.length === 0 ? t.noPhotos : t.photos(v.map(Number));
  if (key === "season" && v === null) return t.allYear;
  if (key === "season" && isRecord(v) && typeof v.from === "string" && typeof v.until === "string")
    return t.seasonRange(
      valueText("season.from", v.from, t, lang),
      valueText("season.until", v.until, t, lang),
    );
  if (key.startsWith("season.") && typeof v === "string" && MONTH_DAY.test(v))
    return monthDay(v, lang);
  if (key === "departures.days" && Array.isArray(v))
    return v.map((d) => t.dayNames[Number(d) - 1] ?? String(d)).join(", ");
  if (key === "departures" && isRecord(v)) {
    const days = Array.isArray(v.days) ? valueText("departures.days", v.days, t, lang) : "";
    const times = Array.isArray(v.times) ? v.times.join(", ") : "";
    return [days, times].filter(Boolean).join(" · ") || t.empty;
  }
  if (key === "booking" && isRecord(v))
    return [
      valueText("booking.channel", v.channel, t, lang),
      typeof v.itemId === "string" && v.itemId ? `${t.fields.itemId} ${v.itemId}` : "",
    ]
      .filter(Boolean)
      .join(", ");
  const number = (n: number) =>
    new Intl.NumberFormat(localeOf(lang), { maximumFractionDigits: 2 }).format(n);
  if ((key === "width" || key === "height") && typeof v === "number") return t.pixels(number(v));
  if (typeof v === "number") return number(v);
  if (key === "mediaIds" && Array.isArray(v))
    return v.length === 0 ? t.noPhotos : t.photos(v.map(Number));
  if (key === "status" && typeof v === "string") return t.statusValues[v] ?? v;
  if (key === "kind" && typeof v === "string") return t.kinds[v] ?? v;
  if (key === "scope" && typeof v === "string") return t.scopes[v] ?? v;
  if (key === "role" && typeof v === "string") return t.roles[v] ?? v;
  if ((key === "language" || key === "lang") && (v === "pl" || v === "en")) return t.languages[v];
  if (typeof v === "string" && ISO_TIME.test(v)) return formatWarsawDateTime(v, lang);
  if (Array.isArray(v) && v.every((x) => typeof x !== "object"))
    return v.length === 0 ? t.empty : v.join(", ");
  return formatValue(v, t);
}
