/**
 * Each feature writes only its own tables (decision 420; issue 43, item 3): a static scan of every
 * feature's server code for Drizzle writes (`.insert(t)`, `.update(t)`, `.delete(t)`) and raw SQL
 * writes (`insert into ${t}`, `update ${t} set`, `delete from ${t}`), each table resolved through
 * the module's names for `db/schema.ts`, against the one owner this map gives it. A feature that
 * needs another's table calls the owner's service, handed to it where the two meet.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");

/**
 * Table (its SQL name) → the one place that writes it: a feature folder (`features/x`) or a
 * module below the features (`lib/...`), which no feature may then write around.
 */
const OWNER: Record<string, string> = {
  newsletter_subscribers: "features/newsletter",
  newsletter_reactivations: "features/newsletter",
  bulk_send_jobs: "features/newsletter",
  cruise_prices: "features/prices",
  attractions: "features/attractions",
  event_bookings: "features/enquiries",
  event_booking_notes: "features/enquiries",
  email_outbox: "lib/mail",
  campaigns: "features/campaigns",
  campaign_recipients: "features/campaigns",
  audit_log: "lib/audit",
  job_runs: "lib/daily-jobs",
  rate_limits: "lib/rate-limit",
  analytics_daily: "features/analytics",
  user: "features/admin-auth",
  session: "features/admin-auth",
  account: "features/admin-auth",
  verification: "features/admin-auth",
  rate_limit: "lib/rate-limit",
  two_factor: "features/admin-auth",
  two_factor_used_code: "features/admin-auth",
  passkey: "features/admin-auth",
  admin_invitations: "features/admin-auth",
  page_copy_overrides: "features/page-copy",
  media: "features/media",
  media_files: "features/media",
  media_chunks: "features/media",
  media_slots: "features/media",
  site_settings: "features/site-admin",
  site_notices: "features/notices",
  promo_events: "features/site-admin",
  departure_cache: "features/departures",
  locations: "features/cruises",
  cruises: "features/cruises",
  voucher_orders: "features/vouchers",
  vouchers: "features/vouchers",
  voucher_ledger: "features/vouchers",
};

/** `db/schema.ts`: export name → SQL table name. */
function schemaTables(): Map<string, string> {
  const src = readFileSync(path.join(ROOT, "db/schema.ts"), "utf8");
  const out = new Map<string, string>();
  for (const m of src.matchAll(/export const (\w+) = pgTable\(\s*"([^"]+)"/g))
    out.set(m[1]!, m[2]!);
  return out;
}

/** A module's local names for schema tables: `schema.x`, `const t = schema.x`, `const { x: t } = schema`, imports from db/schema. */
function localTables(src: string, tables: Map<string, string>): Map<string, string> {
  const names = new Map<string, string>();
  for (const [exported, table] of tables) names.set(`schema.${exported}`, table);
  for (const m of src.matchAll(/(?:const|let)\s+(\w+)\s*=\s*schema\.(\w+)\s*;/g))
    if (tables.has(m[2]!)) names.set(m[1]!, tables.get(m[2]!)!);
  const lists = [
    ...[...src.matchAll(/const\s*\{([^}]*)\}\s*=\s*schema\s*;/g)].map((m) => m[1]!),
    ...[...src.matchAll(/import\s*\{([^}]*)\}\s*from\s*"[^"]*db\/schema"/g)].map((m) => m[1]!),
  ];
  for (const list of lists)
    for (const part of list.split(",")) {
      const [exported, local] = part
        .replace(/\btype\b/, "")
        .split(/:|\bas\b/)
        .map((s) => s.trim());
      if (exported && tables.has(exported)) names.set(local || exported, tables.get(exported)!);
    }
  return names;
}

/** Every table a module writes, by its SQL name. */
export function writtenTables(src: string, tables: Map<string, string>): Set<string> {
  const names = localTables(src, tables);
  const written = new Set<string>();
  const patterns = [
    /\.(?:insert|update|delete)\(\s*([\w.]+)\s*\)/g,
    /\b(?:insert\s+into|update|delete\s+from)\s+\$\{\s*([\w.]+)\s*\}/gi,
  ];
  for (const re of patterns)
    for (const m of src.matchAll(re)) {
      const table = names.get(m[1]!);
      if (table) written.add(table);
    }
  return written;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
}

/** "feature table" for every write of a table by a feature that does not own it. */
function foreignWrites(): string[] {
  const tables = schemaTables();
  const featuresDir = path.join(ROOT, "app/features");
  const out = new Set<string>();
  for (const feature of readdirSync(featuresDir)) {
    for (const file of filesUnder(path.join(featuresDir, feature))) {
      for (const table of writtenTables(readFileSync(file, "utf8"), tables))
        if (OWNER[table] !== `features/${feature}`) out.add(`${feature} ${table}`);
    }
  }
  return [...out].sort();
}

describe("table ownership (decision 420)", () => {
  it("gives every table of db/schema.ts one owner", () => {
    expect([...schemaTables().values()].sort()).toEqual(Object.keys(OWNER).sort());
  });

  it("sees writes however a module names the table", () => {
    const tables = schemaTables();
    const src = `
      const { cruisePrices: p } = schema;
      const t = schema.rateLimits;
      import { user } from "../../db/schema";
      await tx.insert(p).values({});
      await tx.update(schema.mediaSlots).set({});
      await db.delete(user);
      sql\`insert into \${t} (a) values (1)\`;
      hash.update(text); // not a table
    `;
    expect([...writtenTables(src, tables)].sort()).toEqual([
      "cruise_prices",
      "media_slots",
      "rate_limits",
      "user",
    ]);
  });

  it("finds no feature writing a table it does not own", () => {
    expect(foreignWrites()).toEqual([]);
  });
});
