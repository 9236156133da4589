import type { Page } from "@playwright/test";
import { E2E } from "./env";
import { expect, hydrated, openAdminTab, test, phoneAdmin, visitorApi } from "./fixtures";

/**
 * A fourth location from the panel (issue 42, items 6 and 11; decision 400), on a 375 px phone:
 * the owner adds it, its page appears in coming-soon wording, then open with a cruise on a
 * timetable: both languages, menu, footer, home card, sitemap with hreflang, weather (the fake
 * upstream), a notice posted from the panel's notices section, the home hero with
 * `?location=torun`, departures; hidden, its pages answer 404. A location is never deleted, so
 * this spec leaves a hidden one behind (a fresh stack per run).
 */
test.use({ viewport: { width: 375, height: 667 }, hasTouch: true });

const HEADERS = { Origin: E2E.baseURL };
const PL = "/rejsy-torun";
const EN = "/en/torun-river-cruises";

/** The areas the business's LocalBusiness JSON-LD on the page says it serves. */
async function areaServed(p: Page): Promise<unknown> {
  const ld = await p.locator('head script[type="application/ld+json"]').allTextContents();
  return ld
    .map((t) => JSON.parse(t) as { "@type": string | string[]; areaServed?: unknown })
    .find((j) => ([] as string[]).concat(j["@type"]).includes("LocalBusiness"))?.areaServed;
}

