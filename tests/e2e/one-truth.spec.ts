import { E2E } from "./env";
import { FUTURE_DATE } from "../support/dates";
import {
  expect,
  openAdminTab,
  setLanguage,
  test as base,
  uniqueIp,
  waitForMail,
  type Lang,
  phoneAdmin,
  visitorApi,
} from "./fixtures";

/**
 * One truth for the business (issue 42, decisions 350-352), at a phone's 375 px in both
 * languages: the site obeys its own statements (a season, a cancellation notice, a private
 * boat's free or taken departures), names a booking by its channel, and the panel speaks the
 * owner's words. Every test puts back what it changed.
 */

const HEADERS = { Origin: E2E.baseURL };

interface AdminCruise {
  id: number;
  key: string;
  season: { from: string; until: string } | null;
  booking: { channel: string; itemId: string | null };
  outsideSeason?: number;
}

/** An administrator's API context (its own browser context, signed in through the form). */
async function adminApi(browser: import("@playwright/test").Browser) {
  const { context, page } = await phoneAdmin(browser);
  const api = page.request;
  const cruises = async () =>
    ((await (await api.get("/api/admin/cruises")).json()) as { items: AdminCruise[] }).items;
  const cruise = async (key: string) => (await cruises()).find((c) => c.key === key)!;
  /** A PATCH through the API, answered 200. */
  const patch = async (path: string, data: Record<string, unknown>) => {
    const res = await api.patch(path, { headers: HEADERS, data });
    expect(res.status(), await res.text()).toBe(200);
  };
  const patchCruise = async (key: string, body: Record<string, unknown>) =>
    patch(`/api/admin/cruises/${(await cruise(key)).id}`, body);
  const created: number[] = [];
  /** A new cruise through the API (201), deleted again after the test. */
  const createCruise = async (data: Record<string, unknown>) => {
    const res = await api.post("/api/admin/cruises", { headers: HEADERS, data });
    expect(res.status(), await res.text()).toBe(201);
    const { cruise: made } = (await res.json()) as {
      cruise: { id: number; url_pl: string; url_en: string };
    };
    created.push(made.id);
    return made;
  };
  const close = async () => {
    for (const id of created) await api.delete(`/api/admin/cruises/${id}`, { headers: HEADERS });
    await context.close();
  };
  /** A page of the panel on `tab`, in this administrator's context. */
  const panelTab = async (tab: string) => {
    const panel = await context.newPage();
    await panel.goto("/admin");
    await openAdminTab(panel, tab);
    return panel;
  };
  return { context, api, cruises, cruise, panelTab, patch, patchCruise, createCruise, close };
}

/**
 * The tests get `admin`, an administrator's API context of their own: the cruises it created
 * are deleted and its context closed after each test (after the test's own `finally`).
 */
const test = base.extend<{ admin: Awaited<ReturnType<typeof adminApi>> }>({
  admin: async ({ browser }, use) => {
    const admin = await adminApi(browser);
    await use(admin);
    await admin.close();
  },
});

test.use({ viewport: { width: 375, height: 667 }, hasTouch: true });

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
  const anon = await visitorApi();
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
    admin,
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    await admin.patchCruise("20min", { season: LATER_SEASON() });
    try {
      const anon = await visitorApi();
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
        // LocalBusiness offer keeps the product's price range).
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
      const panel = await admin.panelTab("Rejsy");
      await expect(
        panel.locator('[data-cruise-key="20min"] [data-testid="outside-season"]'),
      ).toHaveText(
        /^Operator rezerwacji sprzedaje jeszcze \d+ terminów poza sezonem\. Strona ich nie pokazuje – zamknij je u operatora\.$/,
      );
      await anon.dispose();
    } finally {
      await admin.patchCruise("20min", { season: null });
    }
  });

  test("a cancelled notice of Warsaw turns the departures in its window to cancelled, without a link, in the API, on the page and on the card", async ({
    admin,
    page,
    context,
  }) => {
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
      const anon = await visitorApi();
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
      const anon = await visitorApi(lang);
      const api = (await (await anon.get("/api/departures/90min?days=2")).json()) as {
        departures: Array<{ seatsLeft: number | null }>;
      };
      expect(api.departures.some((d) => typeof d.seatsLeft === "number")).toBe(true);
      await anon.dispose();
    });
  }

  test("a season for a whole location, set once in the panel's location form, is every Zegrze cruise's season", async ({
    admin,
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    const panel = await admin.panelTab("Rejsy");
    try {
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
      await admin.patch("/api/admin/locations/zegrze", { season: null });
    }
  });
});

