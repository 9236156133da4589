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
