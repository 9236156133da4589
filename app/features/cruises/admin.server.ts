/**
 * The operator's changes of cruises and locations (docs/architecture.md §4, rows "cruises" and
 * "locations"; decision 300): every change in one transaction with its audit row (entities
 * `cruise`, `location`), undone from the change history by the reverters registered at start.
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import { ApiError, invalidInput } from "~/lib/api.server";
import { registerUndo, writeAudit, type AuditActor, type AuditReverter } from "~/lib/audit.server";
import { getDb, schema, type DbOrTx } from "~/lib/db.server";
import type { Lang } from "~/lib/i18n/lang";
import { allPagePaths, isStaticPagePath } from "~/lib/i18n/page-urls";
import {
  invalidateCruises,
  sortLocations,
  toCruise,
  toLocation,
  type CruiseRow,
} from "./catalogue.server";
import { specCruiseTexts } from "./defaults";
import { SEED_PROPER_NAMES } from "~/content/catalogue-seed";
import {
  LIST_FIELDS,
  SPEC_CRUISE_KEYS,
  defaultChannelFor,
  priceLabel,
  TEXT_FIELDS,
  cruiseUrl,
  isSpecCruise,
  locationUrls,
  slugify,
  type Cruise,
  type Location,
  type LocationId,
} from "./model";
import {
  CRUISE_MESSAGES,
  type CruiseCreate,
  type CruisePatch,
  type LocationCreate,
  type LocationPatch,
} from "./schema";

const c = schema.cruises;
const l = schema.locations;

/**
 * What the cruise service asks of two other features (decision 420): each writes only its own
 * tables, so a cruise's price row is the prices feature's (`cruise_prices`) and its photo slot the
 * media feature's (`media_slots`). A feature imports no other feature (docs/architecture.md §8):
 * the two are handed in where the features meet, app/routes/feature-services.server.ts.
 */
export interface CruiseServices {
  prices: {
    byKey(db?: DbOrTx): Promise<Map<string, { price: number; isActive: boolean }>>;
    keys(tx: DbOrTx): Promise<string[]>;
    open(
      tx: DbOrTx,
      key: string,
      price: number | null | undefined,
      description: string,
    ): Promise<void>;
    retire(tx: DbOrTx, key: string): Promise<boolean>;
    reopen(tx: DbOrTx, key: string): Promise<void>;
  };
  photos: {
    free(tx: DbOrTx, slot: string): Promise<number[] | null>;
    restore(tx: DbOrTx, slot: string, ids: number[]): Promise<void>;
  };
}

let services: CruiseServices | null = null;

/** Hands the cruise service its price rows and photo slots (once, at start). */
export function setCruiseServices(s: CruiseServices): void {
  services = s;
}

function owners(): CruiseServices {
  if (!services)
    throw new Error("Cruise services not set: import app/routes/feature-services.server.ts first");
  return services;
}

export const CRUISE_ENTITY = "cruise";
export const LOCATION_ENTITY = "location";

/** A cruise in the admin list: the contract's shape plus its price row. */
export type AdminCruise = Cruise & { price: number | null; priceActive: boolean };

/** Slugs no cruise may take: they would shadow another route under a location page. */
const RESERVED_SLUGS = new Set(["en", "api", "admin", "media", "assets", "sitemap", "robots"]);

const COLUMN: Record<string, keyof CruiseRow> = {
  name_pl: "namePl",
  name_en: "nameEn",
  summary_pl: "summaryPl",
  summary_en: "summaryEn",
  imageAlt_pl: "imageAltPl",
  imageAlt_en: "imageAltEn",
  route_pl: "routePl",
  route_en: "routeEn",
  included_pl: "includedPl",
  included_en: "includedEn",
  excluded_pl: "excludedPl",
  excluded_en: "excludedEn",
};
const TEXT_KEYS = [...TEXT_FIELDS, ...LIST_FIELDS].flatMap((f) => [`${f}_pl`, `${f}_en`]);

