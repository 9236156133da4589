import { request as playwrightRequest, type APIRequestContext, type Page } from "@playwright/test";
import { E2E } from "./env";
import { expect, openAdminTab, setLanguage, test, uniqueIp, type Lang } from "./fixtures";

/**
 * One truth for the business (issue 42, decisions 350-352), at a phone's 375 px in both
 * languages: the site obeys its own statements (a season, a cancellation notice, a private
 * boat's free or taken departures), names a booking by its channel, and the panel speaks the
 * owner's words. Every test puts back what it changed.
 */
test.use({ viewport: { width: 375, height: 667 }, hasTouch: true });

const HEADERS = { Origin: E2E.baseURL };

async function signIn(page: Page) {
  await page.goto("/admin/login");
  await page.getByLabel("E-mail").fill(E2E.adminEmail);
  await page.getByLabel("Hasło").fill(E2E.adminPassword);
  await page.getByRole("button", { name: "Zaloguj się", exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

interface AdminCruise {
  id: number;
  key: string;
  season: { from: string; until: string } | null;
  booking: { channel: string; itemId: string | null };
  outsideSeason?: number;
}

/** An administrator's API context (its own browser context, signed in through the form). */
async function adminApi(browser: import("@playwright/test").Browser) {
  const context = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": uniqueIp() } });
  const page = await context.newPage();
  await signIn(page);
  const api = page.request;
  const cruises = async () =>
    ((await (await api.get("/api/admin/cruises")).json()) as { items: AdminCruise[] }).items;
  const cruise = async (key: string) => (await cruises()).find((c) => c.key === key)!;
  const patchCruise = async (key: string, body: Record<string, unknown>) => {
    const res = await api.patch(`/api/admin/cruises/${(await cruise(key)).id}`, {
      data: body,
      headers: HEADERS,
    });
    expect(res.status()).toBe(200);
  };
  return { context, api, cruises, cruise, patchCruise };
}

/** An anonymous visitor's request context. */
async function visitor(lang: Lang = "pl"): Promise<APIRequestContext> {
  return playwrightRequest.newContext({
    baseURL: E2E.baseURL,
    extraHTTPHeaders: {
      "X-Forwarded-For": uniqueIp(),
      "Accept-Language": lang === "pl" ? "pl-PL" : "en-GB",
    },
  });
}

/** "MM-DD" of the day `days` from now. */
const monthDay = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(5, 10);

/** A season that starts a month from now: today and the next two weeks are outside it. */
const LATER_SEASON = () => ({ from: monthDay(30), until: monthDay(60) });

function jsonLd(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
}

/** Waits until the provider's departures of a cruise are in the shared cache. */
async function warm(key: string) {
  const anon = await visitor();
  await expect
    .poll(
      async () =>
        ((await (await anon.get(`/api/departures/${key}?days=14`)).json()) as { source: string })
          .source,
      { timeout: 15_000 },
    )
    .toBe("provider");
  await anon.dispose();
}

const SEASON_WORDS: Record<Lang, { path: string; opens: RegExp; bookFrom: RegExp }> = {
  pl: {
    path: "/rejsy-wisla-warszawa/20-min",
    opens: /Sezon rusza \d+ \p{L}+\./u,
    bookFrom: /^Rezerwacje od \d+ \p{L}+$/u,
  },
  en: {
    path: "/warsaw-river-cruise/20-min",
    opens: /The season starts on \d+ \p{L}+\./u,
    bookFrom: /^Booking from \d+ \p{L}+$/u,
  },
};

test.describe("the site obeys its own statements (decision 350)", () => {
  test.beforeAll(async () => {
    await warm("20min");
    await warm("90min");
  });

  test("out of season: no departure listed or linked, the button says when it opens and books nothing, no InStock; the panel counts what the provider still sells", async ({
    browser,
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    const admin = await adminApi(browser);
    await admin.patchCruise("20min", { season: LATER_SEASON() });
    try {
      const anon = await visitor();
      const api = (await (await anon.get("/api/departures/20min?days=14")).json()) as {
        source: string;
        departures: unknown[];
      };
      expect(api).toMatchObject({ source: "provider", departures: [] });
      for (const lang of ["pl", "en"] as const) {
        const w = SEASON_WORDS[lang];
        // The first byte: no departure row, the season line, no provider link, no InStock.
        const html = await (await anon.get(w.path)).text();
        expect(html.includes("/availability/"), "a departure's booking link").toBe(false);
        // The trip's Offer claims no availability, only when it starts (the business's own
        // LocalBusiness offer keeps SPEC's price range).
        const trip = jsonLd(html).find((j) => j["@type"] === "TouristTrip")!;
        const offer = trip.offers as Record<string, unknown>;
        expect(offer.availabilityStarts).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(offer).not.toHaveProperty("availability");

        await setLanguage(context, lang);
        await page.goto(w.path);
        const list = page.locator("[data-departures]");
        await expect(list.getByText(w.opens)).toBeVisible();
        await expect(list.locator("li")).toHaveCount(0);
        const button = page.locator('[data-booking="season"]').first();
        await expect(button).toBeVisible();
        await expect(button).toHaveText(w.bookFrom);
        await expect(page.locator('main a[href*="fareharbor.com"]')).toHaveCount(0);
      }
      // The Warsaw list's ticket card: no departure, no booking link.
      await setLanguage(context, "pl");
      await page.goto("/rejsy-wisla-warszawa");
      await expect(page.locator('main a[href*="/items/623503"]')).toHaveCount(0);
      await expect(page.locator('[data-booking="season"]').first()).toHaveText(
        SEASON_WORDS.pl.bookFrom,
      );

      // The panel: how many departures the provider still sells outside the season.
      expect((await admin.cruise("20min")).outsideSeason).toBeGreaterThan(0);
      const panel = await admin.context.newPage();
      await panel.goto("/admin");
      await openAdminTab(panel, "Rejsy");
      await expect(
        panel.locator('[data-cruise-key="20min"] [data-testid="outside-season"]'),
      ).toHaveText(
        /^Operator rezerwacji sprzedaje jeszcze \d+ terminów poza sezonem\. Strona ich nie pokazuje – zamknij je u operatora\.$/,
      );
      await anon.dispose();
    } finally {
      await admin.patchCruise("20min", { season: null });
      await admin.context.close();
    }
  });

  test("a cancelled notice of Warsaw turns the departures in its window to cancelled, without a link, in the API, on the page and on the card", async ({
    browser,
    page,
    context,
  }) => {
    const admin = await adminApi(browser);
    const until = Date.now() + 26 * 3_600_000;
    const put = await admin.api.put("/api/admin/notices/warszawa", {
      headers: HEADERS,
      data: {
        kind: "cancelled",
        message_pl: "Dziś rejsy odwołane z powodu wiatru.",
        message_en: "Today's cruises are cancelled due to wind.",
        until: new Date(until).toISOString(),
      },
    });
    expect(put.status()).toBe(200);
    try {
      const anon = await visitor();
      const api = (await (await anon.get("/api/departures/20min?days=14")).json()) as {
        departures: Array<{ start: string; status: string; bookingUrl: string | null }>;
      };
      const inWindow = api.departures.filter((d) => Date.parse(d.start) < until);
      expect(inWindow.length).toBeGreaterThan(0);
      for (const d of inWindow) expect(d).toMatchObject({ status: "cancelled", bookingUrl: null });
      for (const d of api.departures.filter((x) => Date.parse(x.start) >= until))
        expect(d.status).not.toBe("cancelled");

      for (const [lang, path, word] of [
        ["pl", "/rejsy-wisla-warszawa/20-min", "Odwołany"],
        ["en", "/warsaw-river-cruise/20-min", "Cancelled"],
      ] as const) {
        await setLanguage(context, lang);
        await page.goto(path);
        const first = page.locator("[data-departures] li").first();
        await expect(first).toHaveAttribute("data-status", "cancelled");
        await expect(first).toContainText(word);
        await expect(first.locator("a")).toHaveCount(0);
      }
      // The card on the Warsaw list.
      await setLanguage(context, "pl");
      await page.goto("/rejsy-wisla-warszawa");
      const card = page.locator('[data-departures="provider"]').first();
      await expect(card.locator("li").first()).toHaveAttribute("data-status", "cancelled");
      await expect(card.locator("li").first()).toContainText("Odwołany");
      await anon.dispose();
    } finally {
      await admin.api.delete("/api/admin/notices/warszawa", { headers: HEADERS });
      await admin.context.close();
    }
  });

  for (const [lang, path, free, taken, seats] of [
    ["pl", "/rejsy-wisla-warszawa/90-min", "Wolny termin", "Zajęty", /miejsc/],
    ["en", "/warsaw-river-cruise/90-min", "Available", "Taken", /seat/],
  ] as const) {
    test(`${lang}: a private whole-boat cruise shows its departures free or taken, never a seat count`, async ({
      page,
      context,
    }) => {
      await setLanguage(context, lang);
      await page.goto(path);
      const list = page.locator('[data-departures="provider"]');
      await expect(list.locator("li").first()).toBeVisible();
      await expect(list.locator('li[data-status="available"]').first()).toContainText(free);
      await expect(list.locator('li[data-status="sold_out"]').first()).toContainText(taken);
      await expect(list).not.toContainText(seats);
      // The API keeps the seat count.
      const anon = await visitor(lang);
      const api = (await (await anon.get("/api/departures/90min?days=2")).json()) as {
        departures: Array<{ seatsLeft: number | null }>;
      };
      expect(api.departures.some((d) => typeof d.seatsLeft === "number")).toBe(true);
      await anon.dispose();
    });
  }

  test("a season for a whole location, set once in the panel's location form, is every Zegrze cruise's season", async ({
    browser,
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    const admin = await adminApi(browser);
    const panel = await admin.context.newPage();
    try {
      await panel.goto("/admin");
      await openAdminTab(panel, "Rejsy");
      const form = panel.getByTestId("location-zegrze");
      await form.locator("summary").click();
      const season = LATER_SEASON();
      await form.getByLabel("Od").fill(season.from);
      await form.getByLabel("Do").fill(season.until);
      await form.getByRole("button", { name: "Zapisz" }).click();
      await expect(panel.getByText("Zapisano").first()).toBeVisible();
      const locations = (await (await admin.api.get("/api/admin/locations")).json()) as {
        items: Array<{ id: string; season: unknown }>;
      };
      expect(locations.items.find((l) => l.id === "zegrze")!.season).toEqual(season);

      for (const [lang, path, note, bookFrom] of [
        ["pl", "/rejsy-zegrze", /^Poza sezonem – rejsy ruszają \d+ \p{L}+\.$/u, /^Rezerwacje od /],
        [
          "en",
          "/en/zegrze-lake-cruises",
          /^Out of season – cruises start on \d+ \p{L}+\.$/u,
          /^Booking from /,
        ],
      ] as const) {
        await setLanguage(context, lang);
        await page.goto(path);
        const buttons = page.locator('#rejsy [data-booking="season"]');
        await expect(buttons).toHaveCount(2);
        for (const b of await buttons.all()) await expect(b).toHaveText(bookFrom);
        await expect(page.locator("#rejsy").getByText(note)).toHaveCount(2);
        await expect(page.locator('#rejsy a[href^="tel:"]')).toHaveCount(0);
      }
      await setLanguage(context, "en");
      await page.goto("/en/zegrze-lake-cruises/60-min");
      await expect(
        page.getByText(/^Out of season – cruises start on \d+ \p{L}+\.$/u),
      ).toBeVisible();
      await expect(page.locator('[data-booking="season"]').first()).toHaveText(/^Booking from /);
      // Warsaw's cruises keep theirs (none).
      await page.goto("/warsaw-river-cruise/90-min");
      await expect(page.locator('[data-booking="season"]')).toHaveCount(0);
    } finally {
      const res = await admin.api.patch("/api/admin/locations/zegrze", {
        headers: HEADERS,
        data: { season: null },
      });
      expect(res.status()).toBe(200);
      await admin.context.close();
    }
  });
});
