/**
 * First-party analytics end to end (docs/decisions/180): a visitor browses four pages in Polish
 * and four in English and clicks "Zarezerwuj online" on the Warsaw card; the Statistics tab of
 * the administrator panel then shows those page views and one booking click for
 * warszawa/provider, and its tables hold the same numbers as the API. The stack is shared, so
 * every count is compared with what it was before.
 */
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import {
  expect,
  setLanguage,
  test,
  uniqueIp,
  type Lang,
  openAdminTab,
  signInAsAdmin,
} from "./fixtures";

const PAGES = ["/", "/rejsy-wisla-warszawa", "/rejsy-gdansk", "/contact"] as const;

type Report = {
  from: string;
  to: string;
  totals: { pageViews: number; bookingClicks: number };
  byPath: Array<{ path: string; pageViews: number; bookingClicks: number }>;
  byLocation: Array<{ location: string; bookingClicks: number }>;
  byChannel: Array<{ channel: string; bookingClicks: number }>;
  byLang: Array<{ lang: string; pageViews: number; bookingClicks: number }>;
};

async function report(api: APIRequestContext): Promise<Report> {
  const res = await api.get("/api/admin/analytics");
  expect(res.status()).toBe(200);
  return (await res.json()) as Report;
}
const views = (r: Report, path: string) => r.byPath.find((p) => p.path === path)?.pageViews ?? 0;
const langViews = (r: Report, lang: string) =>
  r.byLang.find((p) => p.lang === lang)?.pageViews ?? 0;
const located = (r: Report, location: string) =>
  r.byLocation.find((p) => p.location === location)?.bookingClicks ?? 0;
const channel = (r: Report, name: string) =>
  r.byChannel.find((p) => p.channel === name)?.bookingClicks ?? 0;
const digits = (s: string | null) => Number((s ?? "").replace(/\D/g, ""));

const signIn = (page: Page) => signInAsAdmin(page);

