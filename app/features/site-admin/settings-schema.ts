/**
 * The checks of business facts, shared by the panel's form and PATCH /api/admin/settings
 * (decision 230). Admin code only: it brings zod.
 */
import { z } from "zod";
import type { Lang } from "~/lib/i18n/lang";
import { perLanguage } from "~/lib/i18n/messages";
import {
  identifierDigits,
  isInternationalPhone,
  isValidKrs,
  isValidNip,
  isValidRegon,
} from "~/lib/site-data/identifiers";
import {
  getPath,
  MAX_USEFUL_LINKS,
  SETTING_PATHS,
  withoutControlCharacters,
  type SettingPath,
} from "~/lib/site-data/settings";

/** Every string of a patch, at any depth, without control characters (checked as stored). */
function cleanStrings(value: unknown): unknown {
  if (typeof value === "string") return withoutControlCharacters(value);
  if (value && typeof value === "object" && !Array.isArray(value))
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, cleanStrings(v)]),
    );
  return value;
}

z.config({ jitless: true });

export const SETTINGS_MESSAGES = {
  pl: {
    required: "To pole jest wymagane",
    tooLong: "Ten tekst jest za długi",
    phone: "Podaj numer w formacie międzynarodowym, np. +48 500 600 700",
    email: "Nieprawidłowy adres email",
    url: "Podaj pełny adres zaczynający się od https://",
    reviewHost: (service: string) => `Podaj adres strony w serwisie ${service} (https://…)`,
    tooManyLinks: "Najwyżej 8 linków",
    capacity: "Podaj liczbę osób od 1 do 99",
    nip: "NIP to 10 cyfr z poprawną cyfrą kontrolną – sprawdź, czy nie ma literówki",
    regon: "REGON to 9 lub 14 cyfr z poprawną cyfrą kontrolną – sprawdź, czy nie ma literówki",
    krs: "Numer KRS to 10 cyfr, np. 0000123456",
    postalCode: "Kod pocztowy w formacie 00-000",
    type: "Nieprawidłowa wartość",
    facebook: "Podaj adres strony na Facebooku, zaczynający się od https://www.facebook.com/",
    instagram: "Podaj adres profilu na Instagramie, zaczynający się od https://www.instagram.com/",
    tiktok: "Podaj adres profilu na TikToku, zaczynający się od https://www.tiktok.com/",
    youtube: "Podaj adres kanału na YouTube, zaczynający się od https://www.youtube.com/",
  },
  en: {
    required: "This field is required",
    tooLong: "This text is too long",
    phone: "Enter the number in international format, e.g. +48 500 600 700",
    email: "Invalid email address",
    url: "Enter a full address starting with https://",
    reviewHost: (service: string) => `Enter the address of a page on ${service} (https://…)`,
    tooManyLinks: "At most 8 links",
    capacity: "Enter a number of people from 1 to 99",
    nip: "A NIP is 10 digits with a valid check digit: check for a typo",
    regon: "A REGON is 9 or 14 digits with a valid check digit: check for a typo",
    krs: "A KRS number is 10 digits, e.g. 0000123456",
    postalCode: "Postcode in the format 00-000",
    type: "Invalid value",
    facebook: "Enter the address of a Facebook page, starting with https://www.facebook.com/",
    instagram:
      "Enter the address of an Instagram profile, starting with https://www.instagram.com/",
    tiktok: "Enter the address of a TikTok profile, starting with https://www.tiktok.com/",
    youtube: "Enter the address of a YouTube channel, starting with https://www.youtube.com/",
  },
} as const;

/**
 * The review services' own hosts (issue 45, item 18): a review link leads to that service, not
 * anywhere else (tripadvisor.com or a national domain such as tripadvisor.co.uk; Google Maps on
 * google.* /maps, maps.google.* or its short links).
 */
export const REVIEW_HOSTS = {
  tripadvisor: {
    service: "Tripadvisor",
    test: (u: URL) =>
      /(^|\.)tripadvisor\.(?:[a-z]{2,3}|co\.[a-z]{2}|com\.[a-z]{2})$/.test(u.hostname),
  },
  getyourguide: {
    service: "GetYourGuide",
    test: (u: URL) =>
      /(^|\.)getyourguide\.(?:[a-z]{2,3}|co\.[a-z]{2}|com\.[a-z]{2})$/.test(u.hostname),
  },
  googleMaps: {
    service: "Google Maps",
    test: (u: URL) =>
      (/(^|\.)google\.(?:[a-z]{2,3}|co\.[a-z]{2}|com\.[a-z]{2})$/.test(u.hostname) &&
        u.pathname.startsWith("/maps")) ||
      /^maps\.google\.(?:[a-z]{2,3}|co\.[a-z]{2}|com\.[a-z]{2})$/.test(u.hostname) ||
      u.hostname === "maps.app.goo.gl" ||
      (u.hostname === "goo.gl" && u.pathname.startsWith("/maps")),
  },
} as const;

function isReviewUrl(v: string, key: keyof typeof REVIEW_HOSTS): boolean {
  if (!isHttpsUrl(v)) return false;
  return REVIEW_HOSTS[key].test(new URL(v));
}

function isHttpsUrl(v: string): boolean {
  try {
    const u = new URL(v);
    return u.protocol === "https:" && !!u.hostname && !/\s/.test(v);
  } catch {
    return false;
  }
}

