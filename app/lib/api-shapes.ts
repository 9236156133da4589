/**
 * Shapes of the JSON the API answers, inferred from the database schema (db/schema.ts) so a
 * new or renamed column changes them at compile time. The API names fields in snake_case, as
 * docs/product.md §3 does; `toApiShape` turns a Drizzle row (camelCase) into that shape.
 */
import type { schema } from "~/lib/db.server";

/** "googleMapsUrl" → "google_maps_url". */
type SnakeCase<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeCase<Tail>}`
  : S;
/** Dates travel as ISO strings in JSON. */
type Json<T> = T extends Date ? string : T;
export type ApiShape<Row> = {
  [K in keyof Row as SnakeCase<K & string>]: Json<Row[K]>;
};

export function toApiShape<Row extends Record<string, unknown>>(row: Row): ApiShape<Row> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    out[key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)] =
      value instanceof Date ? value.toISOString() : value;
  }
  return out as ApiShape<Row>;
}

/** "google_maps_url" → "googleMapsUrl". */
type CamelCase<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : S;
export type RowShape<Shape> = {
  [K in keyof Shape as CamelCase<K & string>]: Shape[K];
};

/** The way back: the snake_case fields of an API body (or a stored snapshot) as a Drizzle row's values. */
export function fromApiShape<Shape extends Record<string, unknown>>(
  fields: Shape,
): RowShape<Shape> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields))
    out[key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())] = value;
  return out as RowShape<Shape>;
}

type PriceRow = typeof schema.cruisePrices.$inferSelect;
type AttractionRow = Omit<typeof schema.attractions.$inferSelect, "createdAt" | "updatedAt">;

/** A cruise price as GET/PATCH /api/admin/prices answer it. */
export type AdminPrice = ApiShape<PriceRow>;
/** An attraction as the admin attraction calls answer it. */
export type AdminAttraction = ApiShape<AttractionRow>;
/** An attraction row as the admin calls answer it and the change history keeps it (no timestamps). */
export function toAdminAttraction({
  createdAt: _created,
  updatedAt: _updated,
  ...fields
}: typeof schema.attractions.$inferSelect): AdminAttraction {
  return toApiShape(fields);
}
/**
 * An attraction as GET /api/attractions and the public page show it: active rows only, each
 * text in the page's language (the English value where set, else the Polish one), so without
 * the separate `*_en` fields.
 */
export type PublicAttraction = Omit<
  AdminAttraction,
  "is_active" | Extract<keyof AdminAttraction, `${string}_en`>
>;

export interface AdminUser {
  id: string;
  email: string;
}

/** GET /api/admin/newsletter/stats. */
export interface NewsletterStats {
  activeTotal: number;
  byRegion: Record<string, number>;
  /** Of those, the ones already sent a welcome e-mail (at sign-up or by a bulk send; decision 261). */
  welcomed: { total: number; byRegion: Record<string, number> };
}

/** POST /api/admin/newsletter/bulk-welcome and its job's progress. */
export interface BulkJobStatus {
  jobId: number;
  region: string | null;
  status: "queued" | "running" | "done" | "failed";
  total: number;
  sent: number;
  failed: number;
  pending: number;
  /** True when this answer is a job that was already running (double click, second administrator). */
  alreadyRunning?: boolean;
}
