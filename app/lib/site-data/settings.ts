/**
 * Business facts as settings (docs/architecture.md §3 and §4 "settings", decision 230): the
 * shape and the defaults from app/config/settings-defaults.ts and app/config/site.ts. Small and dependency-free: the public frame
 * imports it (the checks, with zod, are in app/features/site-admin/settings-schema.ts).
 */
import { CAPACITY } from "~/config/business";
import {
  EMAIL,
  PHONE,
  RENTAL_COMPANY,
  REVIEWS,
  SOCIAL,
  USEFUL_LINKS,
  WHATSAPP,
} from "~/config/settings-defaults";
import { COMPANY } from "~/config/site";

export interface SiteSettings {
  phone: string;
  email: string;
  /**
   * Where event enquiries are sent (issue 34, item 17); empty: to `email`. The root loader
   * blanks it (staff only). OPERATOR_EMAIL, when set, wins (operatorEmail()).
   */
  enquiryEmail: string;
  whatsapp: string;
  social: {
    facebook: string;
    instagram: string;
    tiktok: string;
    youtube: string;
  };
  company: {
    name: string;
    street: string;
    postalCode: string;
    city: string;
    nip: string;
    regon: string;
    krs: string;
    registryCourt: string;
    shareCapital: string;
  };
  /** The separate business that runs the licence-free rental (named in the legal texts). */
  rentalCompany: {
    name: string;
    street: string;
    postalCode: string;
    city: string;
    nip: string;
  };
  /** The link hub's review links on /qr and /review (issue 45, item 18): https, on each service's own host. */
  reviews: {
    tripadvisor: string;
    getyourguide: string;
    googleMaps: string;
  };
  /** The footer's useful external links (issue 45, item 19): at most 8, https. */
  usefulLinks: UsefulLink[];
  /**
   * Boats' facts the copy states (issue 45, items 2 and 17; decision 410): the certified maximum
   * of people on the larger boat events use, as digits. The pages, the FAQ and the terms read it.
   */
  boats: {
    eventCapacity: string;
  };
}

export interface UsefulLink {
  label_pl: string;
  label_en: string;
  url: string;
}

/** At most this many useful links in the footer. */
export const MAX_USEFUL_LINKS = 8;

/** The footer's useful links until the operator saves others (what the footer said so far). */
export const DEFAULT_USEFUL_LINKS: UsefulLink[] = [
  {
    label_pl: "Oficjalny portal turystyczny Warszawy",
    label_en: "Warsaw's official tourism portal",
    url: USEFUL_LINKS.warsawTourism,
  },
  {
    label_pl: "Polska Organizacja Turystyczna",
    label_en: "Polish Tourism Organisation",
    url: USEFUL_LINKS.polandTravel,
  },
  {
    label_pl: "WOPR – bezpieczeństwo nad wodą",
    label_en: "WOPR – water safety and rescue",
    url: USEFUL_LINKS.wopr,
  },
  {
    label_pl: "Rządowe Centrum Bezpieczeństwa – poradniki",
    label_en: "Government Security Centre – safety guides",
    url: USEFUL_LINKS.waterSafety,
  },
];

/** What the site shows until the operator saves something else; identifiers are never made up. */
export const DEFAULT_SETTINGS: SiteSettings = {
  phone: PHONE,
  email: EMAIL,
  enquiryEmail: "",
  whatsapp: WHATSAPP,
  social: { ...SOCIAL },
  company: {
    name: COMPANY.name,
    street: COMPANY.street,
    postalCode: COMPANY.postalCode,
    city: COMPANY.city,
    nip: "",
    regon: "",
    krs: "",
    registryCourt: "",
    shareCapital: "",
  },
  rentalCompany: { ...RENTAL_COMPANY, nip: "" },
  reviews: { ...REVIEWS },
  usefulLinks: DEFAULT_USEFUL_LINKS,
  boats: { eventCapacity: String(CAPACITY.eventBoat) },
};

/** Every setting by its dotted path ("company.nip"), in the form's order. */
export const SETTING_PATHS = [
  "phone",
  "email",
  "enquiryEmail",
  "whatsapp",
  "social.facebook",
  "social.instagram",
  "social.tiktok",
  "social.youtube",
  "company.name",
  "company.street",
  "company.postalCode",
  "company.city",
  "company.nip",
  "company.regon",
  "company.krs",
  "company.registryCourt",
  "company.shareCapital",
  "rentalCompany.name",
  "rentalCompany.street",
  "rentalCompany.postalCode",
  "rentalCompany.city",
  "rentalCompany.nip",
  "reviews.tripadvisor",
  "reviews.getyourguide",
  "reviews.googleMaps",
  /** A list: its flat value (change history, undo, the panel's draft) is its JSON text. */
  "usefulLinks",
  "boats.eventCapacity",
] as const;
export type SettingPath = (typeof SETTING_PATHS)[number];

/** Legal details the terms need (art. 206 KSH) that the operator has not entered yet. */
export const REQUIRED_LEGAL: SettingPath[] = [
  "company.nip",
  "company.regon",
  "company.krs",
  "company.registryCourt",
  "company.shareCapital",
  "rentalCompany.nip",
];