/** An "update" audit row, only when the snapshot changed (a save that changes nothing leaves no entry). */
async function auditUpdate(
  tx: Parameters<typeof writeAudit>[0],
  actor: AuditActor,
  entity: string,
  id: string | number,
  before: unknown,
  after: unknown,
) {
  if (JSON.stringify(before) !== JSON.stringify(after))
    await writeAudit(tx, actor, { entity, entityId: id, action: "update", before, after });
}

/**
 * What the change history keeps of a cruise: the stored values (a null text is "the default"),
 * so an undo puts back exactly what was stored.
 */
export function cruiseSnapshot(row: CruiseRow) {
  const texts = Object.fromEntries(TEXT_KEYS.map((k) => [k, row[COLUMN[k]!] ?? null]));
  return {
    key: row.key,
    location: row.location,
    kind: row.kind,
    durationMin: row.durationMin,
    capacity: row.capacity,
    slug_pl: row.slugPl,
    slug_en: row.slugEn,
    ...texts,
    season: row.season ?? null,
    departures: row.departures ?? null,
    booking: { channel: row.bookingChannel, itemId: row.bookingItemId },
    published: row.published,
    order: row.sortOrder,
    deleted: row.deletedAt !== null,
  };
}
type CruiseSnapshot = ReturnType<typeof cruiseSnapshot>;

/** The row's columns for a snapshot's (or a patch's) values. */
function rowValues(v: Partial<CruiseSnapshot>): Partial<typeof c.$inferInsert> {
  const out: Record<string, unknown> = {};
  for (const k of TEXT_KEYS) if (k in v) out[COLUMN[k]!] = (v as Record<string, unknown>)[k];
  if (v.location !== undefined) out.location = v.location;
  if (v.kind !== undefined) out.kind = v.kind;
  if (v.durationMin !== undefined) out.durationMin = v.durationMin;
  if (v.capacity !== undefined) out.capacity = v.capacity;
  if (v.slug_pl !== undefined) out.slugPl = v.slug_pl;
  if (v.slug_en !== undefined) out.slugEn = v.slug_en;
  if (v.season !== undefined) out.season = v.season;
  if (v.departures !== undefined) out.departures = v.departures;
  if (v.booking !== undefined) {
    out.bookingChannel = v.booking.channel;
    out.bookingItemId = v.booking.itemId ?? null;
  }
  if (v.published !== undefined) out.published = v.published;
  if (v.order !== undefined) out.sortOrder = v.order;
  return out as Partial<typeof c.$inferInsert>;
}

/** Every location row by id, in the contract's shape (a cruise's URLs come from its location's). */
async function locationsById(db: DbOrTx = getDb()): Promise<Record<LocationId, Location>> {
  return Object.fromEntries((await db.select().from(l)).map((r) => [r.id, toLocation(r)]));
}

async function withPrices(rows: CruiseRow[], db: DbOrTx = getDb()): Promise<AdminCruise[]> {
  const [byKey, locations] = await Promise.all([owners().prices.byKey(db), locationsById(db)]);
  return rows.map((row) => {
    const price = byKey.get(row.key);
    return {
      ...toCruise(row, locations),
      price: price ? price.price : null,
      priceActive: price?.isActive ?? false,
    };
  });
}

/** Every cruise that is not deleted, by location and order (GET /api/admin/cruises). */
export async function adminListCruises(): Promise<AdminCruise[]> {
  const rows = await getDb()
    .select({ cruise: c })
    .from(c)
    .leftJoin(l, eq(l.id, c.location))
    .where(sql`${c.deletedAt} is null`)
    .orderBy(l.sortOrder, c.location, c.sortOrder, c.id);
  return withPrices(rows.map((r) => r.cruise));
}

/**
 * Every cruise ever created, deleted ones included, read from the database (not the kept
 * copy, which another process may hold a moment longer): what the panel names a price row or
 * a history entry by (decision 352).
 */
export async function adminCruiseNames(): Promise<
  Array<
    Pick<Cruise, "key" | "location" | "name_pl" | "name_en" | "spec" | "order"> & {
      deleted: boolean;
      /** A price row's label (the product's six: the product's "20 min Szaleństwo (biletowany)"). */
      priceLabel: Record<Lang, string> | null;
    }
  >
