import { useMemo } from "react";
import { useLang, useMessages } from "~/lib/i18n/use-lang";
import { OTHER_PAGE } from "../constants";
import { PAGE_URLS } from "~/lib/i18n/page-urls";
import { analyticsMessages } from "../messages";

/** English twin URL → its Polish URL (docs/architecture.md §3). */
const ENGLISH_TWIN_OF = new Map(PAGE_URLS.filter((p) => p.en !== p.pl).map((p) => [p.en, p.pl]));

/** How the report says numbers, shares, pages and the values of its breakdowns. */
export function useReportWords() {
  const t = useMessages(analyticsMessages);
  const lang = useLang();
  const number = useMemo(() => new Intl.NumberFormat(lang === "pl" ? "pl-PL" : "en-GB"), [lang]);
  const percent = useMemo(
    () =>
      new Intl.NumberFormat(lang === "pl" ? "pl-PL" : "en-GB", {
        style: "percent",
        maximumFractionDigits: 1,
      }),
    [lang],
  );
  const label = (map: Record<string, string>, key: string) =>
    key === "" ? t.notGiven : (map[key] ?? key);
  // Pages by their names; a path the panel does not know yet (a page added later) as it is.
  const pageLabel = (path: string) => {
    if (path === OTHER_PAGE) return t.otherPages;
    const name = t.pageNames[path];
    if (name) return name;
    // An English twin URL: its Polish page's name, marked as the English version.
    const polish = ENGLISH_TWIN_OF.get(path);
    return polish && t.pageNames[polish] ? t.englishTwin(t.pageNames[polish]) : path;
  };
  const ctr = (clicks: number, views: number) => (views > 0 ? percent.format(clicks / views) : "–");
  return { t, number, label, pageLabel, ctr };
}
