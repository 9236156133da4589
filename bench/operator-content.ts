/**
 * The site as an operator runs it (issues 23 and 24), put in place through the admin API the
 * panel uses: page-text edits, notices, promotional events, a photo in every picture slot, and
 * a cruise of the operator's own booked through the provider (its two pages are Lighthouse
 * routes; the departures section counts its provider item). The bytes and Lighthouse sections
 * measure the site with this content (`--content=none` for the bare seed, `--content=cruise`
 * for the new cruise only), and the copy section adds the notices and events to its 100 edits.
 */
import { MEDIA_SLOTS, type SlotDef } from "../app/lib/media/slots";
import { phoneJpeg } from "../tests/support/images";
import { adminCookie, SITE_URL, sleep } from "./lib";
import { allReady, upload } from "./media";

const MARK = "·bench";

async function admin(base: string) {
  const cookie = await adminCookie(base);
  const headers = {
    Cookie: cookie,
    Origin: base,
    "Content-Type": "application/json",
    "Accept-Language": "pl",
  };
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(base + path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return res.json() as Promise<unknown>;
  };
  return { cookie, headers, call };
}

interface CopyItem {
  key: string;
  defaultPl: string;
}

/**
 * Edits `n` texts (every home-page text first, then the cruise pages'), each its default with
 * a marker appended; answers how many were saved and how many are on the home page. Every
 * function here works on the site at `base` (SITE_URL unless another one is measured too).
 */
export async function editTexts(
  n: number,
  base = SITE_URL,
): Promise<{ saved: number; home: number; mark: string }> {
  const { call } = await admin(base);
  const items: CopyItem[] = [];
  for (const page of ["home", "cruises"])
    items.push(
      ...(
        (await call("GET", `/api/admin/content?page=${page}`)) as {
          items: CopyItem[];
        }
      ).items,
    );
  let saved = 0;
  let home = 0;
  for (const item of items.slice(0, n)) {
    await call("PUT", `/api/admin/content/${encodeURIComponent(item.key)}`, {
      pl: `${item.defaultPl} ${MARK}`,
    });
    saved++;
    if (item.key.startsWith("home.")) home++;
  }
  return { saved, home, mark: MARK };
}

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** Three notices (everywhere, Warsaw, Zegrze) for a week, and ten published events. */
export async function addNoticesAndEvents(base = SITE_URL): Promise<{
  notices: number;
  events: number;
}> {
  const { call } = await admin(base);
  const until = new Date(Date.now() + 7 * 86_400_000).toISOString();
  const notices = [
    ["all", "info", "Od 1 maja rejsy także w poniedziałki.", "From 1 May we also sail on Mondays."],
    [
      "warszawa",
      "info",
      "Przystań przy moście Świętokrzyskim: wejście od bulwaru.",
      "The marina by Świętokrzyski Bridge: enter from the boulevard.",
    ],
    [
      "zegrze",
      "cancelled",
      "Sobotnie rejsy odwołane z powodu wiatru.",
      "Saturday's cruises are cancelled because of the wind.",
    ],
  ] as const;
  for (const [scope, kind, pl, en] of notices)
    await call("PUT", `/api/admin/notices/${scope}`, {
      kind,
      message_pl: pl,
      message_en: en,
      until,
    });
  for (let i = 0; i < 10; i++)
    await call("POST", "/api/admin/promo-events", {
      title_pl: `Rejs o zachodzie słońca nr ${i + 1}`,
      title_en: `Sunset cruise no. ${i + 1}`,
      description_pl: "Godzina na Wiśle, gdy słońce zachodzi za Starym Miastem.",
      description_en: "An hour on the Vistula as the sun sets behind the Old Town.",
      date: day(7 + i * 5),
      time: "19:30",
      location: i % 2 ? "zegrze" : "warszawa",
      published: true,
    });
  return { notices: notices.length, events: 10 };
}

/**
 * Uploads `count` 12-megapixel phone JPEGs (grain, so they weigh what a phone's do), describes
 * them in both languages, waits until they are processed, and puts them in every slot (three
 * in each gallery). Answers the number of slots filled.
 */
