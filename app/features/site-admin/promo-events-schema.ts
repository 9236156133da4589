/** The checks of POST and PUT /api/admin/promo-events (decision 232). Admin code only: it brings zod. */
import { z } from "zod";
import type { Lang } from "~/lib/i18n/lang";
import { perLanguage } from "~/lib/i18n/messages";
import { PROMO_ICONS, validDay } from "~/lib/site-data/promo-events";

z.config({ jitless: true });

export const PROMO_MESSAGES = {
  pl: {
    required: "To pole jest wymagane",
    tooLong: "Ten tekst jest za długi",
    date: "Podaj poprawną datę (RRRR-MM-DD)",
    time: "Podaj godzinę w formacie GG:MM",
    timeWithoutDate: "Godzina wymaga daty",
    yearlyWithoutDate: "Wydarzenie coroczne wymaga daty",
    far: "Data może być najwyżej rok naprzód",
    past: "Ta data już minęła – wybierz przyszłą albo zaznacz „co roku”",
    icon: "Wybierz ikonę",
    location: "Wybierz lokalizację",
    type: "Nieprawidłowa wartość",
  },
  en: {
    required: "This field is required",
    tooLong: "This text is too long",
    date: "Enter a valid date (YYYY-MM-DD)",
    time: "Enter the time as HH:MM",
    timeWithoutDate: "A time needs a date",
    yearlyWithoutDate: "A yearly event needs a date",
    far: "The date can be at most a year ahead",
    past: "This date has passed: choose a future one or tick “every year”",
    icon: "Choose an icon",
    location: "Choose a location",
    type: "Invalid value",
  },
} as const;

/** The days of a year ahead of `today` a one-off event may be set to. */
const MAX_AHEAD_DAYS = 366;

function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * POST and PUT: missing fields take defaults. A one-off date is today or later and at most a
 * year ahead (checked against `today` in Warsaw's calendar, given by the caller).
 */
export const promoEventSchema = perLanguage((lang: Lang) => {
  const m = PROMO_MESSAGES[lang];
  const text = (max: number) => z.string(m.type).trim().max(max, m.tooLong);
  /**
   * `savedDate`: the event's date before a PUT, which may stay even once it has passed;
   * `locationIds`: the location rows' ids in their order, the places an event may be at
   * (decision 404); an event without one is at the first.
   */
  return (today: string, savedDate: string | null = null, locationIds: readonly string[]) =>
    z
      .object({
        title_pl: text(120).min(1, m.required),
        title_en: text(120).default(""),
        description_pl: text(1000).default(""),
        description_en: text(1000).default(""),
        icon: z.enum(PROMO_ICONS, m.icon).default("gift"),
        date: z.preprocess(
          (v) => (v === "" ? null : v),
          z.string(m.date).refine(validDay, m.date).nullable().default(null),
        ),
        time: z.preprocess(
          (v) => (v === "" ? null : v),
          z
            .string(m.time)
            .regex(/^([01]\d|2[0-3]):[0-5]\d$/, m.time)
            .nullable()
            .default(null),
        ),
        yearly: z.boolean(m.type).default(false),
        location: z
          .string(m.location)
          .refine((id) => locationIds.includes(id), m.location)
          .default(locationIds[0] ?? ""),
        published: z.boolean(m.type).default(true),
      })
      .superRefine((v, ctx) => {
        if (v.time && !v.date)
          ctx.addIssue({
            code: "custom",
            path: ["time"],
            message: m.timeWithoutDate,
          });
        if (v.yearly && !v.date)
          ctx.addIssue({
            code: "custom",
            path: ["yearly"],
            message: m.yearlyWithoutDate,
          });
        if (v.date && !v.yearly && v.date !== savedDate) {
          if (v.date < today) ctx.addIssue({ code: "custom", path: ["date"], message: m.past });
          else if (v.date > addDays(today, MAX_AHEAD_DAYS))
            ctx.addIssue({ code: "custom", path: ["date"], message: m.far });
        }
      });
});