> {
  const [rows, locations] = await Promise.all([getDb().select().from(c), locationsById()]);
  const [first] = sortLocations(Object.values(locations));
  return rows.map((row) => {
    const cruise = toCruise(row, locations);
    const proper = SEED_PROPER_NAMES[cruise.key];
    const at = locations[cruise.location];
    const place = (lang: Lang) =>
      at && at.id !== first?.id ? at[`name_${lang}`] || at.name_pl : null;
    return {
      key: cruise.key,
      location: cruise.location,
      name_pl: cruise.name_pl,
      name_en: cruise.name_en,
      spec: cruise.spec,
      order: cruise.order,
      deleted: row.deletedAt !== null,
      priceLabel:
        cruise.spec && proper
          ? {
              pl: priceLabel(cruise, proper, place("pl"), "pl"),
              en: priceLabel(cruise, proper, place("en"), "en"),
            }
          : null,
    };
  });
}

export async function adminGetCruise(id: number): Promise<AdminCruise | null> {
  const [row] = await getDb()
    .select()
    .from(c)
    .where(and(eq(c.id, id), sql`${c.deletedAt} is null`));
  return row ? (await withPrices([row]))[0]! : null;
}

/** 400 with `fieldErrors` for slugs taken (now or earlier, deleted cruises included) or reserved. */
async function checkSlugs(
  tx: DbOrTx,
  lang: Lang,
  location: LocationId,
  slugs: { pl?: string; en?: string },
  selfId: number | null,
) {
  const m = CRUISE_MESSAGES[lang];
  // Any location's id the table has (decision 400); another is a field error, not a 500.
  const [at] = await tx.select().from(l).where(eq(l.id, location));
  if (!at) throw invalidInput(lang, { location: m.location });
  const page = toLocation(at);
  const rows = await tx.select().from(c).where(eq(c.location, location));
  const errors: Record<string, string> = {};
  for (const l of ["pl", "en"] as const) {
    const slug = slugs[l];
    if (slug === undefined) continue;
    const mine = rows.find((r) => r.id === selfId);
    if (mine && mine[l === "pl" ? "slugPl" : "slugEn"] === slug) continue;
    const taken = rows.some(
      (r) =>
        r.id !== selfId &&
        (r[l === "pl" ? "slugPl" : "slugEn"] === slug ||
          (r.oldSlugs ?? []).some((o) => o.lang === l && o.slug === slug)),
    );
    if (taken) errors[`slug_${l}`] = m.slugTaken;
    else if (RESERVED_SLUGS.has(slug) || isStaticPagePath(cruiseUrl(page, slug, l)))
      errors[`slug_${l}`] = m.slugReserved;
  }
  if (Object.keys(errors).length) throw invalidInput(lang, errors);
}

function checkBooking(lang: Lang, booking: { channel: string; itemId: string | null }) {
  if (booking.channel === "provider" && !booking.itemId)
    throw invalidInput(lang, { "booking.itemId": CRUISE_MESSAGES[lang].itemId });
  if (booking.itemId !== null && !/^\d{1,20}$/.test(booking.itemId))
    throw invalidInput(lang, { "booking.itemId": CRUISE_MESSAGES[lang].itemIdDigits });
}

/** A key for a new cruise, from its location and Polish slug; never one used before (deleted rows keep theirs). */
async function newKey(tx: DbOrTx, location: LocationId, slug: string): Promise<string> {
  // The first location's cruises have bare keys ("sunset"), every other location's are prefixed
  // by its id ("zegrze_…").
  const [first] = await tx.select({ id: l.id }).from(l).orderBy(l.sortOrder, l.id).limit(1);
  const prefix = first?.id === location ? "" : `${location}_`;
  const base = `${prefix}${slug.replace(/-/g, "_")}`.slice(0, 50);
  const used = new Set([
    ...(await tx.select({ key: c.key }).from(c)).map((r) => r.key),
    ...(await owners().prices.keys(tx)),
    ...SPEC_CRUISE_KEYS,
  ]);
  let key = base;
  for (let n = 2; used.has(key); n++) key = `${base}_${n}`;
  return key;
}