const NEW_TAB: Record<Lang, string> = {
  pl: "(otwiera się w nowej karcie)",
  en: "(opens in a new tab)",
};

test.describe("booking words from the channel (decision 351)", () => {
  const ZEGRZE_30: Record<Lang, string> = {
    pl: "/rejsy-zegrze/30-min",
    en: "/en/zegrze-lake-cruises/30-min",
  };

  test("provider 'Zarezerwuj', phone 'Zadzwoń i zarezerwuj' on a tel: link (its departures too), enquiry 'Zapytaj o termin' naming the cruise; never 'Zapytaj o cenę' under a price", async ({
    admin,
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    const before = await admin.cruise("zegrze_30min");
    try {
      // Phone, with a timetable: the button and every departure call, in the same tab.
      await admin.patchCruise("zegrze_30min", {
        booking: { channel: "phone", itemId: null },
        departures: {
          days: [1, 2, 3, 4, 5, 6, 7],
          times: ["10:00", "12:00", "14:00", "16:00", "18:00", "20:00"],
        },
      });
      for (const [lang, call] of [
        ["pl", "Zadzwoń i zarezerwuj"],
        ["en", "Call to book"],
      ] as const) {
        await setLanguage(context, lang);
        await page.goto(ZEGRZE_30[lang]);
        const main = page.locator("main");
        await expect(main.getByText("500 PLN").first()).toBeVisible();
        await expect(
          main.getByText(lang === "pl" ? "Zapytaj o cenę" : "Ask for a price"),
        ).toHaveCount(0);
        const button = main.getByRole("link", { name: call, exact: true }).first();
        await expect(button).toHaveAttribute("href", /^tel:\+\d+$/);
        const rows = page.locator('[data-departures="timetable"] li a');
        expect(await rows.count()).toBeGreaterThan(0);
        for (const row of await rows.all()) {
          await expect(row).toHaveAttribute("href", /^tel:\+\d+$/);
          await expect(row).toContainText(call);
          await expect(row).not.toContainText(NEW_TAB[lang]);
          await expect(row).not.toHaveAttribute("target", "_blank");
        }
      }

      // Provider: "Zarezerwuj" / "Book", to the provider's item.
      await admin.patchCruise("zegrze_30min", {
        booking: { channel: "provider", itemId: "777001" },
        departures: null,
      });
      for (const [lang, book] of [
        ["pl", /^Zarezerwuj/],
        ["en", /^Book/],
      ] as const) {
        await setLanguage(context, lang);
        await page.goto(ZEGRZE_30[lang]);
        const link = page.locator("main").getByRole("link", { name: book }).first();
        await expect(link).toHaveAttribute(
          "href",
          /fareharbor\.com\/embeds\/book\/ribwarsaw\/items\/777001\//,
        );
      }

      // Enquiry: "Zapytaj o termin" / "Ask for a date" opens a dialog that names the cruise.
      await admin.patchCruise("zegrze_30min", { booking: { channel: "enquiry", itemId: null } });
      for (const [lang, ask, title] of [
        ["pl", "Zapytaj o termin", "Zapytaj o termin – Zegrze 30 min – Adrenalina"],
        ["en", "Ask for a date", "Ask for a date – Private 30-minute cruise – Adrenalina"],
      ] as const) {
        await setLanguage(context, lang);
        await page.goto(ZEGRZE_30[lang]);
        await page.getByRole("button", { name: ask, exact: true }).first().tap();
        const dialog = page.getByRole("dialog", { name: title });
        await expect(dialog).toBeVisible();
        await expect(dialog).not.toContainText(lang === "pl" ? "wydarzenie" : "event");
        await dialog.getByRole("button", { name: lang === "pl" ? "Zamknij" : "Close" }).tap();
      }
    } finally {
      await admin.patchCruise("zegrze_30min", {
        booking: before.booking,
        departures: null,
      });
    }
  });

  test("a cruise enquiry names its cruise in the inbox and in both e-mails, in both languages", async ({
    admin,
    browser,
  }) => {
    test.setTimeout(120_000);
    const before = await admin.cruise("zegrze_60min");
    await admin.patchCruise("zegrze_60min", { booking: { channel: "enquiry", itemId: null } });
    try {
      for (const lang of ["pl", "en"] as const) {
        const v =
          lang === "pl"
            ? {
                path: "/rejsy-zegrze/60-min",
                ask: "Zapytaj o termin",
                title: "Zapytaj o termin – Zegrze 60 min – Prawdziwa wyprawa",
                name: "Imię i nazwisko",
                phone: "Telefon",
                email: "E-mail",
                date: "Data rejsu",
                from: "Od godziny",
                to: "Do godziny",
                description: "Kilka słów o rejsie",
                submit: "Wyślij zapytanie",
                visitorMail:
                  "Otrzymaliśmy zapytanie o termin rejsu Zegrze 60 min – Prawdziwa wyprawa.",
              }
            : {
                path: "/en/zegrze-lake-cruises/60-min",
                ask: "Ask for a date",
                title: "Ask for a date – Private 60-minute cruise – Prawdziwa wyprawa",
                name: "Full name",
                phone: "Phone",
                email: "E-mail",
                date: "Cruise date",
                from: "From",
                to: "To",
                description: "A few words about the cruise",
                submit: "Send enquiry",
                visitorMail:
                  "We have received your enquiry about a date for the cruise Private 60-minute cruise – Prawdziwa wyprawa (Zegrze).",
              };
        const email = `cruise-${lang}-${Date.now()}@example.com`;
        const visitorContext = await browser.newContext({
          viewport: { width: 375, height: 667 },
          hasTouch: true,
          extraHTTPHeaders: { "X-Forwarded-For": uniqueIp() },
        });
        await setLanguage(visitorContext, lang);
        const page = await visitorContext.newPage();
        await page.goto(v.path);
        await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 15_000 });
        await page.getByRole("button", { name: v.ask, exact: true }).first().tap();
        const dialog = page.getByRole("dialog", { name: v.title });
        const field = (label: string) => dialog.getByLabel(new RegExp(`^${label}`));
        await field(v.name).fill("Ewa Nowak");
        await field(v.phone).fill("+48 600 700 800");
        await field(v.email).fill(email);
        await field(v.date).fill(FUTURE_DATE);
        await field(v.from).fill("15:00");
        await field(v.to).fill("16:00");
        await field(v.description).fill("Cztery osoby, najlepiej po południu.");
        const response = page.waitForResponse("**/api/event-bookings");
        await dialog.getByRole("button", { name: v.submit }).tap();
        expect((await response).status()).toBe(201);
        await visitorContext.close();

        // Both e-mails name the cruise: the operator's (Polish) and the visitor's (their language).
        const [operatorMail] = await waitForMail(
          (m) => m.to.includes(E2E.operatorEmail) && m.text.includes(email),
        );
        expect(operatorMail!.subject).toMatch(
          /^Zapytanie o rejs #\d+: Zegrze 60 min – Prawdziwa wyprawa, Ewa Nowak, /,
        );
        expect(operatorMail!.text).toContain("Rejs: Zegrze 60 min – Prawdziwa wyprawa");
        const [visitorMail] = await waitForMail((m) => m.to.includes(email));
        expect(visitorMail!.text).toContain(v.visitorMail);

        // The inbox: the API and the panel at 375 px name it.
        const list = (await (
          await admin.api.get(`/api/admin/event-bookings?q=${encodeURIComponent(email)}`)
        ).json()) as { items: Array<{ id: number }> };
        const id = list.items[0]!.id;
        const detail = (await (await admin.api.get(`/api/admin/event-bookings/${id}`)).json()) as {
          enquiry: { cruise: unknown };
        };
        expect(detail.enquiry.cruise).toMatchObject({
          key: "zegrze_60min",
          name_pl: "Zegrze 60 min – Prawdziwa wyprawa",
          location: "zegrze",
        });
        const panel = await admin.context.newPage();
        await panel.goto(`/admin?tab=enquiries&enquiry=${id}`);
        const article = panel.locator(`article[data-enquiry-id="${id}"]`);
        await expect(article).toContainText("Zegrze 60 min – Prawdziwa wyprawa");
        await expect(article).toContainText("Data rejsu");
        await panel.close();
      }
    } finally {
      await admin.patchCruise("zegrze_60min", { booking: before.booking });
    }
  });
});

