import type { APIRequestContext, Page } from "@playwright/test";
import { E2E } from "./env";
import { expect, openAdminTab, setLanguage, test, signInAsAdmin, visitorApi } from "./fixtures";

/**
 * The operator runs the business from a phone (issue 33, decisions 300-303): at 375 px in
 * Polish, add "Rejs o zachodzie słońca" in the panel's "Rejsy" view → it is on the Warsaw list
 * and at its URL in both languages with its JSON-LD and sitemap entries → its price changed in
 * "Ceny Rejsów" shows on its page → unpublished it answers 404 → deleted, 301. Then Gdańsk opened
 * with one cruise, and every Zegrze cruise bookable where it is shown.
 */
test.use({ viewport: { width: 375, height: 812 } });
const SHOTS = process.env.E2E_SHOTS;

const PL_URL = "/rejsy-wisla-warszawa/rejs-o-zachodzie-slonca";
const EN_URL = "/warsaw-river-cruise/sunset-cruise";

const signIn = (page: Page) => signInAsAdmin(page);

/** Signed in as the administrator: the panel's request context and the catalogue's cruises. */
async function adminCruises<T extends { id: number; key: string }>(page: Page) {
  await signIn(page);
  const admin = page.request;
  const headers = { Origin: E2E.baseURL };
  const { items } = (await (await admin.get("/api/admin/cruises")).json()) as { items: T[] };
  return { admin, headers, items };
}

function jsonLd(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
}