/** POST /api/admin/cruises: a new cruise, its price row (`cruise_type` = its key), audited. */
export async function createCruise(
  actor: AuditActor,
  body: CruiseCreate,
  lang: Lang,
): Promise<AdminCruise> {
  const slugPl = body.slug_pl ?? slugify(body.name_pl);
  const slugEn = body.slug_en ?? slugify(body.name_en);
  const m = CRUISE_MESSAGES[lang];
  if (!slugPl || !slugEn) throw invalidInput(lang, { [slugPl ? "slug_en" : "slug_pl"]: m.slug });
  const there = await getDb()
    .select({ channel: c.bookingChannel })
    .from(c)
    .where(and(eq(c.location, body.location), isNull(c.deletedAt)));
  const booking = body.booking ?? { channel: defaultChannelFor(there), itemId: null };
  checkBooking(lang, booking);
  const row = await getDb().transaction(async (tx) => {
    await checkSlugs(tx, lang, body.location, { pl: slugPl, en: slugEn }, null);
    const key = await newKey(tx, body.location, slugPl);
    const [{ max }] = (await tx
      .select({ max: sql<number>`coalesce(max(${c.sortOrder}), 0)::int` })
      .from(c)
      .where(eq(c.location, body.location))) as [{ max: number }];
    const [created] = await tx
      .insert(c)
      .values({
        key,
        location: body.location,
        kind: body.kind,
        durationMin: body.durationMin,
        capacity: body.capacity ?? (body.kind === "private" ? 6 : 12),
        namePl: body.name_pl,
        nameEn: body.name_en,
        slugPl,
        slugEn,
        summaryPl: body.summary_pl ?? null,
        summaryEn: body.summary_en ?? null,
        imageAltPl: body.imageAlt_pl ?? null,
        imageAltEn: body.imageAlt_en ?? null,
        routePl: body.route_pl ?? null,
        routeEn: body.route_en ?? null,
        includedPl: body.included_pl ?? null,
        includedEn: body.included_en ?? null,
        excludedPl: body.excluded_pl ?? null,
        excludedEn: body.excluded_en ?? null,
        season: body.season ?? null,
        departures: body.departures ?? null,
        bookingChannel: booking.channel,
        bookingItemId: booking.itemId ?? null,
        // A draft until the owner publishes it (decision 352).
        published: body.published ?? false,
        sortOrder: body.order ?? max + 1,
      })
      .returning();
    await owners().prices.open(tx, key, body.price, body.name_pl);
    await writeAudit(tx, actor, {
      entity: CRUISE_ENTITY,
      entityId: created!.id,
      action: "create",
      before: null,
      after: cruiseSnapshot(created!),
    });
    return created!;
  });
  invalidateCruises();
  return (await withPrices([row]))[0]!;
}

/** The stored value for a text of one of the six original cruises: null when it equals the default. */
function storedText(key: string, field: string, value: unknown): unknown {
  if (!isSpecCruise(key) || value === null) return value;
  const [name, lang] = field.split("_") as [keyof ReturnType<typeof specCruiseTexts>, "pl" | "en"];
  const d = specCruiseTexts(key, lang)[name];
  return JSON.stringify(d) === JSON.stringify(value) ? null : value;
}