test.describe("the panel in the owner's words (decision 352)", () => {
  test("a new cruise starts as a draft; the Prices tab and the history name it in words, in both languages; its deletion is undone by a tap at 375 px", async ({
    admin,
  }) => {
    test.setTimeout(150_000);
    const page = await admin.context.newPage();
    const anon = await visitorApi();
    const name = `Rejs o świcie ${Date.now() % 100000}`;
    try {
      // Added in the Rejsy view: a draft, not on the site until published.
      await page.goto("/admin");
      await openAdminTab(page, "Rejsy");
      await page
        .getByRole("region", { name: "Warszawa" })
        .getByRole("button", { name: "Dodaj rejs" })
        .click();
      const form = page.getByTestId("cruise-add-form");
      await form.getByLabel("Nazwa (polski)").fill(name);
      await form.getByLabel("Nazwa (angielski)").fill("Dawn cruise");
      await form.getByLabel("Czas rejsu (minuty)").fill("40");
      await form.getByLabel("Rodzaj").selectOption("private");
      await form.getByLabel("Cena (zł)").fill("640");
      await form.getByLabel("Rezerwacja").selectOption("phone");
      await form.getByRole("button", { name: "Dodaj rejs" }).click();
      await expect(page.getByText("Dodano rejs jako szkic").first()).toBeVisible();
      const row = page.locator('[data-testid="cruise-row"]', { hasText: name });
      await expect(row).toContainText("Ukryty");
      const created = (await admin.cruises()).find((c) => c.key.startsWith("rejs_o_swicie"))!;
      const cruise = (await (await admin.api.get(`/api/admin/cruises/${created.id}`)).json()) as {
        cruise: { url_pl: string; published: boolean };
      };
      expect(cruise.cruise.published).toBe(false);
      expect((await anon.get(cruise.cruise.url_pl)).status()).toBe(404);
      await row.getByRole("button", { name: "Opublikuj" }).click();
      await expect(row).toContainText("Opublikowany");
      await expect.poll(async () => (await anon.get(cruise.cruise.url_pl)).status()).toBe(200);

      // The Prices tab names its price by the cruise's name, never its key.
      await openAdminTab(page, "Ceny Rejsów");
      const price = page.locator(`form[data-cruise-type="${created.key}"]`);
      await expect(price).toContainText(name);
      await expect(price).not.toContainText(created.key);
      await price.getByLabel("Cena").fill("660");
      await price.getByRole("button", { name: "Zapisz" }).click();
      await expect(page.getByText("Zapisano").first()).toBeVisible();

      // Its channel changed, then the cruise deleted.
      await admin.patchCruise(created.key, { booking: { channel: "enquiry", itemId: null } });
      const deleted = await admin.api.delete(`/api/admin/cruises/${created.id}`, {
        headers: HEADERS,
      });
      expect(deleted.status()).toBe(204);

      // The history in words: subject by name, fields and values as the Rejsy view says them.
      await openAdminTab(page, "Historia zmian");
      const entries = page.locator(`[data-entity="cruise"]`, { hasText: name });
      const update = entries.and(page.locator('[data-action="update"]')).first();
      await expect(update).toContainText(`Rejs: ${name}`);
      const channel = update.locator('[data-field="booking.channel"]');
      await expect(channel).toContainText("Kanał rezerwacji:");
      await expect(channel.getByTestId("before")).toHaveText("telefon");
      await expect(channel.getByTestId("after")).toHaveText("formularz zapytania");
      const creation = entries.and(page.locator('[data-action="create"]')).first();
      await expect(creation).toContainText("Lokalizacja: Warszawa");
      await expect(creation).toContainText("Rodzaj: rejs prywatny (cała łódź)");
      for (const entry of [update, creation]) {
        await expect(entry).not.toContainText("key:");
        await expect(entry).not.toContainText("{");
        await expect(entry).not.toContainText(created.key);
      }
      // Its price's entry is named by the cruise, not its key.
      const priceEntry = page.locator('[data-entity="cruise_price"]').first();
      await expect(priceEntry).toContainText(`Cena rejsu: ${name}`);
      await expect(priceEntry).not.toContainText(created.key);

      // The deletion's undo: its dialog fits the 375 × 667 screen, the list scrolls inside it,
      // and "Tak, cofnij" is tapped in place.
      const deletion = entries.and(page.locator('[data-action="delete"]')).first();
      await expect(deletion).toContainText("Cena aktywna: tak");
      await deletion.getByRole("button", { name: /^Cofnij/ }).tap();
      const dialog = page.getByRole("alertdialog", { name: "Cofnąć tę zmianę?" });
      await expect(dialog).toBeVisible();
      const box = (await dialog.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(667);
      const yes = dialog.getByRole("button", { name: "Tak, cofnij" });
      const yesBox = (await yes.boundingBox())!;
      expect(yesBox.y + yesBox.height).toBeLessThanOrEqual(667);
      await expect(dialog.getByTestId("undo-fields")).toContainText(
        "Kanał rezerwacji: formularz zapytania",
      );
      await expect(dialog).not.toContainText("priceActive");
      await yes.tap();
      await expect(dialog).toBeHidden();
      await expect
        .poll(async () => (await admin.cruises()).some((c) => c.id === created.id))
        .toBe(true);

      // In English, the same entries in the panel's English words.
      await admin.context.addCookies([
        { name: "preferred-language", value: "en", url: E2E.baseURL },
      ]);
      await page.goto("/admin");
      await openAdminTab(page, "Change history");
      const enUpdate = page
        .locator('[data-entity="cruise"][data-action="update"]', { hasText: "Dawn cruise" })
        .first();
      await expect(enUpdate).toContainText("Cruise: Dawn cruise");
      const enChannel = enUpdate.locator('[data-field="booking.channel"]');
      await expect(enChannel).toContainText("Booking channel:");
      await expect(enChannel.getByTestId("before")).toHaveText("phone");
      await expect(enChannel.getByTestId("after")).toHaveText("enquiry form");
    } finally {
      await anon.dispose();
      const left = (await admin.cruises()).find((c) => c.key.startsWith("rejs_o_swicie"));
      if (left) await admin.api.delete(`/api/admin/cruises/${left.id}`, { headers: HEADERS });
    }
  });
});

/** The served HTML without its scripts (JSON-LD kept): what people and crawlers read. */
function served(html: string): string {
  return html.replace(/<script(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/g, "");
}

test.describe("facts derived from the catalogue, not copied (decision 410)", () => {
  test("a new private cruise for 8: its hero, its card and its facts card say up to 8 people, in both languages", async ({
    admin,
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    const cruise = await admin.createCruise({
      location: "zegrze",
      kind: "private",
      durationMin: 45,
      capacity: 8,
      name_pl: "Rejs dla ósemki",
      name_en: "Cruise for eight",
      booking: { channel: "phone" },
      price: 780,
      published: true,
    });
    const words = {
      pl: {
        unit: "za całą łódź (do 8 osób)",
        facts: "Cała łódź do 8 osób",
        list: "/rejsy-zegrze",
      },
      en: {
        unit: "per boat (up to 8 people)",
        facts: "The whole boat, up to 8 people",
        list: "/en/zegrze-lake-cruises",
      },
    } as const;
    for (const lang of ["pl", "en"] as const) {
      const w = words[lang];
      await setLanguage(context, lang);
      await page.goto(cruise[`url_${lang}`]);
      const main = page.locator("main");
      // The hero's price line and the facts card.
      await expect(main.getByText(w.unit, { exact: true }).first()).toBeVisible();
      await expect(main.getByText(w.facts, { exact: true })).toBeVisible();
      await expect(main).not.toContainText(lang === "pl" ? "6 osób" : "6 people");
      // Its card on the location's page: the meta line and the price line.
      await page.goto(w.list);
      const card = page.locator("li, article").filter({
        has: page.getByRole("heading", {
          name: lang === "pl" ? "Rejs dla ósemki" : "Cruise for eight",
        }),
      });
      await expect(card.last()).toContainText(w.unit);
      await expect(card.last()).not.toContainText(lang === "pl" ? "6 osób" : "6 people");
    }
  });

  test("a capacity of 8 in the panel: the location's and the cruise's <title>, meta description and social tags say it, in both languages; the start point moved says 'Start: …'", async ({
    browser,
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    const admin = await adminApi(browser);
    const original = (await admin.cruise("zegrze_60min")).id;
    const cruisePatch = (data: Record<string, unknown>) =>
      admin.api.patch(`/api/admin/cruises/${original}`, { headers: HEADERS, data });
    const locationPatch = (data: Record<string, unknown>) =>
      admin.api.patch("/api/admin/locations/zegrze", { headers: HEADERS, data });
    expect((await cruisePatch({ capacity: 8, durationMin: 75 })).status()).toBe(200);
    expect(
      (
        await locationPatch({ startPoint_pl: "Marina Nieporęt", startPoint_en: "Nieporęt marina" })
      ).status(),
    ).toBe(200);
    const head = async (path: string) => {
      await page.goto(path);
      const meta = (selector: string) => page.locator(selector).getAttribute("content");
      return {
        title: await page.title(),
        description: await meta('meta[name="description"]'),
        og: await meta('meta[property="og:description"]'),
        twitter: await meta('meta[name="twitter:description"]'),
      };
    };
    try {
      const words = {
        pl: {
          list: "/rejsy-zegrze",
          cruise: "/rejsy-zegrze/60-min",
          listText:
            "Prywatne rejsy motorówką RIB po Zalewie Zegrzyńskim: 30 i 75 minut dla maksymalnie 8 osób, 50 minut od Warszawy. Start: Marina Nieporęt.",
          cruiseText: "Cała łódź dla maksymalnie 8 osób.",
          title: "Prywatny rejs 75 min „Prawdziwa wyprawa” na Zegrzu | RIB Warsaw",
          old: "6 osób",
        },
        en: {
          list: "/en/zegrze-lake-cruises",
          cruise: "/en/zegrze-lake-cruises/60-min",
          listText:
            "Private RIB cruises on Zegrze Lake: 30 and 75 minutes for up to 8 people, 50 minutes from Warsaw. Start: Nieporęt marina.",
          cruiseText: "The whole boat for up to 8 people.",
          title: "75-minute Prawdziwa wyprawa (“A real expedition”) cruise | RIB Warsaw",
          old: "6 people",
        },
      } as const;
      for (const lang of ["pl", "en"] as const) {
        const w = words[lang];
        await setLanguage(context, lang);
        const list = await head(w.list);
        expect(list.description).toBe(w.listText);
        expect(list.og).toBe(w.listText);
        expect(list.twitter).toBe(w.listText);
        const cruise = await head(w.cruise);
        expect(cruise.title).toBe(w.title);
        for (const text of [cruise.description, cruise.og, cruise.twitter]) {
          expect(text).toContain(w.cruiseText);
          expect(text).not.toContain(w.old);
        }
      }
    } finally {
      expect((await cruisePatch({ capacity: 6, durationMin: 60 })).status()).toBe(200);
      expect((await locationPatch({ startPoint_pl: null, startPoint_en: null })).status()).toBe(
        200,
      );
      await admin.context.close();
    }
    // Put back: the seed's words again.
    await setLanguage(context, "pl");
    await page.goto("/rejsy-zegrze");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      "Prywatne rejsy motorówką RIB po Zalewie Zegrzyńskim: 30 i 60 minut dla maksymalnie 6 osób, start z portu żeglarskiego, 50 minut od Warszawy.",
    );
  });

  test("a per-person cruise as a location's cheapest: home's card says per person, in both languages", async ({
    admin,
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    await admin.createCruise({
      location: "zegrze",
      kind: "shared",
      durationMin: 20,
      capacity: 10,
      name_pl: "Rejs z biletem",
      name_en: "Ticketed ride",
      booking: { channel: "phone" },
      price: 45,
      published: true,
    });
    for (const [lang, path, unit] of [
      ["pl", "/", "za osobę"],
      ["en", "/en", "per person"],
    ] as const) {
      await setLanguage(context, lang);
      await page.goto(path);
      const card = page.locator('[data-testid="location-cards"] li[data-location="zegrze"]');
      await expect(card).toContainText("45");
      await expect(card.getByTestId("home-unit-zegrze")).toHaveText(unit);
      await expect(card).not.toContainText(lang === "pl" ? "za łódź" : "per boat");
    }
  });

  test("Gdańsk's start point changed in the panel: hero, title, description, home's card and /contact's map link follow, in both languages", async ({
    admin,
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    const patch = (data: Record<string, unknown>) =>
      admin.patch("/api/admin/locations/gdansk", data);
    await patch({
      status: "open",
      startPoint_pl: "Wyspa Sobieszewska",
      startPoint_en: "Sobieszewo Island",
      lat: 54.3601,
      lng: 18.8302,
    });
    try {
      const place = { pl: "Wyspa Sobieszewska", en: "Sobieszewo Island" } as const;
      const old = { pl: "Wyspa Spichrzów", en: "Granary Island" } as const;
      for (const [lang, gdansk, home, contact] of [
        ["pl", "/rejsy-gdansk", "/", "/contact"],
        ["en", "/en/gdansk-cruises", "/en", "/en/contact"],
      ] as const) {
        await setLanguage(context, lang);
        await page.goto(gdansk);
        await expect(page).toHaveTitle(new RegExp(place[lang]));
        await expect(page.locator('meta[name="description"]')).toHaveAttribute(
          "content",
          new RegExp(`Start: ${place[lang]}\\.`),
        );
        await expect(page.locator("main").getByText(`Gdańsk · ${place[lang]}`)).toBeVisible();
        await page.goto(home);
        const card = page.locator('[data-testid="location-cards"] li[data-location="gdansk"]');
        await expect(card).toContainText(`Start: ${place[lang]}`);
        await page.goto(contact);
        const map = page
          .locator("li", { has: page.getByRole("heading", { name: /^Gdańsk/ }) })
          .getByRole("link", { name: lang === "pl" ? /Pokaż na mapie/ : /Show on map/ });
        await expect(map).toHaveAttribute("href", /query=54\.3601,18\.8302$/);
        await expect(page.locator("main")).toContainText(place[lang]);
        // Nothing on these pages names the old start point any more, first byte included.
        const anon = await visitorApi(lang);
        for (const path of [gdansk, home, contact])
          expect(served(await (await anon.get(path)).text()), path).not.toContain(old[lang]);
        await anon.dispose();
      }
    } finally {
      await patch({
        status: "coming_soon",
        startPoint_pl: null,
        startPoint_en: null,
        lat: 54.3479,
        lng: 18.6581,
      });
    }
  });

  test("the larger event boat's capacity, changed once in the panel, is read by the event pages, the 90-minute page, the FAQ and the terms, in both languages", async ({
    admin,
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    const panel = await admin.panelTab("Strona");
    try {
      const field = panel.getByLabel("Większa łódź na wydarzenia – maksymalna liczba osób");
      await expect(field).toHaveValue("12");
      await field.fill("14");
      await panel.getByTestId("settings-form").getByRole("button", { name: "Zapisz" }).click();
      await expect(panel.getByText("Dane zapisane. Są już na stronie.").first()).toBeVisible();
      const pages: Record<Lang, Array<[string, string]>> = {
        pl: [
          ["/wieczor-panienski", "nasza większa łódź do 14 osób"],
          ["/eventy-nad-wisla", "nasza większa łódź do 14 osób"],
          ["/rejsy-wisla-warszawa/90-min", "nasza większa łódź do 14 osób"],
          ["/contact", "nasza większa łódź do 14 osób"],
          ["/regulamin", "nasza większa łódź, którą pływamy przy wydarzeniach, do 14 osób"],
        ],
        en: [
          ["/en/hen-party", "our larger boat up to 14 people"],
          ["/en/events", "our larger boat up to 14 people"],
          ["/warsaw-river-cruise/90-min", "our larger boat, up to 14 people"],
          ["/en/contact", "our larger boat up to 14 people"],
          ["/en/terms", "our larger boat, which we use for events, up to 14 people"],
        ],
      };
      for (const lang of ["pl", "en"] as const) {
        await setLanguage(context, lang);
        for (const [path, text] of pages[lang]) {
          await page.goto(path);
          // The FAQ answer opens on a tap; its text is in the page either way.
          await expect(page.locator("main"), path).toContainText(text, { useInnerText: false });
          await expect(page.locator("main"), path).not.toContainText(
            lang === "pl" ? "12 osób" : "12 people",
          );
        }
      }
      // The terms state the maximums without a hedge.
      const anon = await visitorApi();
      const terms = served(await (await anon.get("/regulamin")).text());
      expect(terms).not.toContain("jeśli pozwala na to dokumentacja jednostki");
      await anon.dispose();
    } finally {
      await admin.patch("/api/admin/settings", { boats: { eventCapacity: "12" } });
    }
  });
});
