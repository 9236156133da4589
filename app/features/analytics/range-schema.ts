import { z } from "zod";
import type { Lang } from "~/lib/i18n/lang";
import { perLanguage } from "~/lib/i18n/messages";
import { analyticsMessages } from "./messages";
import { daysInRange, MAX_RANGE_DAYS } from "./range";

z.config({ jitless: true });

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (s: string) =>
  DAY.test(s) &&
  !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) &&
  new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);

const bothDays = (r: { from: string; to: string }) => isDay(r.from) && isDay(r.to);

const DATE = { pl: "Podaj datę w formacie RRRR-MM-DD.", en: "Enter a date as YYYY-MM-DD." };

/**
 * GET /api/admin/analytics?from=&to= (both YYYY-MM-DD, inclusive, at most a year), in the
 * caller's language; the statistics tab's range form checks its days with it first (issue 43).
 */
export const rangeSchema = perLanguage((lang: Lang) => {
  const invalid = analyticsMessages[lang].rangeInvalid;
  return (
    z
      .object({
        from: z.string().refine(isDay, DATE[lang]),
        to: z.string().refine(isDay, DATE[lang]),
      })
      // The range is judged once both days are days (a bad day has its own message).
      .refine((r) => !bothDays(r) || r.from <= r.to, { message: invalid, path: ["to"] })
      .refine((r) => !bothDays(r) || daysInRange(r.from, r.to) <= MAX_RANGE_DAYS, {
        message: invalid,
        path: ["to"],
      })
  );
});
export type DayRange = z.infer<ReturnType<typeof rangeSchema>>;
