/**
 * The admin API's body schemas for cruises and locations (docs/architecture.md §4), shared by
 * the panel's forms and the handlers. Messages follow the administrator's language.
 */
import { z } from "zod";
import type { Lang } from "~/lib/i18n/lang";
import { perLanguage } from "~/lib/i18n/messages";
import {
  BOOKING_CHANNELS,
  CRUISE_KINDS,
  LOCATION_ID_PATTERN,
  LOCATION_STATUSES,
  MONTH_DAY_PATTERN,
  SLUG_PATTERN,
  TIME_PATTERN,
} from "./model";

z.config({ jitless: true });

export const CRUISE_MESSAGES = {
  pl: {
    required: "To pole jest wymagane.",
    name: "Podaj nazwę rejsu.",
    tooLong: "Ten tekst jest za długi.",
    slug: "Adres może mieć tylko małe litery a–z, cyfry i łączniki między słowami (do 60 znaków).",
    slugTaken: "Ten adres jest już zajęty w tej lokalizacji.",
    slugReserved: "Ten adres jest zarezerwowany dla innej strony.",
    duration: "Czas rejsu musi wynosić od 5 do 600 minut.",
    capacity: "Liczba miejsc musi wynosić od 1 do 100.",
    itemId: "Podaj numer oferty u operatora rezerwacji albo wybierz inny sposób rezerwacji.",
    itemIdDigits: "Numer oferty u operatora rezerwacji składa się z samych cyfr, np. 623503.",
    time: "Godzina w formacie GG:MM, np. 18:30.",
    day: "Dni tygodnia to liczby od 1 (poniedziałek) do 7 (niedziela).",
    monthDay: "Data w formacie MM-DD, np. 05-01.",
    location: "Wybierz jedną z lokalizacji z listy.",
    kind: "Wybierz rodzaj: rejs biletowany albo prywatny.",
    channel: "Wybierz sposób rezerwacji: operator, telefon albo formularz.",
    price: "Cena musi być liczbą od 0 do 100 000.",
    order: "Kolejność musi być liczbą całkowitą.",
    list: "Lista może mieć najwyżej 20 pozycji, każda do 300 znaków.",
    specFixed: "Tego pola nie można zmienić w rejsie ze specyfikacji.",
    status: "Status to „open” (otwarta), „coming_soon” (wkrótce) albo „hidden” (ukryta).",
    locationName: "Podaj nazwę lokalizacji.",
    startPoint: "Podaj miejsce startu.",
    locationSlugTaken: "Ten adres ma już inna strona.",
    specHidden: "Tej lokalizacji ze specyfikacji nie można ukryć.",
    specLocationFixed: "Nazwy i adresu tej lokalizacji ze specyfikacji nie można zmienić.",
    lat: "Szerokość geograficzna od -90 do 90.",
    lng: "Długość geograficzna od -180 do 180.",
    wind: "Limit wiatru od 1 do 200 km/h.",
  },
  en: {
    required: "This field is required.",
    name: "Enter the cruise's name.",
    tooLong: "This text is too long.",
    slug: "An address may only have lower-case letters a–z, digits and hyphens between words (up to 60 characters).",
    slugTaken: "This address is already taken at this location.",
    slugReserved: "This address is reserved for another page.",
    duration: "The duration must be between 5 and 600 minutes.",
    capacity: "The capacity must be between 1 and 100.",
    itemId: "Enter the booking provider's item number, or choose another booking channel.",
    itemIdDigits: "The booking provider's item number is digits only, e.g. 623503.",
    time: "A time as HH:MM, e.g. 18:30.",
    day: "Weekdays are numbers from 1 (Monday) to 7 (Sunday).",
    monthDay: "A date as MM-DD, e.g. 05-01.",
    location: "Choose one of the locations in the list.",
    kind: "Choose a kind: shared ticket or private boat.",
    channel: "Choose how it is booked: provider, phone or enquiry form.",
    price: "The price must be a number from 0 to 100,000.",
    order: "The order must be a whole number.",
    list: "A list may have at most 20 items of up to 300 characters each.",
    specFixed: "This field of a cruise from the specification cannot be changed.",
    status: "The status is “open”, “coming_soon” or “hidden”.",
    locationName: "Enter the location's name.",
    startPoint: "Enter the start point.",
    locationSlugTaken: "Another page already has this address.",
    specHidden: "This location from the specification cannot be hidden.",
    specLocationFixed:
      "The names and address of this location from the specification cannot be changed.",
    lat: "Latitude from -90 to 90.",
    lng: "Longitude from -180 to 180.",
    wind: "The wind limit is from 1 to 200 km/h.",
  },
} as const;

/** A season: from and until as "MM-DD" (until before from: over the new year). */
function seasonSchema(lang: Lang) {
  const m = CRUISE_MESSAGES[lang];
  return z.object({
    from: z.string(m.monthDay).regex(MONTH_DAY_PATTERN, m.monthDay),
    until: z.string(m.monthDay).regex(MONTH_DAY_PATTERN, m.monthDay),
  });
}

