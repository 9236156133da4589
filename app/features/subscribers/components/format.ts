import type { Lang } from "~/lib/i18n/lang";

const formats = new Map<Lang, Intl.DateTimeFormat>();

/** A date and time in the operator's time zone, in the panel's language. */
export function formatDateTime(iso: string, lang: Lang): string {
  let f = formats.get(lang);
  if (!f) {
    f = new Intl.DateTimeFormat(lang === "pl" ? "pl-PL" : "en-GB", {
      dateStyle: "medium",
      timeStyle: "short",
      timeZone: "Europe/Warsaw",
    });
    formats.set(lang, f);
  }
  return f.format(new Date(iso));
}