test("a fourth location: created in the panel, its pages, menu, footer, home, sitemap, weather, notice, departures, then hidden", async ({
  browser,
}) => {
  const { context, page } = await phoneAdmin(browser);
  await openAdminTab(page, "Rejsy");

  // The owner adds the location on the phone; a bad coordinate is refused under its field.
  await page.getByRole("button", { name: "Dodaj lokalizację" }).click();
  const form = page.getByTestId("location-add-form");
  await form.getByLabel("Nazwa miejsca (polski)").fill("Toruń");
  await form.getByLabel("Nazwa miejsca (angielski)").fill("Torun");
  await form.getByLabel("Adres strony po polsku (puste: z nazwy)").fill("rejsy-torun");
  await form.getByLabel("Adres strony po angielsku (puste: z nazwy)").fill("torun-river-cruises");
  await form.getByLabel("Miejsce startu (polski)").fill("Bulwar Filadelfijski");
  await form.getByLabel("Miejsce startu (angielski)").fill("Philadelphia Boulevard");
  await form.getByLabel("Szerokość geograficzna").fill("95");
  await form.getByLabel("Długość geograficzna").fill("18.6");
  await form.getByRole("button", { name: "Dodaj lokalizację" }).click();
  await expect(form.getByText("Szerokość geograficzna od -90 do 90.")).toBeVisible();
  await form.getByLabel("Szerokość geograficzna").fill("53.008");
  await form.getByRole("button", { name: "Dodaj lokalizację" }).click();
  const region = page.getByRole("region", { name: "Toruń" });
  await expect(region.getByRole("heading", { name: "Toruń", level: 2 })).toBeVisible();

  // Coming soon: its page says so; no menu entry yet.
  const anon = await visitorApi("pl");
  let res = await anon.get(PL);
  expect(res.status()).toBe(200);
  expect(await res.text()).toContain("Wkrótce: rejsy łodzią RIB – Toruń");

  // Opened from its settings in the panel.
  const settings = page.getByTestId("location-torun");
  await settings.locator("summary").click();
  await settings.getByLabel("Status").selectOption("open");
  await settings.getByRole("button", { name: "Zapisz" }).click();
  await expect(settings.locator("summary")).toContainText("Otwarta");

  // The cruise add form lists it; a cruise with a timetable is added and published.
  await region.getByRole("button", { name: "Dodaj rejs" }).click();
  await expect(page.locator("#add-location option[value=torun]")).toHaveText("Toruń");
  const api = page.request;
  const created = await api.post("/api/admin/cruises", {
    headers: HEADERS,
    data: {
      location: "torun",
      kind: "shared",
      durationMin: 40,
      capacity: 10,
      name_pl: "Starówka z wody",
      name_en: "The Old Town from the water",
      booking: { channel: "phone" },
      departures: { days: [1, 2, 3, 4, 5, 6, 7], times: ["10:00", "14:00", "18:00", "21:00"] },
      published: true,
    },
  });
  expect(created.status()).toBe(201);
  const { cruise } = (await created.json()) as {
    cruise: { key: string; url_pl: string; url_en: string };
  };
  expect(cruise.url_pl).toBe(`${PL}/starowka-z-wody`);
  expect(cruise.url_en).toBe(`${EN}/the-old-town-from-the-water`);

  // A notice for it, posted from the panel's notices section on the phone (decision 403).
  await openAdminTab(page, "Strona");
  const noticeCard = page.getByTestId("notice-torun");
  await expect(noticeCard.getByRole("heading", { name: "Toruń" })).toBeVisible();
  await noticeCard.getByRole("button", { name: "Ustaw komunikat" }).click();
  await noticeCard.getByLabel("Treść po polsku").fill("Toruń: start z Bulwaru Filadelfijskiego.");
  await noticeCard
    .getByLabel("Treść po angielsku (opcjonalnie)")
    .fill("Toruń: we start at Philadelphia Boulevard.");
  const threeDays = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  await noticeCard.getByLabel("Koniec").fill(`${threeDays}T12:00`);
  await noticeCard.getByRole("button", { name: "Zapisz" }).click();
  await expect(page.getByText("Komunikat zapisany. Jest już na stronie.")).toBeVisible();
  await expect(noticeCard).toContainText("Widoczny teraz");

  // Its pages in both languages, as a visitor on a phone sees them.
  const visit = await browser.newContext({ viewport: { width: 375, height: 667 }, hasTouch: true });
  const v = await visit.newPage();
  const response = await v.goto(PL);
  expect(response?.status()).toBe(200);
  await expect(v.getByRole("heading", { level: 1 })).toHaveText("Rejsy łodzią RIB – Toruń");
  await expect(v.getByText("Toruń: start z Bulwaru Filadelfijskiego.")).toBeVisible();
  const card = v.locator("#rejsy li").filter({ hasText: "Starówka z wody" });
  await expect(card).toBeVisible();
  await expect(card.getByText("Najbliższe rejsy")).toBeVisible();
  await v.goto(cruise.url_pl);
  await expect(v.getByRole("heading", { level: 1 })).toHaveText("Starówka z wody");
  await expect(v.getByText("Najbliższe rejsy")).toBeVisible();
  await expect(v.getByText("Bulwar Filadelfijski").first()).toBeVisible();
  // A booking click on its page is counted under its id and its page's path (the events
  // endpoint asks the catalogue), as the panel's statistics show them.
  type Report = {
    byLocation: Array<{ location: string; bookingClicks: number }>;
    byPath: Array<{ path: string; pageViews: number }>;
  };
  const stats = async () => (await (await api.get("/api/admin/analytics")).json()) as Report;
  await expect
    .poll(async () => (await stats()).byPath.find((p) => p.path === cruise.url_pl)?.pageViews)
    .toBeGreaterThan(0);
  // The tel: link is followed by no browser here: the click is counted, the call not placed.
  await v.evaluate(() => window.addEventListener("click", (e) => e.preventDefault()));
  await v
    .getByRole("link", { name: /Zadzwoń i zarezerwuj/ })
    .first()
    .click();
  await expect
    .poll(async () => (await stats()).byLocation.find((l) => l.location === "torun")?.bookingClicks)
    .toBe(1);
  await v.goto(EN);
  await expect(v.getByRole("heading", { level: 1 })).toHaveText("RIB boat cruises – Torun");
  await expect(v.getByText("Toruń: we start at Philadelphia Boulevard.")).toBeVisible();
  expect((await v.goto(cruise.url_en))?.status()).toBe(200);
  await expect(v.getByRole("heading", { level: 1 })).toHaveText("The Old Town from the water");

  // Menu, footer and home card (the menu's button works once the page is hydrated).
  await hydrated(v, "/");
  await v.getByRole("button", { name: "Otwórz menu" }).click();
  await expect(
    v.getByRole("dialog").getByRole("link", { name: "Rejsy łodzią RIB – Toruń" }),
  ).toHaveAttribute("href", PL);
  await v.keyboard.press("Escape");
  await expect(
    v.locator("footer").getByRole("link", { name: "Rejsy łodzią RIB – Toruń" }),
  ).toHaveAttribute("href", PL);
  const homeCard = v.locator('[data-testid="location-cards"] [data-location="torun"]');
  await expect(homeCard.getByRole("heading", { name: "Toruń" })).toBeVisible();
  await expect(homeCard.getByRole("link", { name: /Starówka z wody/ })).toHaveAttribute(
    "href",
    cruise.url_pl,
  );
  // The business's JSON-LD serves it too (from the catalogue, decision 451).
  expect(await areaServed(v)).toEqual(["Warszawa", "Zegrze", "Gdańsk", "Toruń"]);

  // ?location=torun: the home hero shows it, in both languages (decision 405).
  await v.goto("/?location=torun");
  const hero = v.getByTestId("hero-added");
  await expect(v.getByRole("heading", { level: 1 })).toHaveText("Rejsy motorówką RIB – Toruń");
  await expect(hero).toContainText(
    "Start: Bulwar Filadelfijski. Wybierz rejs i zarezerwuj termin.",
  );
  await expect(hero.getByRole("link", { name: "Zobacz rejsy" })).toHaveAttribute("href", PL);
  await v.goto("/en?location=torun");
  await expect(v.getByRole("heading", { level: 1 })).toHaveText("RIB speedboat cruises in Torun");
  await expect(hero).toContainText(
    "Start: Philadelphia Boulevard. Choose your cruise and book a date.",
  );
  await expect(hero.getByRole("link")).toHaveAttribute("href", EN);

  // Detected, it leads home as the original three do (decision 405): its card first, "why
  // choose" about it with its start point, by the URL and by a granted geolocation, both languages.
  const cardOrder = (p: Page) =>
    p
      .locator('[data-testid="location-cards"] > li')
      .evaluateAll((els) => els.map((e) => e.getAttribute("data-location")));
  const why = (p: Page) => p.locator("section", { has: p.locator("#why-heading") });
  await expect.poll(() => cardOrder(v)).toEqual(["torun", "warszawa", "zegrze", "gdansk"]);
  await expect(why(v).getByRole("heading", { level: 2 })).toHaveText("Why ride with us in Torun?");
  await expect(why(v)).toContainText("Start: Philadelphia Boulevard.");
  await expect(why(v)).not.toContainText("Vistula");
  const near = await browser.newContext({
    viewport: { width: 375, height: 667 },
    hasTouch: true,
    locale: "pl-PL",
  });
  await near.grantPermissions(["geolocation"], { origin: E2E.baseURL });
  await near.setGeolocation({ latitude: 53.01, longitude: 18.6 });
  const n = await near.newPage();
  for (const [path, heading, start, h1] of [
    [
      "/",
      "Toruń: dlaczego warto popłynąć z nami?",
      "Start: Bulwar Filadelfijski.",
      "Rejsy motorówką RIB – Toruń",
    ],
    [
      "/en",
      "Why ride with us in Torun?",
      "Start: Philadelphia Boulevard.",
      "RIB speedboat cruises in Torun",
    ],
  ] as const) {
    await n.goto(path);
    await expect.poll(() => cardOrder(n)).toEqual(["torun", "warszawa", "zegrze", "gdansk"]);
    await expect(n.getByRole("heading", { level: 1 })).toHaveText(h1);
    await expect(why(n).getByRole("heading", { level: 2 })).toHaveText(heading);
    await expect(why(n)).toContainText(start);
    await expect(why(n)).not.toContainText(path === "/" ? "Wisł" : "Vistula");
    // The contact block lists its start point with the original three's.
    await expect(n.locator("#kontakt")).toContainText(start.slice("Start: ".length, -1));
  }
  await near.close();

  // The sitemap with hreflang, the weather at its coordinates (the fake upstream), departures.
  const sitemap = await (await anon.get("/sitemap.xml")).text();
  expect(sitemap).toContain(`<loc>${E2E.baseURL}${PL}</loc>`);
  expect(sitemap).toContain(`hreflang="en" href="${E2E.baseURL}${EN}"`);
  expect(sitemap).toContain(`<loc>${E2E.baseURL}${cruise.url_en}</loc>`);
  const weather = await anon.get("/api/weather/torun?lang=en");
  expect(weather.status()).toBe(200);
  expect(await weather.json()).toMatchObject({ location: "torun", current: expect.anything() });
  const departures = await anon.get(`/api/departures/${cruise.key}`);
  const answer = (await departures.json()) as { source: string; departures: unknown[] };
  expect(answer.source).toBe("timetable");
  expect(answer.departures.length).toBeGreaterThan(0);

  // Hidden: off every page, its URLs answer 404.
  expect((await api.delete("/api/admin/notices/torun", { headers: HEADERS })).status()).toBe(200);
  const hidden = await api.patch("/api/admin/locations/torun", {
    headers: HEADERS,
    data: { status: "hidden" },
  });
  expect(hidden.status()).toBe(200);
  // the original three cannot be hidden.
  const refused = await api.patch("/api/admin/locations/gdansk", {
    headers: HEADERS,
    data: { status: "hidden" },
  });
  expect(refused.status()).toBe(409);
  for (const path of [PL, EN, cruise.url_pl, cruise.url_en]) {
    res = await anon.get(path);
    expect(res.status(), path).toBe(404);
  }
  expect((await anon.get("/api/weather/torun")).status()).toBe(404);
  await v.goto("/");
  await expect(v.locator('[data-location="torun"]')).toHaveCount(0);
  expect(await areaServed(v)).toEqual(["Warszawa", "Zegrze", "Gdańsk"]);
  expect(await (await anon.get("/sitemap.xml")).text()).not.toContain(PL);
  await anon.dispose();
  await visit.close();
  await context.close();
});