/** A fresh visitor in `lang`: browses PAGES, each page view's beacon seen leaving the browser with no cookie coming back. */
async function browse(browser: Browser, lang: Lang, then?: (page: Page) => Promise<void>) {
  const context = await browser.newContext({
    locale: lang === "pl" ? "pl-PL" : "en-GB",
    extraHTTPHeaders: { "X-Forwarded-For": uniqueIp() },
  });
  await setLanguage(context, lang);
  // The external booking provider is never reached.
  await context.route("https://fareharbor.com/**", (route) => route.abort());
  const page = await context.newPage();
  const scripts = new Set<string>();
  page.on("request", (r) => {
    if (r.resourceType() === "script") scripts.add(r.url());
  });
  const cookies: string[] = [];
  page.on("response", (res) => {
    if (res.url().endsWith("/api/events")) {
      expect(res.status()).toBe(204);
      const set = res.headers()["set-cookie"];
      if (set) cookies.push(set);
    }
  });
  for (const path of PAGES) {
    const beacon = page.waitForRequest(
      (r) => r.url().endsWith("/api/events") && (r.postData() ?? "").includes('"page_view"'),
    );
    await page.goto(path);
    const body = JSON.parse((await beacon).postData() ?? "{}") as {
      path: string;
      lang: string;
    };
    expect(body).toEqual({ name: "page_view", path, lang });
  }
  // This browser says neither Do Not Track nor Global Privacy Control (it would be counted out).
  expect(
    await page.evaluate(() => ({
      gpc: (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl === true,
      dnt: navigator.doNotTrack === "1",
    })),
  ).toEqual({ gpc: false, dnt: false });
  await then?.(page);
  // Nothing per person was left behind: no cookie from /api/events, nothing in storage but the language choice.
  expect(cookies).toEqual([]);
  const stored = await page.evaluate(() => Object.keys(localStorage));
  expect(stored.filter((k) => k !== "preferred-language")).toEqual([]);
  // The chart library is the panel's alone: no script a public page loads contains it.
  for (const url of scripts) {
    const res = await context.request.get(url);
    expect(res.ok(), url).toBe(true);
    expect(await res.text(), url).not.toContain("recharts-wrapper");
  }
  expect(scripts.size).toBeGreaterThan(3);
  await context.close();
}

test("page views and a Warsaw booking click appear in the Statistics tab, charts and tables alike", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  const before = await report(page.request);

  await browse(browser, "pl", async (visitor) => {
    const viewed = visitor.waitForRequest(
      (r) => r.url().endsWith("/api/events") && (r.postData() ?? "").includes('"page_view"'),
    );
    await visitor.goto("/");
    // The page view leaves once React runs the page: the booking button is live then.
    await viewed;
    const card = visitor.locator('[data-testid="location-cards"] li[data-location="warszawa"]');
    const book = card.getByRole("link", { name: /Zarezerwuj online/ }).first();
    const beacon = visitor.waitForRequest(
      (r) => r.url().endsWith("/api/events") && (r.postData() ?? "").includes('"booking_click"'),
    );
    const popup = visitor.context().waitForEvent("page");
    await book.click();
    const sent = JSON.parse((await beacon).postData() ?? "{}");
    expect(sent).toMatchObject({
      name: "booking_click",
      path: "/",
      lang: "pl",
      props: {
        booking_type: "ticket20",
        location: "warszawa",
        channel: "provider",
      },
    });
    await (await popup).close();
  });
  await browse(browser, "en");

  // The counts reach the database within about a second of the last event.
  const viewsAdded = PAGES.length * 2 + 1;
  await expect
    .poll(async () => (await report(page.request)).totals.pageViews - before.totals.pageViews, {
      timeout: 15_000,
    })
    .toBe(viewsAdded);
  await expect
    .poll(
      async () => (await report(page.request)).totals.bookingClicks - before.totals.bookingClicks,
      { timeout: 15_000 },
    )
    .toBe(1);
  const after = await report(page.request);
  expect(after.from).toBe(before.from);
  expect(views(after, "/") - views(before, "/")).toBe(3);
  for (const path of PAGES.slice(1)) expect(views(after, path) - views(before, path), path).toBe(2);
  expect(langViews(after, "pl") - langViews(before, "pl")).toBe(PAGES.length + 1);
  expect(langViews(after, "en") - langViews(before, "en")).toBe(PAGES.length);
  expect(located(after, "warszawa") - located(before, "warszawa")).toBe(1);
  expect(channel(after, "provider") - channel(before, "provider")).toBe(1);

  // The tab shows the same numbers: the totals, and each chart's table equivalent.
  await page.goto("/admin");
  await openAdminTab(page, "Statystyki");
  const tab = page.getByTestId("analytics-report");
  await expect(tab).toHaveAttribute("data-from", after.from);
  await expect(page.getByTestId("analytics-total-views")).toHaveText(
    new Intl.NumberFormat("pl-PL").format(after.totals.pageViews),
  );
  await expect(page.getByTestId("analytics-total-clicks")).toHaveText(
    new Intl.NumberFormat("pl-PL").format(after.totals.bookingClicks),
  );
  // The chart draws the location (its bar), the table below it says the number.
  await expect(
    page
      .getByTestId("analytics-by-location")
      .getByRole("img", {
        name: "Wykres słupkowy: kliknięcia rezerwacji według lokalizacji",
      })
      .getByText("Warszawa"),
  ).toBeVisible();

  for (const [kind, key, expected] of [
    ["location", "warszawa", located(after, "warszawa")],
    ["channel", "provider", channel(after, "provider")],
  ] as const) {
    const section = page.getByTestId(`analytics-by-${kind}`);
    await section.getByText("Pokaż jako tabelę").click();
    const row = section.getByTestId(`analytics-${kind}-table`).locator(`tr[data-key="${key}"]`);
    await expect(row).toBeVisible();
    expect(digits(await row.locator("td").first().textContent())).toBe(expected);
  }
  const today = after.to;
  const daily = page.getByTestId("analytics-daily-table");
  await page
    .getByRole("heading", { name: "Dzień po dniu" })
    .locator("..")
    .getByText("Pokaż jako tabelę")
    .click();
  const todayRow = daily.locator(`tr[data-key="${today}"] td`);
  const todayApi = (await (
    await page.request.get(`/api/admin/analytics?from=${today}&to=${today}`)
  ).json()) as Report;
  expect(digits(await todayRow.nth(0).textContent())).toBe(todayApi.totals.pageViews);
  expect(digits(await todayRow.nth(1).textContent())).toBe(todayApi.totals.bookingClicks);
  for (const path of PAGES) {
    const cells = page.getByTestId("analytics-pages-table").locator(`tr[data-key="${path}"] td`);
    expect(digits(await cells.nth(0).textContent()), path).toBe(views(after, path));
  }
  const pl = page.getByTestId("analytics-language-table").locator('tr[data-key="pl"] td');
  expect(digits(await pl.nth(0).textContent())).toBe(langViews(after, "pl"));

  // The CSV of the range: UTF-8 with a byte-order mark.
  const csv = await page.request.get(`/api/admin/analytics.csv?from=${after.from}&to=${after.to}`);
  expect(csv.headers()["content-type"]).toMatch(/^text\/csv/);
  expect((await csv.body())[0]).toBe(0xef);
});
