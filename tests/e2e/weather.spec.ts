import { expect, setLanguage, test } from "./fixtures";
import type { Page } from "@playwright/test";
import { E2E } from "./env";
import { FAKE_WEATHER_READ, forecastRows } from "../support/fake-weather";

/**
 * The weather/availability widget (docs/product.md §4 weather widgets, §7 weather calls, §9) against the
 * stack's fake upstream. The server caches each location for 10 minutes, so each upstream mode
 * is exercised on its own location, before anything else asks for it: warszawa (primary),
 * zegrze (fallback, while the primary answers 500). The failed state is driven in the browser.
 * Serial, because the fake's mode is global.
 */
test.describe.configure({ mode: "serial" });

async function setMode(mode: "ok" | "short" | "fail" | "slow" | "primary-fail") {
  const res = await fetch(`${E2E.controlURL}/weather/mode?set=${mode}`);
  expect(res.ok).toBe(true);
}

/** Warsaw's page with its weather widget loaded (it loads when it comes near the viewport). */
async function loadedWidget(page: Page) {
  await page.goto("/rejsy-wisla-warszawa");
  const widget = page.getByTestId("weather-widget");
  await widget.scrollIntoViewIfNeeded();
  await expect(widget).toHaveAttribute("data-state", "loaded");
  return widget;
}

test.afterAll(async () => {
  await setMode("ok");
});

test("fallback: with Open-Meteo down, wttr.in's data is mapped (docs/product.md §7 j1 mapping)", async ({
  request,
}) => {
  // Warsaw (used by every page test) is fetched and cached from the primary first.
  await setMode("ok");
  expect((await request.get("/api/weather/warszawa")).status()).toBe(200);
  await setMode("primary-fail");
  const res = await request.get("/api/weather/zegrze?lang=pl");
  expect(res.status()).toBe(200);
  const body = (await res.json()) as {
    current: Record<string, number>;
    forecast: Array<Record<string, string | number>>;
  };
  expect(body.current).toEqual(FAKE_WEATHER_READ.wttrCurrent);
  // The fake's wttr days: today (skipped), "Light rain", "Partly cloudy"; feels-like = max − 2.
  expect(forecastRows(body.forecast)).toEqual(FAKE_WEATHER_READ.wttrDays);
  expect(body.forecast[0].date).toMatch(/^\d\d\.\d\d$/);
  await setMode("ok");
});

test("an unknown location answers 404", async ({ request }) => {
  // (Both upstreams failing → 502 is covered by app/routes/api/weather.test.ts: a failure here
  // would be cached for a minute and show up in other specs' pages.)
  expect((await request.get("/api/weather/krakow")).status()).toBe(404);
});

test("loaded: current conditions, five days, the sunny-day highlight and the phone link", async ({
  page,
}) => {
  await setMode("ok");
  const widget = await loadedWidget(page);
  await expect(
    widget.getByRole("heading", { name: "Pogoda i dostępność – Warszawa" }),
  ).toBeVisible();
  await expect(widget.getByTestId("weather-temperature")).toHaveText("21°C");
  await expect(widget).toContainText("Odczuwalna:20°C");
  await expect(widget).toContainText("12 km/h");
  await expect(widget).toContainText("75%");
  await expect(widget.getByTestId("weather-forecast").getByRole("listitem")).toHaveCount(5);
  // Current code 61 (rain): the first day with code < 51 and cloud < 30 is the fake's day 2 (code 0, 10 %).
  await expect(widget.getByTestId("weather-sunny")).toContainText("Najbliższy słoneczny dzień:");
  await expect(widget.getByRole("link", { name: /500 600 700/ })).toHaveAttribute(
    "href",
    /^tel:\+48/,
  );
});

test("English day names", async ({ page, context }) => {
  await setLanguage(context, "en");
  const widget = await loadedWidget(page);
  await expect(
    widget.getByRole("heading", { name: "Weather and availability – Warsaw" }),
  ).toBeVisible();
  await expect(widget.getByTestId("weather-sunny")).toContainText(
    /Next sunny day: (Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), \d\d\.\d\d/,
  );
});

test("failed: shows nothing (no heading, no empty box); the availability line keeps its call link", async ({
  page,
}) => {
  test.info().annotations.push({ type: "allow-console", description: "502" });
  // The browser sees the API fail (as when both upstreams are down).
  await page.route("**/api/weather/**", (route) =>
    route.fulfill({
      status: 502,
      contentType: "application/json",
      body: '{"error":"weather_unavailable"}',
    }),
  );
  await page.goto("/rejsy-wisla-warszawa");
  const widget = page.getByTestId("weather-widget");
  // The widget loads its weather when it comes near the viewport. Scrolled without waiting for
  // the element to be stable: the failed state renders a new element in its place, which can
  // happen mid-scroll on a busy machine (the locator below finds the new one).
  await page.evaluate(() =>
    document.querySelector('[data-testid="weather-widget"]')?.scrollIntoView({ block: "center" }),
  );
  await expect(widget).toHaveAttribute("data-state", "failed");
  await expect(widget.getByTestId("weather-temperature")).toHaveCount(0);
  // Issue 34, item 4: nothing of the weather stays, not even its heading or an empty box.
  await expect(widget.getByRole("heading")).toHaveCount(0);
  await expect(widget).not.toContainText(/Pogoda|Zadzwoń i zapytaj/);
  expect((await widget.boundingBox())!.height).toBeLessThan(120);
  await expect(widget).toContainText("Wolne terminy sprawdzisz telefonicznie:");
  await expect(widget.getByRole("link")).toHaveAttribute("href", /^tel:\+48/);
  if (process.env.E2E_SHOTS) {
    await page.setViewportSize({ width: 375, height: 812 });
    await widget.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${process.env.E2E_SHOTS}/weather-failed-375.png` });
  }
});

test("no layout shift while the widget loads", async ({ page }) => {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  await page.route("**/api/weather/**", async (route) => {
    await gate;
    await route.continue();
  });
  await page.goto("/rejsy-wisla-warszawa");
  const widget = page.getByTestId("weather-widget");
  await widget.scrollIntoViewIfNeeded(); // the widget loads its weather when it comes near the viewport
  await expect(widget).toHaveAttribute("data-state", "loading");
  const measure = async () => {
    const w = (await widget.boundingBox())!;
    const footer = (await page.locator("footer").last().boundingBox())!;
    return { height: w.height, gapToFooter: footer.y - w.y };
  };
  const before = await measure();
  release();
  await expect(widget).toHaveAttribute("data-state", "loaded");
  expect(await measure()).toEqual(before);
});
