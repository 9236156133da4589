import { fixedLangOf, pageUrl } from "../../app/lib/i18n/page-urls";
import { alternatesFor, canonicalPathFor } from "../../app/lib/seo/meta";
import { PUBLIC_PATHS } from "../../app/lib/seo/public-routes";
import { expect, setLanguage, test } from "./fixtures";
import { E2E } from "./env";

test.describe("language", () => {
  test("a visitor with no preference gets Polish on Polish routes and English on the English twins", async ({
    page,
  }) => {
    await page.goto("/rejsy-zegrze");
    await expect(page.locator("html")).toHaveAttribute("lang", "pl");
    await page.goto("/warsaw-river-cruise");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.goto("/en/zegrze-lake-cruises");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("the menu's language links lead to the other URL of the pair, store the choice, and it persists across pages", async ({
    page,
    context,
  }) => {
    await setLanguage(context, "pl");
    await page.goto("/rejsy-zegrze");
    await expect(page.locator("html")).toHaveAttribute("lang", "pl");
    await page.getByRole("button", { name: "Otwórz menu" }).click();
    await expect(page.getByRole("link", { name: "Polski" })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await page.getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/\/en\/zegrze-lake-cruises$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Zegrze Lake cruises");
    expect(await page.evaluate(() => localStorage.getItem("preferred-language"))).toBe("en");
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === "preferred-language")?.value).toBe("en");
    // The stored choice renders a Polish URL in English, canonical to its twin.
    await page.goto("/rejsy-gdansk");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      `${E2E.baseURL}/en/gdansk-cruises`,
    );
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("link", { name: "Polski" }).click();
    await expect(page).toHaveURL(/\/rejsy-gdansk$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "pl");
    expect(await page.evaluate(() => localStorage.getItem("preferred-language"))).toBe("pl");
  });

  test("first visit with an English browser in Poland is English from the first byte, with nothing stored", async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: "en-US" });
    const page = await context.newPage();
    const res = await page.goto("/rejsy-zegrze");
    expect(await res!.text()).toContain('<html lang="en"');
    await expect(page.locator("html[data-lang-synced]")).toHaveAttribute("lang", "en");
    // Issue 45, item 13: only a chosen language is stored (PKE art. 399).
    expect(await page.evaluate(() => localStorage.getItem("preferred-language"))).toBeNull();
    expect(await context.cookies()).toEqual([]);
    await context.close();
  });

  test("first visit marked outside Poland gets English", async ({ browser }) => {
    const context = await browser.newContext({ locale: "pl-PL" });
    const page = await context.newPage();
    await page.goto("/rejsy-gdansk?country=outside");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await context.close();
  });
});