/** PATCH /api/admin/cruises/:id: any subset, audited; null for the cruise, undefined when there is none. */
export async function updateCruise(
  actor: AuditActor,
  id: number,
  patch: CruisePatch,
  lang: Lang,
): Promise<AdminCruise | null> {
  const m = CRUISE_MESSAGES[lang];
  const row = await getDb().transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(c)
      .where(and(eq(c.id, id), sql`${c.deletedAt} is null`))
      .for("update");
    if (!current) return null;
    const spec = isSpecCruise(current.key);
    const errors: Record<string, string> = {};
    if (spec) {
      if (patch.location !== undefined && patch.location !== current.location)
        errors.location = m.specFixed;
      if (patch.slug_pl !== undefined && patch.slug_pl !== current.slugPl)
        errors.slug_pl = m.specFixed;
      if (patch.slug_en !== undefined && patch.slug_en !== current.slugEn)
        errors.slug_en = m.specFixed;
    } else {
      // A new cruise keeps its own names: they cannot go back to a default.
      if (patch.name_pl === null) errors.name_pl = m.name;
      if (patch.name_en === null) errors.name_en = m.name;
    }
    if (Object.keys(errors).length) throw invalidInput(lang, errors);
    const location = (patch.location ?? current.location) as LocationId;
    if (patch.location !== undefined && patch.location !== current.location) {
      await checkSlugs(
        tx,
        lang,
        location,
        { pl: patch.slug_pl ?? current.slugPl, en: patch.slug_en ?? current.slugEn },
        null,
      );
    } else await checkSlugs(tx, lang, location, { pl: patch.slug_pl, en: patch.slug_en }, id);
    const booking = patch.booking ?? {
      channel: current.bookingChannel,
      itemId: current.bookingItemId,
    };
    checkBooking(lang, booking);

    const values: Record<string, unknown> = { ...rowValues(patch as Partial<CruiseSnapshot>) };
    for (const k of TEXT_KEYS)
      if (k in patch)
        values[COLUMN[k]!] = storedText(current.key, k, (patch as Record<string, unknown>)[k]);
    // A published cruise's old address keeps answering, with a 301 to the new one.
    let oldSlugs = current.oldSlugs ?? [];
    for (const l of ["pl", "en"] as const) {
      const before = l === "pl" ? current.slugPl : current.slugEn;
      const after = patch[`slug_${l}`];
      if (after === undefined || after === before) continue;
      oldSlugs = oldSlugs.filter((o) => !(o.lang === l && o.slug === after));
      if (current.published && patch.location === undefined)
        oldSlugs = [...oldSlugs, { lang: l, slug: before }];
    }
    values.oldSlugs = oldSlugs;
    const [updated] = await tx
      .update(c)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(c.id, id))
      .returning();
    await auditUpdate(
      tx,
      actor,
      CRUISE_ENTITY,
      id,
      cruiseSnapshot(current),
      cruiseSnapshot(updated!),
    );
    return updated!;
  });
  if (!row) return null;
  invalidateCruises();
  return (await withPrices([row]))[0]!;
}

/**
 * DELETE /api/admin/cruises/:id: the six original cruises are refused (409); another cruise is marked deleted
 * (its key and slugs stay reserved, its URLs answer 301), its price row deactivated, its photo
 * slot freed. Audited with what the undo needs.
 */
export async function deleteCruise(actor: AuditActor, id: number, lang: Lang): Promise<boolean> {
  const done = await getDb().transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(c)
      .where(and(eq(c.id, id), sql`${c.deletedAt} is null`))
      .for("update");
    if (!current) return false;
    if (isSpecCruise(current.key)) throw new ApiError(409, "spec_cruise", SPEC_DELETE[lang]);
    const extra = await retire(tx, current);
    await writeAudit(tx, actor, {
      entity: CRUISE_ENTITY,
      entityId: id,
      action: "delete",
      before: { ...cruiseSnapshot(current), ...extra },
      after: null,
    });
    return true;
  });
  if (done) invalidateCruises();
  return done;
}

const SPEC_DELETE = {
  pl: "Rejsów ze specyfikacji nie można usunąć – można je ukryć (odznacz „Opublikowany”).",
  en: "Cruises from the specification cannot be deleted – you can unpublish them instead.",
} as const;

