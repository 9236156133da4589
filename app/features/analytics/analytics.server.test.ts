import { sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { describeEachDb } from "../../../tests/support/test-db";
import { postToEndpoint, useTestEnv } from "../../../tests/support/api-test-helpers";
import { getDatabase, getDb, schema, setDatabase, type Database } from "~/lib/db.server";
import { countEvent, flushAnalytics, pendingEvents } from "./collector.server";
import {
  EVENTS_PATH,
  EVENTS_PER_MINUTE,
  createEventsEndpoint,
  OTHER_PATH,
  pageOf,
  resetEventLimits,
} from "./events-endpoint.server";
import { warsawDay } from "~/lib/i18n/format-time";
import { lastDays } from "./range";
import { analyticsCsv, analyticsReport } from "./report.server";
import { rangeSchema } from "./schema";
import { setCataloguePages } from "~/lib/i18n/page-urls";

const t = schema.analyticsDaily;
const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36";
let ipSeq = 0;
const freshIp = () => `203.0.113.${(++ipSeq % 250) + 1}`;

/** The endpoint as the server builds it, on a catalogue with an added fourth location. */
const eventsEndpoint = createEventsEndpoint({
  locationIds: async () => ["warszawa", "zegrze", "gdansk", "torun"],
});

function send(body: unknown, headers: Record<string, string> = {}, ip = freshIp()) {
  return postToEndpoint(eventsEndpoint, EVENTS_PATH, body, {
    ip,
    headers: { "User-Agent": BROWSER, ...headers },
  });
}
const view = (path: string, lang = "pl") => ({ name: "page_view", path, lang });
const click = (
  location: string,
  channel: string,
  bookingType = "ticket20",
  lang = "pl",
  path = "/",
) => ({
  name: "booking_click",
  path,
  lang,
  props: { booking_type: bookingType, location, channel, price: 90 },
});

async function storedTotal(): Promise<number> {
  const [row] = await getDb()
    .select({ n: sql<string>`coalesce(sum(${t.count}), 0)` })
    .from(t);
  return Number(row!.n);
}

beforeAll(() => useTestEnv());

describe("pages, days and ranges", () => {
  it("counts public pages as they are and every other path as one", () => {
    expect(pageOf("/rejsy-gdansk")).toBe("/rejsy-gdansk");
    expect(pageOf("/REJSY-GDANSK/?utm=x")).toBe("/rejsy-gdansk");
    expect(pageOf("/")).toBe("/");
    expect(pageOf("/no-such-page")).toBe(OTHER_PATH);
    expect(pageOf("/admin")).toBe(OTHER_PATH);
  });

  it("days are Warsaw days", () => {
    expect(warsawDay(new Date("2026-06-30T22:30:00Z"))).toBe("2026-07-01");
    expect(warsawDay(new Date("2026-12-31T22:59:00Z"))).toBe("2026-12-31");
    expect(lastDays(7, new Date("2026-03-03T12:00:00Z"))).toEqual({
      from: "2026-02-25",
      to: "2026-03-03",
    });
  });

  it("a range's messages are in the caller's language (they were English only)", () => {
    const issues = (lang: "pl" | "en", from: string, to: string) =>
      rangeSchema(lang)
        .safeParse({ from, to })
        .error!.issues.map((i) => i.message);
    expect(issues("pl", "1.1.2026", "2026-01-01")).toEqual(["Podaj datę w formacie RRRR-MM-DD."]);
    expect(issues("en", "1.1.2026", "2026-01-01")).toEqual(["Enter a date as YYYY-MM-DD."]);
    expect(issues("pl", "2026-02-01", "2026-01-01")[0]).toMatch(/^Data początkowa/);
    expect(issues("en", "2024-01-01", "2026-01-01")[0]).toMatch(/longer than a year/);
  });

  it("ranges: real dates, from before to, at most a year", () => {
    expect(rangeSchema("pl").safeParse({ from: "2026-01-01", to: "2026-01-31" }).success).toBe(
      true,
    );
    expect(rangeSchema("pl").safeParse({ from: "2026-02-30", to: "2026-03-01" }).success).toBe(
      false,
    );
    expect(rangeSchema("pl").safeParse({ from: "2026-02-01", to: "2026-01-01" }).success).toBe(
      false,
    );
    expect(rangeSchema("pl").safeParse({ from: "2024-01-01", to: "2026-01-01" }).success).toBe(
      false,
    );
    expect(rangeSchema("pl").safeParse({ from: "1.1.2026", to: "2026-01-01" }).success).toBe(false);
  });
});

describeEachDb("analytics ingestion", () => {
  beforeEach(async () => {
    await flushAnalytics();
    await getDb().delete(t);
    resetEventLimits();
  });

  it("counts page views and booking clicks by source: the referrer's host only, a utm_source wins, /qr is the QR code", async () => {
    await send({
      ...view("/"),
      referrer: "https://www.google.com/search?q=rejs+wisla",
    });
    await send({
      ...view("/rejsy-zegrze"),
      referrer: "https://www.google.pl/",
    });
    await send({
      ...view("/"),
      referrer: "https://l.instagram.com/?u=https%3A%2F%2Fribwarsaw.pl",
    });
    await send({
      ...click("warszawa", "provider"),
      referrer: "https://l.instagram.com/",
    });
    await send({
      ...view("/?utm_source=qr"),
      referrer: "https://www.facebook.com/",
    });
    await send(view("/qr"));
    await send({
      ...view("/"),
      referrer: "https://someones-blog.example/post",
    });
    await send({ ...view("/"), referrer: "javascript:alert(1)" });
    await flushAnalytics();
    const rows = await getDb().select().from(t);
    // Nothing of the referrer but its source is kept.
    expect(JSON.stringify(rows)).not.toMatch(/instagram\.com|google\.|blog|search|utm/);
    const today = warsawDay(new Date());
    const report = await analyticsReport({ from: today, to: today });
    expect(report.bySource).toEqual([
      { source: "google", pageViews: 2, bookingClicks: 0 },
      { source: "qr", pageViews: 2, bookingClicks: 0 },
      { source: "instagram", pageViews: 1, bookingClicks: 1 },
      { source: "direct", pageViews: 1, bookingClicks: 0 },
      { source: "other", pageViews: 1, bookingClicks: 0 },
    ]);
    expect((await analyticsCsv({ from: today, to: today })).split("\r\n")[0]).toBe(
      "\uFEFFday,event,path,language,location,channel,booking_type,source,count",
    );
  });

  it("answers 204 with no body, and adds events to daily counts per page, language, location and channel", async () => {
    const res = await send(view("/"));
    expect(res.status).toBe(204);
    expect(res.json).toBeNull();
    await send(view("/"));
    await send(view("/rejsy-gdansk", "en"));
    await send(view("/made-up"));
    await send(click("warszawa", "provider"));
    await send(click("warszawa", "provider"));
    await send(click("gdansk", "phone", "phone", "en", "/rejsy-gdansk"));
    await send({
      name: "hero_booking_click",
      path: "/",
      lang: "pl",
      props: { location: "default" },
    });
    expect(pendingEvents()).toBe(8);
    expect(await storedTotal()).toBe(0);
    await flushAnalytics();
    expect(pendingEvents()).toBe(0);

    const today = warsawDay(new Date());
    const key = (r: { name: string; path: string }) => `${r.name} ${r.path}`;
    // Sorted here: the two databases' collations order "(" and "/" differently.
    const rows = (await getDb().select().from(t)).sort((a, b) => (key(a) < key(b) ? -1 : 1));
    expect(rows.map(({ day, ...r }) => (expect(day).toBe(today), r))).toEqual([
      {
        name: "booking_click",
        path: "/",
        lang: "pl",
        location: "warszawa",
        channel: "provider",
        bookingType: "ticket20",
        source: "direct",
        count: 2,
      },
      {
        name: "booking_click",
        path: "/rejsy-gdansk",
        lang: "en",
        location: "gdansk",
        channel: "phone",
        bookingType: "phone",
        source: "direct",
        count: 1,
      },
      {
        name: "hero_booking_click",
        path: "/",
        lang: "pl",
        location: "default",
        channel: "",
        bookingType: "",
        source: "direct",
        count: 1,
      },
      {
        name: "page_view",
        path: OTHER_PATH,
        lang: "pl",
        location: "",
        channel: "",
        bookingType: "",
        source: "direct",
        count: 1,
      },
      {
        name: "page_view",
        path: "/",
        lang: "pl",
        location: "",
        channel: "",
        bookingType: "",
        source: "direct",
        count: 2,
      },
      {
        name: "page_view",
        path: "/rejsy-gdansk",
        lang: "en",
        location: "",
        channel: "",
        bookingType: "",
        source: "direct",
        count: 1,
      },
    ]);

    // A second flush adds to the same rows (the upsert), it does not replace them.
    await send(view("/"));
    await send(click("warszawa", "provider"));
    await flushAnalytics();
    const report = await analyticsReport({ from: today, to: today });
    expect(report.totals).toEqual({
      pageViews: 5,
      bookingClicks: 4,
      heroBookingClicks: 1,
    });
    expect(report.daily).toEqual([
      { day: today, pageViews: 5, bookingClicks: 4, heroBookingClicks: 1 },
    ]);
    expect(report.byPath).toEqual([
      { path: "/", pageViews: 3, bookingClicks: 3, clickThroughRate: 1 },
      {
        path: "/rejsy-gdansk",
        pageViews: 1,
        bookingClicks: 1,
        clickThroughRate: 1,
      },
      { path: OTHER_PATH, pageViews: 1, bookingClicks: 0, clickThroughRate: 0 },
    ]);
    expect(report.byLocation).toEqual([
      { location: "warszawa", bookingClicks: 3 },
      { location: "gdansk", bookingClicks: 1 },
    ]);
    expect(report.byChannel).toEqual([
      { channel: "provider", bookingClicks: 3 },
      { channel: "phone", bookingClicks: 1 },
    ]);
    expect(report.byLang).toEqual([
      { lang: "en", pageViews: 1, bookingClicks: 1 },
      { lang: "pl", pageViews: 4, bookingClicks: 3 },
    ]);
    expect(report.byBookingType).toEqual([
      { bookingType: "ticket20", bookingClicks: 3 },
      { bookingType: "phone", bookingClicks: 1 },
    ]);
  });

  it("the report has every day of the range, zeros included, and only that range", async () => {
    await getDb()
      .insert(t)
      .values([
        {
          day: "2026-03-01",
          name: "page_view",
          path: "/",
          lang: "pl",
          count: 7,
        },
        {
          day: "2026-03-03",
          name: "booking_click",
          path: "/",
          lang: "en",
          location: "zegrze",
          channel: "whatsapp",
          count: 2,
        },
        {
          day: "2026-03-05",
          name: "page_view",
          path: "/",
          lang: "pl",
          count: 100,
        },
      ]);
    const report = await analyticsReport({
      from: "2026-03-01",
      to: "2026-03-04",
    });
    expect(report.daily.map((d) => [d.day, d.pageViews, d.bookingClicks])).toEqual([
      ["2026-03-01", 7, 0],
      ["2026-03-02", 0, 0],
      ["2026-03-03", 0, 2],
      ["2026-03-04", 0, 0],
    ]);
    expect(report.totals.pageViews).toBe(7);
    const csv = await analyticsCsv({ from: "2026-03-01", to: "2026-03-04" });
    expect(
      csv.startsWith(
        "\uFEFFday,event,path,language,location,channel,booking_type,source,count\r\n",
      ),
    ).toBe(true);
    expect(csv).toContain("2026-03-03,booking_click,/,en,zegrze,whatsapp,,,2\r\n");
    expect(csv).not.toContain("2026-03-05");
  });

  it("stores nothing for Do Not Track, Global Privacy Control, bots or a missing user agent, and still answers 204", async () => {
    expect((await send(view("/"), { DNT: "1" })).status).toBe(204);
    expect((await send(view("/"), { "Sec-GPC": "1" })).status).toBe(204);
    expect(
      (
        await send(view("/"), {
          "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
        })
      ).status,
    ).toBe(204);
    expect((await send(view("/"), { "User-Agent": "curl/8.5.0" })).status).toBe(204);
    expect((await send(view("/"), { "User-Agent": "" })).status).toBe(204);
    expect(pendingEvents()).toBe(0);
    // DNT: 0 is no opt-out.
    expect((await send(view("/"), { DNT: "0" })).status).toBe(204);
    await flushAnalytics();
    expect(await storedTotal()).toBe(1);
  });

  it("counts a click and a view on an added location's page under its id and path", async () => {
    setCataloguePages([{ pl: "/rejsy-torun", en: "/en/torun-cruises", location: "torun" }]);
    try {
      expect((await send(view("/rejsy-torun"))).status).toBe(204);
      expect((await send(click("torun", "phone", "phone", "en", "/en/torun-cruises"))).status).toBe(
        204,
      );
      await flushAnalytics();
      const rows = await getDb()
        .select({ path: t.path, location: t.location, name: t.name })
        .from(t)
        .orderBy(t.name);
      expect(rows).toEqual([
        { path: "/en/torun-cruises", location: "torun", name: "booking_click" },
        { path: "/rejsy-torun", location: "", name: "page_view" },
      ]);
      // A location the catalogue doesn't have: a 400 naming the field, in the request's language.
      const unknown = await send(click("krakow", "phone"), { "Accept-Language": "pl" });
      expect(unknown.status).toBe(400);
      expect(unknown.json.fieldErrors).toEqual({ "props.location": "Nieznana lokalizacja." });
    } finally {
      setCataloguePages([]);
    }
  });

  it("bad input is a 400 or 413 with a message, never a 500, and counts nothing", async () => {
    const bad: unknown[] = [
      "not json",
      "[]",
      "null",
      { name: "purchase", path: "/", lang: "pl" },
      { name: "page_view", path: "no-slash", lang: "pl" },
      { name: "page_view", path: "/", lang: "de" },
      { name: "page_view", path: "/" },
      {
        name: "booking_click",
        path: "/",
        lang: "pl",
        props: { channel: "fax" },
      },
      {
        name: "booking_click",
        path: "/",
        lang: "pl",
        props: { location: "krakow" },
      },
      { name: "booking_click", path: "/", lang: "pl", props: { location: "Kraków!" } },
      { name: "booking_click", path: "/", lang: "pl", props: { price: "90" } },
      { name: "page_view", path: `/${"x".repeat(400)}`, lang: "pl" },
      '{"name":"page_view","path":"/\\u0000","lang":"pl"}',
    ];
    for (const body of bad) {
      const res = await send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(typeof res.json.message).toBe("string");
    }
    const big = await send({ ...view("/"), props: { pad: "x".repeat(4000) } });
    expect(big.status).toBe(413);
    const get = await postToEndpoint(eventsEndpoint, EVENTS_PATH, "", {
      method: "GET",
      headers: { "User-Agent": BROWSER },
    });
    expect(get.status).toBe(405);
    expect(pendingEvents()).toBe(0);
  });

  it("limits one network to EVENTS_PER_MINUTE events a minute (429), other networks unaffected", async () => {
    const ip = "198.51.100.77";
    for (let i = 0; i < EVENTS_PER_MINUTE; i++)
      expect((await send(view("/"), {}, ip)).status).toBe(204);
    const over = await send(view("/"), {}, ip);
    expect(over.status).toBe(429);
    expect(over.headers.get("Retry-After")).toBeTruthy();
    expect((await send(view("/"), {}, "198.51.100.78")).status).toBe(204);
    await flushAnalytics();
    expect(await storedTotal()).toBe(EVENTS_PER_MINUTE + 1);
  });

  it("when the database is down, events are still answered 204, kept and stored once it is back", async () => {
    const real = getDatabase();
    const failing = new Proxy(real.db, {
      get(target, prop, receiver) {
        if (prop === "insert")
          return () => {
            throw Object.assign(new Error("connect ECONNREFUSED"), {
              code: "ECONNREFUSED",
            });
          };
        return Reflect.get(target, prop, receiver);
      },
    });
    setDatabase({ ...real, db: failing } as Database);
    try {
      for (let i = 0; i < 3; i++) expect((await send(view("/contact"))).status).toBe(204);
      await flushAnalytics();
      expect(pendingEvents()).toBe(3);
    } finally {
      setDatabase(real);
    }
    await flushAnalytics();
    expect(pendingEvents()).toBe(0);
    expect(await storedTotal()).toBe(3);
  });

  it("many events in parallel are all counted, in one row per key", async () => {
    const spy = vi.fn();
    await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        send(i % 2 ? view("/") : click("zegrze", "email")).then((r) => spy(r.status)),
      ),
    );
    expect(spy.mock.calls.every(([s]) => s === 204)).toBe(true);
    countEvent(
      {
        day: "2026-01-01",
        name: "page_view",
        path: "/",
        lang: "en",
        location: "",
        channel: "",
        bookingType: "",
        source: "",
      },
      5,
    );
    await flushAnalytics();
    expect(await storedTotal()).toBe(205);
    expect(await getDb().select().from(t)).toHaveLength(3);
  });
});
