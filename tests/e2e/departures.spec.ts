import type { Page } from "@playwright/test";
import { expect, setLanguage, test, type Lang } from "./fixtures";

/**
 * Departures on the cruise pages at a phone's 375 px, in both languages, against the stack's fake
 * FareHarbor (the 20-minute ticket: 10:00 12 seats, 12:00 3, 14:00 sold out, 16:00 8, 18:00 1,
 * every day): in the first byte, with seats left and a sold-out one; tapping a departure opens
 * the provider's page for that departure.
 */
test.use({ viewport: { width: 375, height: 800 }, hasTouch: true });

const PAGES: Record<Lang, { path: string; heading: string; soldOut: string; seats: RegExp }> = {
  pl: {
    path: "/rejsy-wisla-warszawa/20-min",
    heading: "Najbliższe rejsy",
    soldOut: "Brak miejsc",
    seats: /\d+ wolnych miejsc|wolne miejsc/,
  },
  en: {
    path: "/warsaw-river-cruise/20-min",
    heading: "Next departures",
    soldOut: "Sold out",
    seats: /\d+ seats? left/,
  },
};

test.beforeAll(async ({ request }) => {
  // A cold cache renders without departures and fills for the next request.
  await expect
    .poll(
      async () =>
        ((await (await request.get("/api/departures/20min?days=14")).json()) as { source: string })
          .source,
      { timeout: 15_000 },
    )
    .toBe("provider");
});

async function stubProvider(page: Page) {
  await page
    .context()
    .route("https://fareharbor.com/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>FareHarbor</title>" }),
    );
}

for (const lang of ["pl", "en"] as const) {
  const p = PAGES[lang];
  test(`${lang}: the 20-minute page lists departures with seats left and a sold-out one, in the first byte`, async ({
    page,
    request,
    context,
  }) => {
    const html = await (await request.get(p.path)).text();
    expect(html).toContain(`data-departures="provider"`);
    expect(html).toContain(p.heading);
    expect(html).toContain(p.soldOut);

    await setLanguage(context, lang);
    await page.goto(p.path);
    const list = page.locator('[data-departures="provider"]');
    await expect(list.getByRole("heading", { name: p.heading })).toBeVisible();
    const rows = list.locator("li");
    expect(await rows.count()).toBeGreaterThanOrEqual(3);
    expect(await rows.count()).toBeLessThanOrEqual(6);
    await expect(list.locator('li[data-status="sold_out"]').first()).toContainText(p.soldOut);
    await expect(list.locator('li[data-status="available"]').first()).toContainText(p.seats);
    // A sold-out departure is not a link; nothing is wider than the phone.
    await expect(list.locator('li[data-status="sold_out"] a')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
  });

  test(`${lang}: tapping a departure opens the provider's page for it`, async ({
    page,
    context,
  }) => {
    await setLanguage(context, lang);
    await stubProvider(page);
    await page.goto(p.path);
    const link = page.locator('[data-departures="provider"] li[data-status="available"] a').first();
    const href = await link.getAttribute("href");
    expect(href).toMatch(
      /^https:\/\/fareharbor\.com\/embeds\/book\/ribwarsaw\/items\/623503\/availability\/\d+\/book\/\?ref=cruise-20$/,
    );
    const [popup] = await Promise.all([page.waitForEvent("popup"), link.tap()]);
    await popup.waitForLoadState();
    const opened = new URL(popup.url());
    expect(`${opened.origin}${opened.pathname}`).toBe(href!.split("?")[0]);
    expect(opened.searchParams.get("ref")).toMatch(/^cruise-20(\.[a-z]+)?$/);
  });
}

test("the Warsaw list shows the next 3 on the ticket card", async ({ page }) => {
  await page.goto("/rejsy-wisla-warszawa");
  const card = page.locator('[data-departures="provider"]').first();
  await expect(card.locator("li")).toHaveCount(3);
});