/** Marks a cruise deleted, deactivates its price, frees its photo slot; answers what undo restores. */
async function retire(tx: DbOrTx, row: CruiseRow) {
  await tx.update(c).set({ deletedAt: new Date(), updatedAt: new Date() }).where(eq(c.id, row.id));
  const priceActive = await owners().prices.retire(tx, row.key);
  const photo = await owners().photos.free(tx, `cruise.${row.key}`);
  return { priceActive, photo };
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === "object" && !Array.isArray(v);

/**
 * A field's earlier value; for an object (the season, the booking) only its parts the entry
 * changed, over what the cruise has now, so a later change of another part stays and an undo of
 * only `season.from` keeps the season's end (decisions 260, 313).
 */
function nestedBack(before: unknown, after: unknown, now: unknown): unknown {
  if (!isObject(before) || !isObject(after) || !isObject(now)) return before;
  const parts = Object.entries(before).filter(
    ([k, v]) => JSON.stringify(v ?? null) !== JSON.stringify(after[k] ?? null),
  );
  return { ...now, ...Object.fromEntries(parts) };
}

/** Undoes a cruise's change from the change history (decision 260): creation → delete, deletion → restore. */
export const revertCruiseChange: AuditReverter = async (tx, entry) => {
  const id = Number(entry.entityId);
  const [current] = await tx.select().from(c).where(eq(c.id, id)).for("update");
  if (!current) return { ok: false, reason: "gone" };
  if (entry.action === "create") {
    if (current.deletedAt) return { ok: false, reason: "gone" };
    const before = cruiseSnapshot(current);
    await retire(tx, current);
    invalidateCruises();
    return { ok: true, before, after: null };
  }
  if (entry.action === "delete") {
    if (!current.deletedAt) return { ok: false, reason: "conflict" };
    const snap = entry.before as CruiseSnapshot & {
      priceActive?: boolean;
      photo?: number[] | null;
    };
    const [restored] = await tx
      .update(c)
      .set({ deletedAt: null, updatedAt: new Date() })
      .where(eq(c.id, id))
      .returning();
    if (snap.priceActive) await owners().prices.reopen(tx, current.key);
    if (snap.photo) await owners().photos.restore(tx, `cruise.${current.key}`, snap.photo);
    invalidateCruises();
    return { ok: true, before: null, after: cruiseSnapshot(restored!) };
  }
  if (entry.action !== "update" || !entry.before || !entry.after)
    return { ok: false, reason: "not_revertible" };
  if (current.deletedAt) return { ok: false, reason: "gone" };
  const before = entry.before as CruiseSnapshot;
  const after = entry.after as CruiseSnapshot;
  const now = cruiseSnapshot(current);
  const back: Record<string, unknown> = {};
  for (const k of Object.keys(before) as Array<keyof CruiseSnapshot>)
    if (k !== "key" && k !== "deleted" && JSON.stringify(before[k]) !== JSON.stringify(after[k]))
      back[k] = nestedBack(before[k], after[k], now[k]);
  const [updated] = await tx
    .update(c)
    .set({ ...rowValues(back as Partial<CruiseSnapshot>), updatedAt: new Date() })
    .where(eq(c.id, id))
    .returning();
  invalidateCruises();
  return { ok: true, before: cruiseSnapshot(current), after: cruiseSnapshot(updated!) };
};

/* Locations (decision 400) -------------------------------------------------- */

export function locationSnapshot(row: typeof l.$inferSelect) {
  return {
    status: row.status,
    name_pl: row.namePl,
    name_en: row.nameEn,
    slug_pl: row.slugPl,
    slug_en: row.slugEn,
    startPoint_pl: row.startPointPl,
    startPoint_en: row.startPointEn,
    lat: row.lat,
    lng: row.lng,
    windLimitKmh: row.windLimitKmh,
    season: row.season ?? null,
    order: row.sortOrder,
  };
}
type LocationSnapshot = ReturnType<typeof locationSnapshot>;

function locationValues(v: Partial<LocationSnapshot>): Partial<typeof l.$inferInsert> {
  const out: Partial<typeof l.$inferInsert> = {};
  if (v.status !== undefined) out.status = v.status;
  if (v.name_pl !== undefined) out.namePl = v.name_pl;
  if (v.name_en !== undefined) out.nameEn = v.name_en;
  if (v.slug_pl !== undefined) out.slugPl = v.slug_pl;
  if (v.slug_en !== undefined) out.slugEn = v.slug_en;
  if (v.startPoint_pl !== undefined) out.startPointPl = v.startPoint_pl;
  if (v.startPoint_en !== undefined) out.startPointEn = v.startPoint_en;
  if (v.lat !== undefined) out.lat = v.lat;
  if (v.lng !== undefined) out.lng = v.lng;
  if (v.windLimitKmh !== undefined) out.windLimitKmh = v.windLimitKmh;
  if (v.season !== undefined) out.season = v.season;
  if (v.order !== undefined) out.sortOrder = v.order;
  return out;
}

/** Every location, hidden ones included, by order (GET /api/admin/locations). */
export async function adminListLocations(): Promise<Location[]> {
  return sortLocations((await getDb().select().from(l)).map(toLocation));
}

/** First path segments that are not location pages: the API, the panel, files, machine documents. */
const RESERVED_LOCATION_SLUGS = new Set([
  "en",
  "api",
  "admin",
  "assets",
  "media",
  "images",
  "healthz",
  "sitemap-xml",
  "robots-txt",
  "crop-logo-test",
  "newsletter",
]);

/** 400 with `fieldErrors` for a location slug taken by any page (a location's or another) or reserved. */
async function checkLocationSlugs(
  tx: DbOrTx,
  lang: Lang,
  slugs: { pl?: string; en?: string },
  selfId: string | null,
) {
  const m = CRUISE_MESSAGES[lang];
  const others = (await tx.select().from(l)).filter((r) => r.id !== selfId);
  const taken = new Set(
    others.flatMap((r) => {
      const urls = locationUrls(r.slugPl, r.slugEn, r.pageEn);
      return [urls.pl, urls.en];
    }),
  );
  const errors: Record<string, string> = {};
  for (const lg of ["pl", "en"] as const) {
    const slug = slugs[lg];
    if (slug === undefined) continue;
    const path = lg === "pl" ? `/${slug}` : `/en/${slug}`;
    // A Polish slug may not spell another location's English one either ("/warsaw-river-cruise").
    if (taken.has(path) || taken.has(`/${slug}`)) errors[`slug_${lg}`] = m.locationSlugTaken;
    else if (RESERVED_LOCATION_SLUGS.has(slug) || isStaticPagePath(path) || staticPrefix(path))
      errors[`slug_${lg}`] = m.slugReserved;
  }
  if (Object.keys(errors).length) throw invalidInput(lang, errors);
}

/** Whether a static page lives under a path ("/bony-podarunkowe" has "/bony-podarunkowe/sprawdz"). */
function staticPrefix(path: string): boolean {
  return allPagePaths().some((p) => p.startsWith(`${path}/`));
}

/** A new location's id: its Polish name's letters a-z, never one used before (rows are never deleted). */
async function newLocationId(tx: DbOrTx, namePl: string): Promise<string> {
  const base =
    slugify(namePl)
      .replace(/[^a-z]/g, "")
      .slice(0, 30) || "lokalizacja";
  const used = new Set((await tx.select({ id: l.id }).from(l)).map((r) => r.id));
  // Scopes and slots that already mean something else.
  for (const word of ["all", "default", "en", "pl"]) used.add(word);
  if (!used.has(base)) return base;
  for (let n = 0; ; n++) {
    let suffix = "";
    for (let k = n; ; k = Math.floor(k / 26) - 1) {
      suffix = String.fromCharCode(97 + (k % 26)) + suffix;
      if (k < 26) break;
    }
    if (!used.has(base + suffix)) return base + suffix;
  }
}

/** POST /api/admin/locations: a new location (coming soon unless said otherwise), audited. */
export async function createLocation(
  actor: AuditActor,
  body: LocationCreate,
  lang: Lang,
): Promise<Location> {
  const m = CRUISE_MESSAGES[lang];
  const slugPl = body.slug_pl ?? slugify(body.name_pl);
  const slugEn = body.slug_en ?? slugify(body.name_en);
  if (!slugPl || !slugEn) throw invalidInput(lang, { [slugPl ? "slug_en" : "slug_pl"]: m.slug });
  const row = await getDb().transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(400400)`);
    await checkLocationSlugs(tx, lang, { pl: slugPl, en: slugEn }, null);
    const id = await newLocationId(tx, body.name_pl);
    const [{ max }] = (await tx
      .select({ max: sql<number>`coalesce(max(${l.sortOrder}), 0)::int` })
      .from(l)) as [{ max: number }];
    const [created] = await tx
      .insert(l)
      .values({
        id,
        status: body.status ?? "coming_soon",
        namePl: body.name_pl,
        nameEn: body.name_en,
        slugPl,
        slugEn,
        startPointPl: body.startPoint_pl,
        startPointEn: body.startPoint_en,
        lat: body.lat,
        lng: body.lng,
        windLimitKmh: body.windLimitKmh ?? 40,
        season: body.season ?? null,
        sortOrder: max + 1,
      })
      .returning();
    await writeAudit(tx, actor, {
      entity: LOCATION_ENTITY,
      entityId: id,
      action: "create",
      before: null,
      after: locationSnapshot(created!),
    });
    return created!;
  });
  invalidateCruises();
  return toLocation(row);
}

/**
 * PATCH /api/admin/locations/:id, audited; null for an unknown id. the original three keep their
 * names and slugs (400) and cannot be hidden (409).
 */
export async function updateLocation(
  actor: AuditActor,
  id: string,
  patch: LocationPatch,
  lang: Lang = "pl",
): Promise<Location | null> {
  const m = CRUISE_MESSAGES[lang];
  const row = await getDb().transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(400400)`);
    const [current] = await tx.select().from(l).where(eq(l.id, id)).for("update");
    if (!current) return null;
    if (current.spec) {
      if (patch.status === "hidden") throw new ApiError(409, "spec_location", m.specHidden);
      const errors: Record<string, string> = {};
      const fixed = {
        name_pl: current.namePl,
        name_en: current.nameEn,
        slug_pl: current.slugPl,
        slug_en: current.slugEn,
      };
      for (const [k, v] of Object.entries(fixed))
        if (patch[k as keyof typeof fixed] !== undefined && patch[k as keyof typeof fixed] !== v)
          errors[k] = m.specLocationFixed;
      if (Object.keys(errors).length) throw invalidInput(lang, errors);
    } else await checkLocationSlugs(tx, lang, { pl: patch.slug_pl, en: patch.slug_en }, id);
    const [updated] = await tx
      .update(l)
      .set({ ...locationValues(patch), updatedAt: new Date() })
      .where(eq(l.id, id))
      .returning();
    await auditUpdate(
      tx,
      actor,
      LOCATION_ENTITY,
      id,
      locationSnapshot(current),
      locationSnapshot(updated!),
    );
    return updated!;
  });
  if (!row) return null;
  invalidateCruises();
  return toLocation(row);
}