export async function photosInEverySlot(
  count = 4,
  base = SITE_URL,
): Promise<{ photos: number; slots: number; seconds: number }> {
  const { cookie, call } = await admin(base);
  const started = Date.now();
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const jpeg = await phoneJpeg(4000, 3000, { grain: true });
    const id = await upload(cookie, jpeg, `boat-${i + 1}.jpg`, base);
    ids.push(id);
    await call("PUT", `/api/admin/media/${id}`, {
      alt_pl: `Motorówka RIB na Wiśle, zdjęcie ${i + 1}`,
      alt_en: `A RIB speedboat on the Vistula, photo ${i + 1}`,
      focalX: 0.4,
      focalY: 0.5,
    });
  }
  for (let waited = 0; !(await allReady(cookie, ids, base)); waited += 1000) {
    if (waited > 300_000) throw new Error("photos not processed in 5 minutes");
    await sleep(1000);
  }
  let slots = 0;
  for (const [i, def] of (MEDIA_SLOTS as readonly SlotDef[]).entries()) {
    const body = def.gallery ? { mediaIds: ids.slice(0, 3) } : { mediaId: ids[i % ids.length]! };
    await call("PUT", `/api/admin/media-slots/${def.slot}`, body);
    slots++;
  }
  return { photos: ids.length, slots, seconds: (Date.now() - started) / 1000 };
}

/** A cruise the operator adds (not one of the six seeded), booked through the provider. */
export const SUNSET_CRUISE = {
  location: "warszawa",
  kind: "private",
  durationMin: 45,
  name_pl: "Rejs o zachodzie słońca",
  name_en: "Sunset cruise",
  slug_pl: "rejs-o-zachodzie-slonca",
  slug_en: "sunset-cruise",
  summary_pl:
    "Trzy kwadranse na Wiśle, gdy słońce zachodzi za Starym Miastem: prywatna łódź dla Twojej grupy.",
  summary_en:
    "Three quarters of an hour on the Vistula as the sun sets behind the Old Town: a private boat for your group.",
  price: 750,
  booking: { channel: "provider", itemId: "700045" },
  published: true,
} as const;

export interface AddedCruise {
  key: string;
  itemId: string;
  url_pl: string;
  url_en: string;
}

/** Adds SUNSET_CRUISE through POST /api/admin/cruises; answers its key, item and two URLs. */
export async function addSunsetCruise(base = SITE_URL): Promise<AddedCruise> {
  const { call } = await admin(base);
  const { cruise } = (await call("POST", "/api/admin/cruises", SUNSET_CRUISE)) as {
    cruise: { key: string; url_pl: string; url_en: string };
  };
  return {
    key: cruise.key,
    itemId: SUNSET_CRUISE.booking.itemId,
    url_pl: cruise.url_pl,
    url_en: cruise.url_en,
  };
}

/**
 * A fourth location the operator opens from the panel (issue 42), with one cruise on a
 * timetable booked by phone: its pages are measured like the product's, with no code of its own.
 */
export const FOURTH_LOCATION = {
  name_pl: "Toruń",
  name_en: "Torun",
  slug_pl: "rejsy-torun",
  slug_en: "torun-river-cruises",
  startPoint_pl: "Bulwar Filadelfijski",
  startPoint_en: "Philadelphia Boulevard",
  lat: 53.008,
  lng: 18.604,
  status: "open",
} as const;

export interface AddedLocation {
  /** The location's page and its cruise's page, Polish and English. */
  paths: string[];
}

/** Adds FOURTH_LOCATION and a published cruise there through the panel's API. */
export async function addFourthLocation(base = SITE_URL): Promise<AddedLocation> {
  const { call } = await admin(base);
  const { location } = (await call("POST", "/api/admin/locations", FOURTH_LOCATION)) as {
    location: { id: string };
  };
  const { cruise } = (await call("POST", "/api/admin/cruises", {
    location: location.id,
    kind: "shared",
    durationMin: 40,
    capacity: 10,
    name_pl: "Starówka z wody",
    name_en: "The Old Town from the water",
    summary_pl: "Czterdzieści minut wzdłuż gotyckiej Starówki, z przewodnikiem na pokładzie.",
    summary_en: "Forty minutes along the Gothic Old Town, with a guide on board.",
    price: 90,
    booking: { channel: "phone" },
    departures: { days: [1, 2, 3, 4, 5, 6, 7], times: ["10:00", "14:00", "18:00"] },
    published: true,
  })) as { cruise: { url_pl: string; url_en: string } };
  return {
    paths: [
      `/${FOURTH_LOCATION.slug_pl}`,
      `/en/${FOURTH_LOCATION.slug_en}`,
      cruise.url_pl,
      cruise.url_en,
    ],
  };
}
