import { z } from "zod";
import type { Lang } from "~/lib/i18n/lang";
import { perLanguage } from "~/lib/i18n/messages";
import { departuresMessages } from "./messages";
import { isCalendarDay } from "./warsaw-time";

/** The query of GET /api/departures/:key: `from` a real day (default today in Warsaw), `days` 1–14 (default 7). */
export const departuresQuerySchema = perLanguage((lang: Lang) => {
  const m = departuresMessages[lang].api;
  return z.object({
    from: z
      .string()
      .refine((v) => isCalendarDay(v), m.badFrom)
      .optional(),
    days: z
      .string()
      .regex(/^\d{1,2}$/, m.badDays)
      .transform(Number)
      .pipe(z.number().int().min(1, m.badDays).max(14, m.badDays))
      .optional()
      .transform((v) => v ?? 7),
  });
});

/**
 * The body of PUT /api/admin/wind-warnings/:location/notice: the Warsaw day whose cruises the
 * "cancelled" notice covers (decision 420: the wind warning puts it up on the server).
 */
export const windCancelSchema = perLanguage((lang: Lang) => {
  const m = departuresMessages[lang].api;
  return z.object({ day: z.string(m.badFrom).refine((v) => isCalendarDay(v), m.badFrom) });
});