/**
 * Undoes a location's change: fields back; a creation is undone by hiding it (a location is
 * never deleted, so its id and URLs are never reused).
 */
export const revertLocationChange: AuditReverter = async (tx, entry) => {
  const [current] = await tx.select().from(l).where(eq(l.id, entry.entityId)).for("update");
  if (!current) return { ok: false, reason: "gone" };
  let back: Record<string, unknown>;
  if (entry.action === "create") {
    if (current.status === "hidden") return { ok: false, reason: "gone" };
    back = { status: "hidden" };
  } else {
    if (entry.action !== "update" || !entry.before || !entry.after)
      return { ok: false, reason: "not_revertible" };
    const before = entry.before as LocationSnapshot;
    const after = entry.after as LocationSnapshot;
    back = {};
    for (const k of Object.keys(before) as Array<keyof LocationSnapshot>)
      if (JSON.stringify(before[k]) !== JSON.stringify(after[k])) back[k] = before[k];
    if (current.spec && back.status === "hidden") return { ok: false, reason: "conflict" };
    // Slugs back only while no other location took them since.
    const slugs = {
      pl: back.slug_pl as string | undefined,
      en: back.slug_en as string | undefined,
    };
    if (slugs.pl !== undefined || slugs.en !== undefined)
      try {
        await checkLocationSlugs(tx, "pl", slugs, current.id);
      } catch {
        return { ok: false, reason: "conflict" };
      }
  }
  const [updated] = await tx
    .update(l)
    .set({ ...locationValues(back as Partial<LocationSnapshot>), updatedAt: new Date() })
    .where(eq(l.id, entry.entityId))
    .returning();
  invalidateCruises();
  return { ok: true, before: locationSnapshot(current), after: locationSnapshot(updated!) };
};

// Cruises and locations (decision 300): creation → delete, deletion → restore, fields back.
registerUndo(CRUISE_ENTITY, { revert: revertCruiseChange });
registerUndo(LOCATION_ENTITY, { revert: revertLocationChange });