function fields(lang: Lang) {
  const m = CRUISE_MESSAGES[lang];
  const name = z.string(m.name).trim().min(1, m.name).max(120, m.tooLong);
  /** A text; null = back to the default (the six original cruises). */
  const text = (max: number) => z.string(m.required).trim().max(max, m.tooLong).nullable();
  const list = z
    .array(z.string(m.list).trim().min(1, m.list).max(300, m.list), m.list)
    .max(20, m.list)
    .nullable();
  const slug = z.string(m.slug).trim().max(60, m.slug).regex(SLUG_PATTERN, m.slug);
  return {
    location: z.string(m.location).regex(LOCATION_ID_PATTERN, m.location),
    kind: z.enum(CRUISE_KINDS, m.kind),
    durationMin: z.number(m.duration).int(m.duration).min(5, m.duration).max(600, m.duration),
    capacity: z.number(m.capacity).int(m.capacity).min(1, m.capacity).max(100, m.capacity),
    name_pl: name,
    name_en: name,
    slug_pl: slug,
    slug_en: slug,
    summary_pl: text(1000),
    summary_en: text(1000),
    imageAlt_pl: text(300),
    imageAlt_en: text(300),
    route_pl: list,
    route_en: list,
    included_pl: list,
    included_en: list,
    excluded_pl: list,
    excluded_en: list,
    season: seasonSchema(lang).nullable(),
    departures: z
      .object({
        days: z.array(z.number(m.day).int(m.day).min(1, m.day).max(7, m.day), m.day).max(7, m.day),
        times: z.array(z.string(m.time).regex(TIME_PATTERN, m.time), m.time).max(24, m.time),
      })
      .nullable(),
    booking: z
      .object({
        channel: z.enum(BOOKING_CHANNELS, m.channel),
        itemId: z
          .string(m.itemId)
          .trim()
          // FareHarbor's item ids are digits (changed 2026-11-28): nothing else reaches the
          // provider's URL, the departure cache or the panel's provider status.
          .regex(/^(\d{1,20})?$/, m.itemIdDigits)
          .nullable()
          .optional()
          .transform((v) => (v ? v : null)),
      })
      // Reported with the other fields' errors, not after them (the server checks it again).
      .refine((b) => b.channel !== "provider" || b.itemId, { message: m.itemId, path: ["itemId"] }),
    published: z.boolean(m.required),
    order: z.number(m.order).int(m.order).min(0, m.order).max(10_000, m.order),
  };
}

/** POST /api/admin/cruises: the short form's fields are required, the rest take defaults; `price` optional. */
export const cruiseCreateSchema = perLanguage((lang: Lang) => {
  const f = fields(lang);
  const m = CRUISE_MESSAGES[lang];
  return z
    .object(f)
    .partial()
    .extend({
      location: f.location,
      kind: f.kind,
      durationMin: f.durationMin,
      name_pl: f.name_pl,
      name_en: f.name_en,
      price: z.number(m.price).min(0, m.price).max(100_000, m.price).nullable().optional(),
    });
});
export type CruiseCreate = z.infer<ReturnType<typeof cruiseCreateSchema>>;

/** PATCH /api/admin/cruises/:id: any subset; a text set to null goes back to its default. */
export const cruisePatchSchema = perLanguage((lang: Lang) => {
  const f = fields(lang);
  return z.object(f).partial().extend({
    name_pl: f.name_pl.nullable().optional(),
    name_en: f.name_en.nullable().optional(),
  });
});
export type CruisePatch = z.infer<ReturnType<typeof cruisePatchSchema>>;

function locationFields(lang: Lang) {
  const m = CRUISE_MESSAGES[lang];
  const name = z.string(m.locationName).trim().min(1, m.locationName).max(80, m.tooLong);
  const slug = z.string(m.slug).trim().max(60, m.slug).regex(SLUG_PATTERN, m.slug);
  const startPoint = z.string(m.startPoint).trim().min(1, m.startPoint).max(300, m.tooLong);
  return {
    status: z.enum(LOCATION_STATUSES, m.status),
    name_pl: name,
    name_en: name,
    slug_pl: slug,
    slug_en: slug,
    startPoint_pl: startPoint,
    startPoint_en: startPoint,
    lat: z.number(m.lat).min(-90, m.lat).max(90, m.lat),
    lng: z.number(m.lng).min(-180, m.lng).max(180, m.lng),
    windLimitKmh: z.number(m.wind).int(m.wind).min(1, m.wind).max(200, m.wind),
    /** Inherited by the location's cruises without a season of their own (decision 350). */
    season: seasonSchema(lang).nullable(),
    order: z.number(m.order).int(m.order).min(0, m.order).max(10_000, m.order),
  };
}

/** POST /api/admin/locations (decision 400): names, start point and coordinates required. */
export const locationCreateSchema = perLanguage((lang: Lang) => {
  const f = locationFields(lang);
  return z.object({
    name_pl: f.name_pl,
    name_en: f.name_en,
    slug_pl: f.slug_pl.optional(),
    slug_en: f.slug_en.optional(),
    startPoint_pl: f.startPoint_pl,
    startPoint_en: f.startPoint_en,
    lat: f.lat,
    lng: f.lng,
    windLimitKmh: f.windLimitKmh.optional(),
    status: f.status.optional(),
    season: f.season.optional(),
  });
});
export type LocationCreate = z.infer<ReturnType<typeof locationCreateSchema>>;

/** PATCH /api/admin/locations/:id: any subset; a start point, coordinates or wind limit may be cleared (null). */
export const locationPatchSchema = perLanguage((lang: Lang) => {
  const f = locationFields(lang);
  return z.object({
    status: f.status.optional(),
    name_pl: f.name_pl.optional(),
    name_en: f.name_en.optional(),
    slug_pl: f.slug_pl.optional(),
    slug_en: f.slug_en.optional(),
    startPoint_pl: f.startPoint_pl.nullable().optional(),
    startPoint_en: f.startPoint_en.nullable().optional(),
    lat: f.lat.nullable().optional(),
    lng: f.lng.nullable().optional(),
    windLimitKmh: f.windLimitKmh.nullable().optional(),
    season: f.season.optional(),
    order: f.order.optional(),
  });
});
export type LocationPatch = z.infer<ReturnType<typeof locationPatchSchema>>;
