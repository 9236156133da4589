import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { describeEachDb } from "../../tests/support/test-db";
import { schema } from "./db.server";
import { asNumber, names, rawRows } from "./sql.server";

describeEachDb("rawRows", ({ db }) => {
  it("renders the schema's column names and decodes rows by the schema's column types", async () => {
    const t = schema.rateLimits;
    const c = names(t);
    const rows = await rawRows(
      db().db,
      { key: t.key, count: t.count, windowStart: t.windowStart },
      (out) => sql`
      insert into ${t} (${c.key}, ${c.count}, ${c.windowStart}) values ('raw-rows-test', 3, now())
      returning ${out}`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.key).toBe("raw-rows-test");
    expect(rows[0]!.count).toBe(3);
    expect(rows[0]!.windowStart).toBeInstanceOf(Date);
    expect(Math.abs(rows[0]!.windowStart.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it("decodes computed outputs with a Decoder and nulls as null", async () => {
    const t = schema.newsletterSubscribers;
    const rows = await rawRows(
      db().db,
      { total: asNumber, phone: t.phone },
      () => sql`select count(*) as "total", null as "phone" from ${t}`,
    );
    expect(rows).toEqual([{ total: 0, phone: null }]);
  });
});
