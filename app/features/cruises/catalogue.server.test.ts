import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { afterAll, describe, expect, it } from "vitest";
import { createDatabase, schema, setDatabase, type Database } from "~/lib/db.server";
import { pageOfPath } from "~/lib/i18n/page-urls";
import { describeEachDb } from "../../../tests/support/test-db";
import { createScratchDatabase } from "../../../tests/support/postgres";
import {
  getCatalogue,
  invalidateCruises,
  listCruises,
  resolveCruisePath,
} from "./catalogue.server";
import { specCruiseTexts } from "./defaults";
import { SPEC_CRUISE_KEYS, slugify } from "./model";

describe("slugify", () => {
  it("folds Polish letters and joins words with -", () => {
    expect(slugify("Rejs o zachodzie słońca")).toBe("rejs-o-zachodzie-slonca");
    expect(slugify("  Łódź – Żółć!  ")).toBe("lodz-zolc");
    expect(slugify("x".repeat(80))).toHaveLength(60);
  });
});

describeEachDb("cruise catalogue (migration 0013)", ({ db }) => {
  it("holds the six original cruises with their SPEC texts and URLs, and the three locations", async () => {
    invalidateCruises();
    const cruises = await listCruises();
    expect(cruises.map((c) => c.key)).toEqual([...SPEC_CRUISE_KEYS]);
    const urls = cruises.map((c) => [c.url_pl, c.url_en]);
    expect(urls).toEqual([
      ["/rejsy-wisla-warszawa/20-min", "/warsaw-river-cruise/20-min"],
      ["/rejsy-wisla-warszawa/30-min", "/warsaw-river-cruise/30-min"],
      ["/rejsy-wisla-warszawa/60-min", "/warsaw-river-cruise/60-min"],
      ["/rejsy-wisla-warszawa/90-min", "/warsaw-river-cruise/90-min"],
      ["/rejsy-zegrze/30-min", "/en/zegrze-lake-cruises/30-min"],
      ["/rejsy-zegrze/60-min", "/en/zegrze-lake-cruises/60-min"],
    ]);
    for (const c of cruises) {
      for (const lang of ["pl", "en"] as const) {
        const d = specCruiseTexts(c.key as (typeof SPEC_CRUISE_KEYS)[number], lang);
        expect(c[`name_${lang}`]).toBe(d.name);
        expect(c[`summary_${lang}`]).toBe(d.summary);
        expect(c[`route_${lang}`]).toEqual(d.route);
      }
      expect(c.edited).toEqual([]);
      expect(c.season).toBeNull();
    }
    expect(cruises[0]!.name_pl).toBe("Rejs 20 minut – Szaleństwo");
    expect(cruises[0]!.booking).toEqual({ channel: "provider", itemId: "623503" });
    expect(cruises[4]!.booking).toEqual({ channel: "phone", itemId: null });
    const { locations } = await getCatalogue();
    expect(locations.gdansk.status).toBe("coming_soon");
    expect(locations.warszawa.status).toBe("open");
    expect(locations.zegrze.mapUrl).toContain("52.46");
  });

  it("puts Zegrze's cruise pages in the table of URLs, and resolves paths", async () => {
    const catalogue = await getCatalogue();
    expect(pageOfPath("/rejsy-zegrze/30-min")?.en).toBe("/en/zegrze-lake-cruises/30-min");
    expect(pageOfPath("/en/zegrze-lake-cruises/60-min")?.pl).toBe("/rejsy-zegrze/60-min");
    const hit = resolveCruisePath(catalogue, "/en/zegrze-lake-cruises/60-min");
    expect(hit.kind === "cruise" && hit.cruise.key).toBe("zegrze_60min");
    expect(resolveCruisePath(catalogue, "/rejsy-zegrze/nope").kind).toBe("none");
  });

  it("keys and slugs are unique, a migration run twice changes nothing", async () => {
    await expect(
      db().db.insert(schema.cruises).values({
        key: "x1",
        location: "warszawa",
        kind: "private",
        durationMin: 45,
        capacity: 6,
        slugPl: "20-min",
        slugEn: "x1",
      }),
    ).rejects.toThrow();
    await db().migrate();
    const [{ n }] = (await db()
      .db.select({ n: sql<number>`count(*)::int` })
      .from(schema.cruises)) as [{ n: number }];
    expect(n).toBe(6);
  });
});