/**
 * The text at a dotted path ("company.nip") of the settings or of a patch of them; the list of
 * useful links as its JSON text; undefined where nothing is set.
 */
export function getPath(s: SiteSettings | object, path: string): string | undefined {
  if (path === "usefulLinks") return JSON.stringify((s as { usefulLinks?: unknown }).usefulLinks);
  const [a, b] = path.split(".") as [string, string | undefined];
  const top = (s as Record<string, unknown>)[a];
  const v =
    b === undefined
      ? top
      : top && typeof top === "object"
        ? (top as Record<string, unknown>)[b]
        : undefined;
  return typeof v === "string" ? v : undefined;
}

/** The settings as `{ "company.nip": "…" }`, for the change history and undo. */
export function flatten(s: SiteSettings): Record<SettingPath, string> {
  return Object.fromEntries(SETTING_PATHS.map((p) => [p, getPath(s, p) ?? ""])) as Record<
    SettingPath,
    string
  >;
}

/**
 * A settings value as one clean line: every run of control characters (C0 and C1, DEL, a lone
 * carriage return, line and paragraph separators) becomes one space. The values reach a vCard,
 * JSON-LD, e-mail headers and footers, where a line break would start a new field (issue 31,
 * finding 6: `ADR;…;Warszawa\rTEL:…`).
 */
export function withoutControlCharacters(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, " ").trim();
}

/** `base` with the values of `flat` (dotted paths) applied, as clean lines; unknown paths are ignored. */
export function applyFlat(
  base: SiteSettings,
  flat: Partial<Record<string, unknown>>,
): SiteSettings {
  const out = structuredClone(base) as unknown as Record<string, Record<string, unknown> | unknown>;
  for (const path of SETTING_PATHS) {
    const raw = flat[path];
    if (typeof raw !== "string") continue;
    if (path === "usefulLinks") {
      const links = parseUsefulLinks(raw);
      if (links) out.usefulLinks = links;
      continue;
    }
    // An emptied boat capacity is the default again: the copy always has a number to state.
    if (path === "boats.eventCapacity" && !/^\d{1,3}$/.test(raw.trim())) {
      out.boats = { ...(out.boats as object), eventCapacity: DEFAULT_SETTINGS.boats.eventCapacity };
      continue;
    }
    // An emptied review link is the default one again ("unset keeps today's defaults").
    if (path.startsWith("reviews.") && raw.trim() === "") {
      (out.reviews as Record<string, unknown>)[path.slice(8)] =
        DEFAULT_SETTINGS.reviews[path.slice(8) as keyof SiteSettings["reviews"]];
      continue;
    }
    const v = withoutControlCharacters(raw);
    const [a, b] = path.split(".") as [string, string | undefined];
    if (b === undefined) out[a] = v;
    else (out[a] as Record<string, unknown>)[b] = v;
  }
  return out as unknown as SiteSettings;
}

/**
 * The useful links from their JSON text (a flat value): at most 8 rows of three clean strings
 * with an https URL; undefined for anything else, so a damaged value keeps what was there.
 */
export function parseUsefulLinks(text: string): UsefulLink[] | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!Array.isArray(value) || value.length > MAX_USEFUL_LINKS) return undefined;
  const out: UsefulLink[] = [];
  for (const row of value) {
    if (!row || typeof row !== "object") return undefined;
    const r = row as Record<string, unknown>;
    if (typeof r.label_pl !== "string" || typeof r.label_en !== "string") return undefined;
    if (typeof r.url !== "string" || !r.url.startsWith("https://")) return undefined;
    out.push({
      label_pl: withoutControlCharacters(r.label_pl),
      label_en: withoutControlCharacters(r.label_en),
      url: withoutControlCharacters(r.url),
    });
  }
  return out;
}

/** Stored values over the defaults: a key the database lacks (or a newer default) comes from code. */
export function mergeSettings(stored: unknown): SiteSettings {
  const flat: Record<string, unknown> = {};
  const rec = stored && typeof stored === "object" ? (stored as Record<string, unknown>) : {};
  for (const path of SETTING_PATHS) {
    if (path === "usefulLinks") {
      if (Array.isArray(rec.usefulLinks)) flat[path] = JSON.stringify(rec.usefulLinks);
      continue;
    }
    const [a, b] = path.split(".") as [string, string | undefined];
    const top = rec[a];
    flat[path] =
      b === undefined
        ? top
        : top && typeof top === "object"
          ? (top as Record<string, unknown>)[b]
          : undefined;
  }
  return applyFlat(DEFAULT_SETTINGS, flat);
}

/** Where event enquiries go when no server setting fixes it: the inbox saved for them, else the contact e-mail. */
export function enquiryRecipient(s: SiteSettings): string {
  return s.enquiryEmail || s.email;
}

/** The legal details still missing, by dotted path (the panel warns until they are entered). */
export function missingLegal(s: SiteSettings): SettingPath[] {
  return REQUIRED_LEGAL.filter((p) => !getPath(s, p));
}

/** The larger event boat's certified maximum of people, as a number (decision 410). */
export function eventBoatCapacity(s: Pick<SiteSettings, "boats">): number {
  const n = Number(s.boats?.eventCapacity);
  return Number.isInteger(n) && n > 0 ? n : CAPACITY.eventBoat;
}