test("add a sunset cruise → lists, pages, JSON-LD, sitemap → price → unpublish 404 → delete 301", async ({
  page,
}) => {
  test.setTimeout(120_000);
  // The refused save (provider channel without an item) answers 400, which the browser logs.
  test.info().annotations.push({ type: "allow-console", description: "status of 400" });
  await signIn(page);
  await openAdminTab(page, "Rejsy");
  const warsaw = page.getByRole("region", { name: "Warszawa" });
  await warsaw.getByRole("button", { name: "Dodaj rejs" }).click();
  const form = page.getByTestId("cruise-add-form");
  await form.getByLabel("Nazwa (polski)").fill("Rejs o zachodzie słońca");
  await form.getByLabel("Nazwa (angielski)").fill("Sunset cruise");
  await form.getByLabel("Czas rejsu (minuty)").fill("45");
  await form.getByLabel("Rodzaj").selectOption("private");
  await form.getByLabel("Cena (zł)").fill("750");
  await form.getByLabel("Rezerwacja").selectOption("provider");
  // A provider channel needs the item: the form says so and keeps what was typed.
  await form.getByRole("button", { name: "Dodaj rejs" }).click();
  await expect(form.getByText("Podaj numer oferty u operatora rezerwacji")).toBeVisible();
  await expect(form.getByLabel("Nazwa (polski)")).toHaveValue("Rejs o zachodzie słońca");
  await form.getByLabel("Numer oferty u operatora").fill("700045");
  await form.getByRole("button", { name: "Dodaj rejs" }).click();
  const row = page.locator('[data-testid="cruise-row"]', { hasText: "Rejs o zachodzie słońca" });
  await expect(row).toContainText("750 zł za łódź");
  // A new cruise is a draft until it is published (decision 352): not on the site yet.
  await expect(row).toContainText("Ukryty");
  const draftVisitor = await visitorApi("pl", { maxRedirects: 0 });
  expect((await draftVisitor.get(PL_URL)).status()).toBe(404);
  await draftVisitor.dispose();
  await row.getByRole("button", { name: "Opublikuj" }).click();
  await expect(row).toContainText("Opublikowany");
  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/cruises-rejsy-375.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: `${SHOTS}/cruises-rejsy-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 375, height: 812 });
  }

  const anon = await visitorApi("pl", { maxRedirects: 0 });
  const list = await (await anon.get("/rejsy-wisla-warszawa")).text();
  expect(list).toContain("Rejs o zachodzie słońca");
  expect(list).toContain(`href="${PL_URL}"`);
  // A private cruise added to Warsaw is one of its private boats, after the product's three,
  // and one of the other cruises on a Warsaw cruise's page (issue 42: the rows, not a list).
  const privateSection = list.slice(list.indexOf('id="private-heading"'));
  const at = (href: string) => privateSection.indexOf(`href="${href}"`);
  expect(at("/rejsy-wisla-warszawa/30-min")).toBeGreaterThan(0);
  expect(at("/rejsy-wisla-warszawa/90-min")).toBeGreaterThan(at("/rejsy-wisla-warszawa/30-min"));
  expect(at(PL_URL)).toBeGreaterThan(at("/rejsy-wisla-warszawa/90-min"));
  const c20 = await (await anon.get("/rejsy-wisla-warszawa/20-min")).text();
  expect(c20.slice(c20.indexOf('id="detail-cta"'))).toContain(`href="${PL_URL}"`);
  const pl = await anon.get(PL_URL);
  expect(pl.status()).toBe(200);
  const plHtml = await pl.text();
  expect(plHtml).toContain("<title>Rejs o zachodzie słońca | RIB Warsaw</title>");
  expect(plHtml).toContain("items/700045/?ref=cruise-");
  const trips = jsonLd(plHtml);
  const trip = trips.find((j) => j["@type"] === "TouristTrip")!;
  expect(trip).toMatchObject({ name: "Rejs o zachodzie słońca" });
  expect(trip.offers).toMatchObject({ price: 750, priceCurrency: "PLN" });
  expect(trips.some((j) => j["@type"] === "BreadcrumbList")).toBe(true);
  const en = await anon.get(EN_URL);
  expect(en.status()).toBe(200);
  const enHtml = await en.text();
  expect(enHtml).toContain('<html lang="en"');
  expect(enHtml).toContain("<title>Sunset cruise | RIB Warsaw</title>");
  expect(enHtml).toContain(`hrefLang="pl" href="${E2E.baseURL}${PL_URL}"`);
  expect(jsonLd(enHtml).find((j) => j["@type"] === "TouristTrip")).toMatchObject({
    name: "Sunset cruise",
  });
  // Another spelling answers 301 to the page.
  expect((await anon.get(EN_URL.toUpperCase())).status()).toBe(301);
  const sitemap = await (await anon.get("/sitemap.xml")).text();
  expect(sitemap).toContain(`<loc>${E2E.baseURL}${PL_URL}</loc>`);
  expect(sitemap).toContain(`<loc>${E2E.baseURL}${EN_URL}</loc>`);

  // Its price, changed in the product's prices tab, is on its page.
  await openAdminTab(page, "Ceny Rejsów");
  const priceForm = page.locator('form[data-cruise-type="rejs_o_zachodzie_slonca"]');
  await expect(priceForm).toContainText("Rejs o zachodzie słońca");
  await priceForm.getByLabel("Cena").fill("820");
  await priceForm.getByRole("button", { name: "Zapisz" }).click();
  await expect(page.getByText("Zapisano").first()).toBeVisible();
  await expect
    .poll(async () => JSON.stringify(jsonLd(await (await anon.get(PL_URL)).text())))
    .toContain('"price":820');
  const shown = await page.context().newPage();
  await shown.goto(PL_URL);
  await expect(shown.getByRole("heading", { level: 1 })).toHaveText("Rejs o zachodzie słońca");
  await expect(shown.getByText("820 PLN").first()).toBeVisible();
  if (SHOTS) {
    await shown.screenshot({ path: `${SHOTS}/cruises-sunset-375.png`, fullPage: true });
    await shown.setViewportSize({ width: 1280, height: 900 });
    await shown.goto(EN_URL);
    await shown.screenshot({ path: `${SHOTS}/cruises-sunset-en-1280.png`, fullPage: true });
  }
  await shown.close();

  // Unpublished: 404, and off the list and the sitemap.
  await openAdminTab(page, "Rejsy");
  await row.getByRole("button", { name: "Ukryj" }).click();
  await expect(row).toContainText("Ukryty");
  await expect.poll(async () => (await anon.get(PL_URL)).status()).toBe(404);
  expect((await anon.get(EN_URL)).status()).toBe(404);
  expect(await (await anon.get("/rejsy-wisla-warszawa")).text()).not.toContain(PL_URL);
  expect(await (await anon.get("/sitemap.xml")).text()).not.toContain(PL_URL);

  // Deleted (after a confirmation): its URLs answer 301 to the Warsaw page.
  await row.getByRole("button", { name: "Usuń" }).click();
  await row.getByRole("button", { name: "Tak, usuń" }).click();
  await expect(row).toHaveCount(0);
  const gone = await anon.get(PL_URL);
  expect(gone.status()).toBe(301);
  expect(gone.headers()["location"]).toMatch(/\/rejsy-wisla-warszawa$/);
  const goneEn = await anon.get(EN_URL);
  expect(goneEn.status()).toBe(301);
  expect(goneEn.headers()["location"]).toMatch(/\/warsaw-river-cruise$/);
  await anon.dispose();
});

/** The served HTML without its scripts (JSON-LD kept): the markup, head and text people and crawlers read. */
function servedHtml(html: string): string {
  return html.replace(/<script(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/g, "");
}

/**
 * Pages that speak of Gdańsk, with a wording of each status they show (decision 302): home's
 * hero (every variant is in the HTML), locations, events and contact blocks and footer, the
 * contact page's badge, the events and corporate pages, the Gdańsk page's head, heading and
 * weather line, the terms, and every page's share image description.
 */
const GDANSK_PAGES: Array<{ path: string; soon: string[]; open: string[] }> = [
  {
    path: "/",
    soon: ["Gdańsk · wkrótce", "a wkrótce także w Gdańsku", "Gdańsk – wkrótce"],
    open: [
      "Gdańsk · Wyspa Spichrzów",
      "Rejsy motorówką RIB w Gdańsku",
      "a teraz także w Gdańsku",
      "w samym sercu Gdańska",
      "Integracje i team building w Warszawie, na Zegrzu i w Gdańsku",
      "Wyspa Spichrzów, Motława",
      "Gdańsk – Motława i Zatoka Gdańska",
      "na Zalewie Zegrzyńskim i w Gdańsku. W tle",
    ],
  },
  {
    path: "/en",
    soon: ["Gdańsk · coming soon", "with Gdańsk coming soon", "Gdańsk – coming soon"],
    open: [
      "Gdańsk · Granary Island",
      "and now Gdańsk too",
      "Company outings and team building in Warsaw, Zegrze and Gdańsk",
      "Granary Island, Motława",
      "Gdańsk – the Motława and the Gulf of Gdańsk",
      "on Zegrze Lake and in Gdańsk. Warsaw at dusk",
    ],
  },
  { path: "/contact", soon: ["Wkrótce"], open: ["Już pływamy"] },
  { path: "/en/contact", soon: ["Coming soon"], open: ["Now open"] },
  {
    path: "/eventy-nad-wisla",
    soon: ["na zapytanie w Giżycku; Gdańsk wkrótce."],
    open: ["Integracja na wodzie w Warszawie, na Zegrzu i w Gdańsku"],
  },
  {
    path: "/rejsy-firmowe",
    soon: ["a wkrótce w Gdańsku", "a wkrótce także Gdańsk"],
    open: [
      "Organizujemy wydarzenia w Warszawie, na Zegrzu i w Gdańsku",
      "Warszawa, Zegrze i Gdańsk, a na zapytanie także Giżycko",
    ],
  },
  {
    path: "/en/corporate-cruises",
    soon: ["and soon in Gdańsk", "and Gdańsk coming soon"],
    open: ["We run events in Warsaw, Zegrze and Gdańsk", "Warsaw, Zegrze and Gdańsk, and Giżycko"],
  },
  {
    path: "/rejsy-gdansk",
    soon: ["<title>Rejsy motorówką RIB w Gdańsku – wkrótce | RIB Warsaw</title>"],
    open: [
      "<title>Rejsy motorówką RIB w Gdańsku – Wyspa Spichrzów | RIB Warsaw</title>",
      "Sprawdź ceny i zarezerwuj.",
      "Wolne terminy w Gdańsku sprawdzisz telefonicznie:",
    ],
  },
  {
    path: "/en/gdansk-cruises",
    soon: ["Gdańsk cruises – coming soon"],
    open: ["Gdańsk speedboat cruises", "Call us to check availability in Gdańsk:"],
  },
  {
    path: "/rejsy-promocyjne",
    soon: ["np. o starcie w Gdańsku"],
    open: ["np. o nowych rejsach w Gdańsku"],
  },
  {
    path: "/en/special-cruises",
    soon: ["such as our Gdańsk launch"],
    open: ["such as new cruises in Gdańsk"],
  },
  {
    path: "/regulamin",
    soon: ["(rejsy w Gdańsku wkrótce)"],
    open: ["w Warszawie, na Zalewie Zegrzyńskim i w Gdańsku oraz zasady"],
  },
];

/** Every page of GDANSK_PAGES as an anonymous visitor gets it (the HTML cache's copy when it has one). */
async function expectGdanskWording(anon: APIRequestContext, status: "soon" | "open") {
  for (const { path, soon, open } of GDANSK_PAGES) {
    const res = await anon.get(path);
    expect(res.status(), path).toBe(200);
    const html = servedHtml(await res.text());
    for (const text of status === "open" ? open : soon) expect(html, path).toContain(text);
    if (status === "open") {
      expect(html, path).not.toMatch(/wkrótce|coming soon/i);
      for (const text of soon) expect(html, path).not.toContain(text);
    }
  }
}

test("open Gdańsk with one cruise → its page and home card show it; back to coming soon", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  const admin = page.request;
  const headers = { Origin: E2E.baseURL };
  const created = await admin.post("/api/admin/cruises", {
    headers,
    data: {
      location: "gdansk",
      kind: "private",
      durationMin: 60,
      name_pl: "Rejs po Motławie",
      name_en: "Motława cruise",
      booking: { channel: "phone" },
      price: 950,
      published: true,
      // Every day at noon, all year: its card shows its next departures from the timetable.
      departures: { days: [1, 2, 3, 4, 5, 6, 7], times: ["12:00"] },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { cruise } = (await created.json()) as { cruise: { id: number; url_pl: string } };
  const anon = await visitorApi("pl", { maxRedirects: 0 });
  // Coming soon: its cruise is not public, and every text about Gdańsk says it is coming soon.
  // An anonymous visitor's pages are kept in the HTML cache from here on.
  expect((await anon.get(cruise.url_pl)).status()).toBe(404);
  await expectGdanskWording(anon, "soon");

  const open = await admin.patch("/api/admin/locations/gdansk", {
    headers,
    data: { status: "open" },
  });
  expect(open.status(), await open.text()).toBe(200);
  await page.goto("/rejsy-gdansk");
  await expect(page.getByRole("heading", { name: "Rejs po Motławie" })).toBeVisible();
  await expect(page.getByText("950 PLN").first()).toBeVisible();
  const departures = page.locator('#rejsy li [data-departures="timetable"]');
  await expect(departures.getByText("Najbliższe rejsy")).toBeVisible();
  await expect(departures.locator("li")).toHaveCount(3);
  await expect(departures.locator("li").first()).toContainText("12:00");
  await expect(page.locator("main")).not.toContainText("Wkrótce");
  await expect(page).not.toHaveTitle(/wkrótce/i);
  await expect(page.getByRole("heading", { level: 1 })).not.toContainText(/wkrótce/i);
  expect((await anon.get(cruise.url_pl)).status()).toBe(200);
  await page.goto("/");
  const card = page.locator('[data-testid="location-cards"] li[data-location="gdansk"]');
  await expect(card).toContainText("Rejs po Motławie");
  await expect(card).not.toContainText("Wkrótce");
  await expect(card).toContainText("950");
  // Nothing says "wkrótce" / "coming soon" of Gdańsk any more, first byte and cached pages alike
  // (opening it was an admin write, which cleared the HTML cache).
  await expectGdanskWording(anon, "open");
  const cruiseHtml = await (await anon.get(cruise.url_pl)).text();
  expect(cruiseHtml).toContain('"name":"Rejsy motorówką RIB w Gdańsku"');
  expect(servedHtml(cruiseHtml)).not.toMatch(/wkrótce|coming soon/i);
  // A visitor in Gdańsk: its hero and "why" block, after the page has run.
  await page.goto("/?location=gdansk");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Rejsy motorówką RIB w Gdańsku");
  await expect(page.locator("#why-heading")).toHaveText(
    "Dlaczego warto popłynąć z nami w Gdańsku?",
  );
  await expect(page.locator("main")).toContainText("Terminy i rezerwacje");
  await expect(page.locator("body")).not.toContainText(/wkrótce/i, { useInnerText: true });
  await page.goto("/en/contact");
  await expect(page.getByRole("heading", { level: 3, name: "Gdańsk – Now open" })).toBeVisible();
  // Both wordings are the operator's page copy (Texts tab): an edit of the open one shows at once.
  await page.goto("/admin");
  await openAdminTab(page, "Teksty");
  await page
    .getByRole("combobox", { name: "Strona" })
    .selectOption({ label: "Gdańsk: stopka, kontakt, pogoda, wyszukiwarki" });
  const footerRow = page.getByRole("form", {
    name: "Stopka: Gdańsk na liście lokalizacji (Gdańsk otwarty)",
    exact: true,
  });
  await expect(footerRow).toHaveAttribute("data-copy-key", "gdansk.footerOpen");
  await expect(
    page.getByRole("form", {
      name: "Stopka: Gdańsk na liście lokalizacji (Gdańsk wkrótce)",
      exact: true,
    }),
  ).toHaveAttribute("data-copy-key", "gdansk.footer");
  await footerRow.getByRole("textbox", { name: /^Polski/ }).fill("Gdańsk – Wyspa Spichrzów");
  await footerRow.getByRole("button", { name: "Zapisz" }).click();
  await expect(page.getByText("Zapisano tekst")).toBeVisible();
  expect(servedHtml(await (await anon.get("/")).text())).toContain("Gdańsk – Wyspa Spichrzów</a>");
  const reset = await admin.put("/api/admin/content/gdansk.footerOpen", {
    headers,
    data: { pl: null },
  });
  expect(reset.status(), await reset.text()).toBe(200);

  // Back to coming soon; the cruise goes with it.
  await admin.patch("/api/admin/locations/gdansk", { headers, data: { status: "coming_soon" } });
  expect((await anon.get(cruise.url_pl)).status()).toBe(404);
  await page.goto("/");
  await expect(card).toContainText("Wkrótce");
  await expect(card).not.toContainText("Rejs po Motławie");
  await expectGdanskWording(anon, "soon");
  await page.goto("/?location=gdansk");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Rejsy motorówką RIB w Gdańsku już wkrótce",
  );
  await expect(page.locator("#why-heading")).toHaveText("Dlaczego warto czekać na nas w Gdańsku?");
  expect((await admin.delete(`/api/admin/cruises/${cruise.id}`, { headers })).status()).toBe(204);
  await anon.dispose();
});

test("every Zegrze cruise card and page has a working booking action, none links to /#locations", async ({
  page,
}) => {
  await page.goto("/rejsy-zegrze");
  const cards = page.locator("#rejsy li").filter({ has: page.getByRole("heading", { level: 3 }) });
  await expect(cards).toHaveCount(2);
  for (const card of await cards.all()) {
    const book = card.getByRole("link", { name: "Zadzwoń i zarezerwuj" });
    await expect(book).toHaveAttribute("href", /^tel:\+?\d+/);
    await expect(card.locator('a[href*="#locations"]')).toHaveCount(0);
  }
  await expect(page.locator('main a[href="/#locations"]')).toHaveCount(0);
  for (const path of [
    "/rejsy-zegrze/30-min",
    "/rejsy-zegrze/60-min",
    "/en/zegrze-lake-cruises/30-min",
  ]) {
    const res = await page.goto(path);
    expect(res?.status()).toBe(200);
    const main = page.locator("main");
    await expect(main.locator('a[href^="tel:"]').first()).toBeVisible();
    await expect(main.locator('a[href*="#locations"]')).toHaveCount(0);
  }
});

test("an unpublished cruise of the original six keeps its page: not offered now, noindex", async ({
  page,
}) => {
  const { admin, headers, items } = await adminCruises(page);
  const anon = await visitorApi("pl", { maxRedirects: 0 });
  for (const key of ["30min", "zegrze_60min"]) {
    const id = items.find((c) => c.key === key)!.id;
    const path = key === "30min" ? "/rejsy-wisla-warszawa/30-min" : "/rejsy-zegrze/60-min";
    expect(
      (
        await admin.patch(`/api/admin/cruises/${id}`, { headers, data: { published: false } })
      ).status(),
    ).toBe(200);
    const res = await anon.get(path);
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain("Tego rejsu nie ma teraz w ofercie");
    expect(html).toMatch(/<meta name="robots" content="[^"]*noindex/);
    expect(html).not.toContain('"@type":"TouristTrip"');
    expect(await (await anon.get("/sitemap.xml")).text()).not.toContain(`${path}</loc>`);
    expect(
      (
        await admin.patch(`/api/admin/cruises/${id}`, { headers, data: { published: true } })
      ).status(),
    ).toBe(200);
    await expect
      .poll(async () => (await (await anon.get(path)).text()).includes("Tego rejsu nie ma"))
      .toBe(false);
  }
  // The original six cannot be deleted.
  const c20 = items.find((c) => c.key === "20min")!.id;
  expect((await admin.delete(`/api/admin/cruises/${c20}`, { headers })).status()).toBe(409);
  await anon.dispose();
});

for (const lang of ["pl", "en"] as const) {
  test(`${lang}: a cruise with a timetable shows its times on its page and its card (issue 35)`, async ({
    page,
    context,
  }) => {
    const { admin, headers, items } = await adminCruises<{
      id: number;
      key: string;
      season: unknown;
      departures: unknown;
    }>(page);
    const before = items.find((c) => c.key === "zegrze_30min")!;
    // Zegrze's 30 minutes is booked by phone: its departures come from the operator's timetable.
    const set = await admin.patch(`/api/admin/cruises/${before.id}`, {
      headers,
      data: {
        season: null,
        departures: { days: [1, 2, 3, 4, 5, 6, 7], times: ["11:00", "15:30"] },
      },
    });
    expect(set.status(), await set.text()).toBe(200);
    try {
      await setLanguage(context, lang);
      const path = lang === "pl" ? "/rejsy-zegrze/30-min" : "/en/zegrze-lake-cruises/30-min";
      const anon = await visitorApi("pl", { maxRedirects: 0 });
      // In the first byte, no client fetch needed.
      const html = await (await anon.get(path)).text();
      expect(html).toContain('data-departures="timetable"');
      await anon.dispose();
      await page.goto(path);
      const block = page.locator('[data-departures="timetable"]');
      await expect(
        block.getByText(lang === "pl" ? "Najbliższe rejsy" : "Next departures"),
      ).toBeVisible();
      await expect(block.getByText(/, 11:00$/).first()).toBeVisible();
      await expect(block.getByText(/, 15:30$/).first()).toBeVisible();
      // No seat counts from a timetable; each departure books the cruise's way (a phone call).
      await expect(block.locator("li a").first()).toHaveAttribute("href", /^tel:\+?\d+/);
      await page.goto(lang === "pl" ? "/rejsy-zegrze" : "/en/zegrze-lake-cruises");
      const card = page
        .locator("#rejsy li")
        .filter({ has: page.locator('[data-departures="timetable"]') });
      await expect(card).toHaveCount(1);
      await expect(card.locator('[data-departures="timetable"] li')).toHaveCount(3);
    } finally {
      await admin.patch(`/api/admin/cruises/${before.id}`, {
        headers,
        data: { season: before.season, departures: before.departures },
      });
    }
  });
}

test("the four Warsaw cruise pages book the way the catalogue says (issue 33, item 3)", async ({
  page,
}) => {
  const { admin, headers, items } = await adminCruises<{
    id: number;
    key: string;
    booking: unknown;
  }>(page);
  const c30 = items.find((c) => c.key === "30min")!;
  const c90 = items.find((c) => c.key === "90min")!;
  const patch = async (id: number, booking: unknown) => {
    const res = await admin.patch(`/api/admin/cruises/${id}`, { headers, data: { booking } });
    expect(res.status(), await res.text()).toBe(200);
  };
  try {
    // The 30 minutes, asked for by phone in SPEC, now sold through the provider's item.
    await patch(c30.id, { channel: "provider", itemId: "777777" });
    // The 90 minutes, sold online in SPEC, now booked by phone.
    await patch(c90.id, { channel: "phone" });
    await page.goto("/rejsy-wisla-warszawa/30-min");
    await expect(
      page.locator(
        'a[href="https://fareharbor.com/embeds/book/ribwarsaw/items/777777/?ref=cruise-30"]',
      ),
    ).toHaveCount(2);
    await page.goto("/warsaw-river-cruise/90-min");
    await expect(page.locator("main a[href*='fareharbor.com']")).toHaveCount(0);
    await expect(page.locator('main a[href^="tel:"]').first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Call to book" }).first()).toBeVisible();
  } finally {
    await patch(c30.id, c30.booking);
    await patch(c90.id, c90.booking);
  }
});