/** Each social network's own hosts; `www.` and `m.` in front of them are accepted too (issue 41). */
export const SOCIAL_HOSTS = {
  facebook: ["facebook.com", "fb.com"],
  instagram: ["instagram.com"],
  tiktok: ["tiktok.com"],
  youtube: ["youtube.com", "youtu.be"],
} as const;

/** Whether an https URL is on one of `hosts` (or their `www.`/`m.` subdomain). */
export function isOnHosts(v: string, hosts: readonly string[]): boolean {
  if (!isHttpsUrl(v)) return false;
  const host = new URL(v).hostname.toLowerCase().replace(/\.$/, "");
  return hosts.some((h) => host === h || host === `www.${h}` || host === `m.${h}`);
}

/**
 * PATCH /api/admin/settings: any subset of the settings, each value checked; identifiers are
 * stored as digits, and may be empty (not entered yet). Unknown keys are dropped.
 */
export const settingsPatchSchema = perLanguage((lang: Lang) => {
  const m = SETTINGS_MESSAGES[lang];
  const text = (max: number) => z.string(m.type).trim().max(max, m.tooLong);
  const required = (max: number) => text(max).min(1, m.required);
  const url = z
    .string(m.type)
    .trim()
    .max(500, m.tooLong)
    .refine((v) => v === "" || isHttpsUrl(v), m.url);
  // A social link: https on that network's own hosts (empty: no link).
  const social = (network: keyof typeof SOCIAL_HOSTS) =>
    url.refine(
      (v) => v === "" || !isHttpsUrl(v) || isOnHosts(v, SOCIAL_HOSTS[network]),
      m[network],
    );
  const id = (check: (d: string) => boolean, message: string) =>
    z
      .string(m.type)
      .max(40, m.tooLong)
      .transform(identifierDigits)
      .refine((v) => v === "" || check(v), message);
  const postal = z
    .string(m.type)
    .trim()
    .refine((v) => v === "" || /^\d{2}-\d{3}$/.test(v), m.postalCode);
  const phone = z.string(m.type).trim().refine(isInternationalPhone, m.phone);
  // Empty: the default link again.
  const review = (key: keyof typeof REVIEW_HOSTS) =>
    z
      .string(m.type)
      .trim()
      .max(500, m.tooLong)
      .refine((v) => v === "" || isReviewUrl(v, key), m.reviewHost(REVIEW_HOSTS[key].service));
  const usefulLink = z.object(
    {
      label_pl: required(80),
      label_en: required(80),
      url: z
        .string(m.type)
        .trim()
        .max(500, m.tooLong)
        .refine((v) => isHttpsUrl(v), m.url),
    },
    m.type,
  );
  // A company's name, address and NIP: the operator's and the boat-hire company's alike.
  const address = {
    name: required(200).optional(),
    street: required(200).optional(),
    postalCode: postal.optional(),
    city: required(100).optional(),
    nip: id(isValidNip, m.nip).optional(),
  };
  return z.preprocess(
    cleanStrings,
    z.object({
      phone: phone.optional(),
      email: z.string(m.type).trim().max(200, m.tooLong).pipe(z.email(m.email)).optional(),
      // Empty: enquiries go to `email`.
      enquiryEmail: z
        .string(m.type)
        .trim()
        .max(200, m.tooLong)
        .refine((v) => v === "" || z.email().safeParse(v).success, m.email)
        .optional(),
      whatsapp: phone.optional(),
      social: z
        .object(
          {
            facebook: social("facebook").optional(),
            instagram: social("instagram").optional(),
            tiktok: social("tiktok").optional(),
            youtube: social("youtube").optional(),
          },
          m.type,
        )
        .optional(),
      company: z
        .object(
          {
            ...address,
            regon: id(isValidRegon, m.regon).optional(),
            krs: id(isValidKrs, m.krs).optional(),
            registryCourt: text(300).optional(),
            shareCapital: text(100).optional(),
          },
          m.type,
        )
        .optional(),
      rentalCompany: z.object(address, m.type).optional(),
      reviews: z
        .object(
          {
            tripadvisor: review("tripadvisor").optional(),
            getyourguide: review("getyourguide").optional(),
            googleMaps: review("googleMaps").optional(),
          },
          m.type,
        )
        .optional(),
      usefulLinks: z.array(usefulLink, m.type).max(MAX_USEFUL_LINKS, m.tooManyLinks).optional(),
      boats: z
        .object(
          {
            eventCapacity: z
              .string(m.type)
              .trim()
              .refine((v) => /^\d{1,2}$/.test(v) && Number(v) >= 1, m.capacity)
              .transform((v) => String(Number(v)))
              .optional(),
          },
          m.type,
        )
        .optional(),
    }),
  );
});

export type SettingsPatch = z.infer<ReturnType<typeof settingsPatchSchema>>;

/** A patch as dotted paths ("company.nip" → value), skipping what it does not set. */
export function patchToFlat(patch: SettingsPatch): Partial<Record<SettingPath, string>> {
  const out: Partial<Record<SettingPath, string>> = {};
  for (const path of SETTING_PATHS) {
    const v = getPath(patch, path);
    if (v !== undefined) out[path] = v;
  }
  return out;
}