test.describe("menu overlay", () => {
  test("opens by mouse, highlights the current route, and a chosen link closes it", async ({
    page,
  }) => {
    await page.goto("/rejsy-zegrze");
    await page.getByRole("button", { name: "Otwórz menu" }).click();
    const dialog = page.getByRole("dialog", { name: "Menu" });
    await expect(dialog).toBeVisible();
    // 12 pages (gift vouchers among them) and the two language links.
    await expect(dialog.getByRole("link")).toHaveCount(14);
    await expect(
      dialog.getByRole("link", { name: "Rejsy po Zalewie Zegrzyńskim" }),
    ).toHaveAttribute("aria-current", "page");
    await dialog.getByRole("link", { name: "Rejsy w Gdańsku" }).click();
    await expect(page).toHaveURL(/\/rejsy-gdansk$/);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Rejsy w Gdańsku – wkrótce");
  });

  test("works by keyboard: focus moves in, Escape closes, focus returns to the button", async ({
    page,
  }) => {
    await page.goto("/");
    const button = page.getByRole("button", { name: "Otwórz menu" });
    await button.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Menu" });
    await expect(dialog).toBeVisible();
    // Focus is inside the dialog and stays there while tabbing.
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => !!document.activeElement?.closest("#site-menu"))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });

  test("opens, closes and navigates without JavaScript (Invoker Commands), as before hydration", async ({
    browser,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      locale: "pl-PL",
    });
    const page = await context.newPage();
    await page.goto(`${E2E.baseURL}/rejsy-zegrze`);
    const dialog = page.getByRole("dialog", { name: "Menu" });
    await expect(dialog).toBeHidden();
    await page.getByRole("button", { name: "Otwórz menu" }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("link")).toHaveCount(14);
    await dialog.getByRole("button", { name: "Zamknij menu" }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole("button", { name: "Otwórz menu" }).click();
    await dialog.getByRole("link", { name: "Rejsy w Gdańsku" }).click();
    await expect(page).toHaveURL(/\/rejsy-gdansk$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Rejsy w Gdańsku – wkrótce");
    await context.close();
  });

  test("opened before hydration, it stays open when the page hydrates", async ({ browser }) => {
    const context = await browser.newContext({ locale: "pl-PL" });
    const page = await context.newPage();
    // Hold the scripts back until the menu has been opened by the browser alone.
    let release: () => void = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route("**/assets/*.js", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${E2E.baseURL}/rejsy-zegrze`);
    await page.getByRole("button", { name: "Otwórz menu" }).click();
    const dialog = page.getByRole("dialog", { name: "Menu" });
    await expect(dialog).toBeVisible();
    release();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((d) => (d as HTMLDialogElement).open)).toBe(true);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await context.close();
  });
});

test.describe("not found", () => {
  for (const lang of ["pl", "en"] as const) {
    test(`unknown paths answer 404 with the not-found page (${lang})`, async ({
      page,
      context,
    }) => {
      // The browser logs the document's own 404 status.
      test.info().annotations.push({
        type: "allow-console",
        description: "status of 404",
      });
      await setLanguage(context, lang);
      const res = await page.goto("/to-nie-istnieje");
      expect(res?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(
        lang === "pl" ? "Strona nie znaleziona" : "Page not found",
      );
      await expect(page).toHaveTitle(
        lang === "pl" ? /404 – Strona nie znaleziona/ : /404 – Page not found/,
      );
      const main = page.locator("main");
      for (const href of [
        "/",
        "/rejsy-wisla-warszawa",
        "/rejsy-zegrze",
        "/wieczor-panienski",
        "/wieczor-kawalerski",
        "/rejsy-firmowe",
      ]) {
        await expect(main.locator(`a[href="${pageUrl(href, lang)}"]`)).toHaveCount(1);
      }
    });
  }

  test("unknown API paths answer JSON 404", async ({ request }) => {
    const res = await request.get("/api/nothing-here");
    expect(res.status()).toBe(404);
    expect(await res.json()).toMatchObject({ error: "not_found" });
  });
});

test.describe("head tags", () => {
  for (const lang of ["pl", "en"] as const) {
    test(`every public route has title, description, canonical, OG, Twitter, JSON-LD and hreflang (${lang})`, async ({
      page,
      context,
    }) => {
      // Both URLs of every pair: twice the pages it had before the English twins.
      test.setTimeout(180_000);
      await setLanguage(context, lang);
      const titles = new Set<string>();
      for (const path of PUBLIC_PATHS) {
        const res = await page.goto(path);
        expect(res?.status(), path).toBe(200);
        const expectedLang = fixedLangOf(path) ?? lang;
        await expect(page.locator("html"), path).toHaveAttribute("lang", expectedLang);
        const title = await page.title();
        expect(title.length, path).toBeGreaterThan(10);
        titles.add(`${path}:${title}`);
        const head = page.locator("head");
        expect(
          await head.locator('meta[name="description"]').getAttribute("content"),
          path,
        ).toBeTruthy();
        expect(await head.locator('link[rel="canonical"]').getAttribute("href"), path).toBe(
          `${E2E.baseURL}${canonicalPathFor(path, expectedLang)}`,
        );
        for (const p of ["og:title", "og:description", "og:url", "og:image"]) {
          await expect(head.locator(`meta[property="${p}"]`), `${path} ${p}`).toHaveCount(1);
        }
        await expect(head.locator('meta[name="twitter:card"]'), path).toHaveAttribute(
          "content",
          "summary_large_image",
        );
        const ld = await head.locator('script[type="application/ld+json"]').allTextContents();
        const business = ld
          .map((t) => JSON.parse(t))
          .find((j) => [].concat(j["@type"]).includes("LocalBusiness" as never));
        expect(business?.priceRange, path).toBe("80 - 1500 PLN");
        const href = async (l: string) =>
          head.locator(`link[rel="alternate"][hreflang="${l}"]`).getAttribute("href");
        // Hreflang where the rendering is its own canonical; a Polish URL shown in English
        // names its twin as canonical and leaves the alternates to it.
        if (canonicalPathFor(path, expectedLang) === path) {
          const alt = alternatesFor(path)!;
          expect(await href("x-default"), path).toBe(`${E2E.baseURL}${pageUrl(path, "pl")}`);
          expect(await href("pl"), path).toBe(`${E2E.baseURL}${alt.pl}`);
          expect(await href("en"), path).toBe(`${E2E.baseURL}${alt.en}`);
        } else {
          await expect(head.locator('link[rel="alternate"][hreflang]'), path).toHaveCount(0);
        }
      }
    });
  }

  test("sitemap lists every public route once with alternates, robots disallows private paths", async ({
    request,
  }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const path of PUBLIC_PATHS) {
      const loc = `<loc>${E2E.baseURL}${path}</loc>`;
      expect(sitemap.split(loc).length - 1, path).toBe(1);
    }
    expect(sitemap).toContain('hreflang="x-default"');
    const robots = await (await request.get("/robots.txt")).text();
    for (const p of ["Disallow: /admin", "Disallow: /api/", "Disallow: /crop-logo-test"])
      expect(robots).toContain(p);
  });
});

test("every route change scrolls to the top", async ({ page }) => {
  await page.goto("/rejsy-zegrze");
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.locator("footer").getByRole("link", { name: "Rejsy w Gdańsku" }).click();
  await expect(page).toHaveURL(/\/rejsy-gdansk$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("security headers, and every inline script of a public page allowed by hash", async ({
  request,
  page,
}) => {
  const res = await request.get("/");
  const csp = res.headers()["content-security-policy"];
  expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(csp).not.toMatch(/'nonce-/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(res.headers()["x-content-type-options"]).toBe("nosniff");
  expect(res.headers()["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(res.headers()["permissions-policy"]).toContain("geolocation=(self)");
  const html = await res.text();
  const scripts = [...html.matchAll(/<script(?![^>]*type="application\/ld\+json")([^>]*)>/g)];
  expect(scripts.length).toBeGreaterThan(0);
  for (const s of scripts) expect(s[1]).not.toContain("nonce=");
  await page.goto("/");
  await page.waitForLoadState("networkidle");
});

test("health check reports the database", async ({ request }) => {
  const res = await request.get("/healthz");
  expect(res.status()).toBe(200);
  expect(await res.json()).toMatchObject({ status: "ok" });
});