/**
 * A copy of db/migrations that stops before 0013: a database as it was before this work. Every
 * later migration goes too (the migrator applies only migrations newer than the last one run).
 */
function migrationsBefore0013(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "migrations-"));
  cpSync("db/migrations", dir, { recursive: true });
  const journalPath = path.join(dir, "meta/_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as {
    entries: Array<{ tag: string }>;
  };
  const later = journal.entries.filter((e) => e.tag >= "0013_");
  for (const e of later) rmSync(path.join(dir, `${e.tag}.sql`));
  journal.entries = journal.entries.filter((e) => e.tag < "0013_");
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

for (const kind of ["pglite", "postgres"] as const) {
  const run = kind === "postgres" && !process.env.TEST_DATABASE_URL ? describe.skip : describe;
  run(`migration 0013 on a site that already runs [${kind}]`, () => {
    const cleanups: Array<() => Promise<void> | void> = [];
    afterAll(async () => {
      setDatabase(undefined);
      for (const c of cleanups.reverse()) await c();
    });

    // One database migrated from nothing, twice: PGlite on a busy two-core machine took 32 s once.
    it("keeps prices, overrides and photos, and moves cruise texts into the cruise rows", async () => {
      const oldDir = migrationsBefore0013();
      cleanups.push(() => rmSync(oldDir, { recursive: true, force: true }));
      let url: string | undefined;
      if (kind === "postgres") {
        const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!, "mig");
        cleanups.push(() => scratch.drop());
        url = scratch.url;
      }
      const before: Database = createDatabase({
        url,
        dataDir: "",
        memory: !url,
        migrationsDir: oldDir,
      });
      cleanups.push(() => before.close());
      await before.migrate();
      const d = before.db;
      await d.insert(schema.cruisePrices).values([
        { cruiseType: "20min", price: 95 },
        { cruiseType: "zegrze_60min", price: 990, isActive: false },
      ]);
      await d.insert(schema.pageCopyOverrides).values([
        { key: "cruises.cruises.30.title", lang: "pl", value: "Mój rejs 30", defaultHash: "x" },
        {
          key: "cruises.zegrze.cruises.zegrze30.text",
          lang: "en",
          value: "My lake",
          defaultHash: "x",
        },
        { key: "cruises.warsaw.heroKicker", lang: "pl", value: "Zostaje", defaultHash: "x" },
      ]);
      await d.insert(schema.mediaSlots).values({ slot: "cruise.90min", mediaIds: [7] });

      // Now the new code's migrations, on the same database.
      let after: Database;
      if (kind === "pglite") {
        await migratePglite(d as never, { migrationsFolder: path.resolve("db/migrations") });
        after = before;
      } else {
        after = createDatabase({ url, dataDir: "" });
        cleanups.push(() => after.close());
        await after.migrate();
      }
      setDatabase(after);
      invalidateCruises();
      const a = after.db;
      const prices = await a
        .select()
        .from(schema.cruisePrices)
        .orderBy(schema.cruisePrices.cruiseType);
      expect(prices.map((p) => [p.cruiseType, p.price, p.isActive])).toEqual([
        ["20min", 95, true],
        ["zegrze_60min", 990, false],
      ]);
      const slots = await a.select().from(schema.mediaSlots);
      expect(slots).toEqual([expect.objectContaining({ slot: "cruise.90min", mediaIds: [7] })]);
      const overrides = await a.select().from(schema.pageCopyOverrides);
      expect(overrides.map((o) => o.key)).toEqual(["cruises.warsaw.heroKicker"]);
      const [row30] = await a.select().from(schema.cruises).where(eq(schema.cruises.key, "30min"));
      expect(row30!.namePl).toBe("Mój rejs 30");
      expect(row30!.nameEn).toBeNull();
      const cruises = await listCruises();
      expect(cruises).toHaveLength(6);
      const c30 = cruises.find((c) => c.key === "30min")!;
      expect(c30.name_pl).toBe("Mój rejs 30");
      expect(c30.name_en).toBe(specCruiseTexts("30min", "en").name);
      expect(c30.edited).toEqual(["name_pl"]);
      expect(cruises.find((c) => c.key === "zegrze_30min")!.summary_en).toBe("My lake");
    }, 120_000);
  });
}
