import { expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { invalidateCruises } from "~/features/cruises/catalogue.server";
import { getDb, schema } from "~/lib/db.server";
import { invalidateNotices } from "~/features/notices/notices.server";
import { departuresService } from "~/features/departures/departures.server";
import { fakeUpstreamsForFile } from "../../../tests/support/fake-upstreams";
import { describeEachDb } from "../../../tests/support/test-db";
import { loader } from "./departures";

const fakes = fakeUpstreamsForFile();

const call = (key: string, query = "", headers: HeadersInit = {}) =>
  loader({
    request: new Request(`http://localhost/api/departures/${key}${query}`, { headers }),
    params: { key },
  } as never);

describeEachDb("GET /api/departures/:key", () => {
  it("answers 404 for an unknown key, in the visitor's language", async () => {
    const res = await call("krakow");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: "not_found", message: "Nie ma takiego rejsu." });
    const en = await call("20minutes", "", { "accept-language": "en" });
    expect(((await en.json()) as { message: string }).message).toBe("There is no such cruise.");
  });

  it("answers 400 for a bad from or days", async () => {
    for (const q of [
      "?from=2026-02-30",
      "?from=tomorrow",
      "?from=",
      "?days=0",
      "?days=15",
      "?days=1.5",
      "?days=abc",
      "?days=-3",
    ]) {
      const res = await call("20min", q);
      expect(res.status, q).toBe(400);
      const body = (await res.json()) as { error: string; fieldErrors: Record<string, string> };
      expect(body.error).toBe("invalid_input");
      expect(Object.keys(body.fieldErrors)).toHaveLength(1);
    }
  });

  it("answers the contract's shape; the provider's departures from the second request on", async () => {
    fakes.provider.resetHits();
    const first = await call("20min", "?days=14");
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({
      key: "20min",
      source: "none",
      asOf: null,
      departures: [],
    });
    await departuresService().settled();
    const second = await call("20min", "?days=14");
    const body = (await second.json()) as {
      source: string;
      asOf: string;
      departures: { start: string; status: string; bookingUrl: string | null }[];
    };
    expect(body.source).toBe("provider");
    expect(Date.parse(body.asOf)).toBeGreaterThan(Date.now() - 60_000);
    expect(body.departures.length).toBeGreaterThan(50);
    for (const d of body.departures) {
      expect(d.start).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\+0[12]:00$/);
      if (d.status === "sold_out") expect(d.bookingUrl).toBeNull();
      else
        expect(d.bookingUrl).toMatch(
          /^https:\/\/fareharbor\.com\/embeds\/book\/ribwarsaw\/items\/623503\/availability\/\d+\/book\/\?ref=cruise-20$/,
        );
    }
    // A phone cruise has no provider item and (in today's catalogue) no timetable.
    const phone = await call("30min");
    expect(await phone.json()).toEqual({
      key: "30min",
      source: "none",
      asOf: null,
      departures: [],
    });
    await departuresService().settled();
    expect(fakes.provider.hits.total).toBe(1);
  });

  it("obeys the site (decision 350): a location's season hides every departure, a cancelled notice marks its window", async () => {
    type Body = {
      source: string;
      departures: { start: string; status: string; bookingUrl: string | null }[];
    };
    const get = async () => (await (await call("20min", "?days=14")).json()) as Body;
    await get();
    await departuresService().settled();
    const before = await get();
    expect(before.source).toBe("provider");
    expect(before.departures.some((d) => d.status === "cancelled")).toBe(false);

    // "All cruises cancelled" from now until this time tomorrow.
    const until = Date.now() + 26 * 3600_000;
    await getDb()
      .insert(schema.siteNotices)
      .values({ scope: "all", kind: "cancelled", messagePl: "Odwołane", endsAt: new Date(until) });
    invalidateNotices();
    const cancelled = await get();
    expect(cancelled.departures.length).toBe(before.departures.length);
    for (const d of cancelled.departures) {
      const off = Date.parse(d.start) < until;
      expect(d.status === "cancelled", d.start).toBe(off);
      if (off) expect(d.bookingUrl).toBeNull();
    }
    expect(cancelled.departures.some((d) => d.status === "cancelled")).toBe(true);
    await getDb().delete(schema.siteNotices);
    invalidateNotices();

    // Warsaw's season starts a month from today: the 20-minute cruise (no season of its own) inherits it.
    const md = (days: number) => new Date(Date.now() + days * 86400_000).toISOString().slice(5, 10);
    await getDb()
      .update(schema.locations)
      .set({ season: { from: md(30), until: md(60) } })
      .where(eq(schema.locations.id, "warszawa"));
    invalidateCruises();
    expect(await get()).toMatchObject({ source: "provider", departures: [] });
    await getDb()
      .update(schema.locations)
      .set({ season: null })
      .where(eq(schema.locations.id, "warszawa"));
    invalidateCruises();
    expect((await get()).departures.length).toBe(before.departures.length);
  });
});
