/**
 * Real visitors first (docs/decisions/090): the language comes from the first byte, public
 * pages are the same bytes for every anonymous visitor (ETag, 304), their inline scripts are
 * allowed by hash without a violation in either language, and the first-paint rewrite of
 * React Router's scripts still applies (docs/decisions/070).
 */
import type { Browser } from "@playwright/test";
import { PUBLIC_PATHS } from "../../app/lib/seo/public-routes";
import { E2E } from "./env";
import { expect, test, rawGet } from "./fixtures";

/** A first visit in a fresh browser profile with this locale: what the document requests were, what was stored. */
async function firstVisit(browser: Browser, locale: string, path = "/", finalLang?: string) {
  const context = await browser.newContext({ locale });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") problems.push(msg.text());
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) =>
      console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  const documents: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "document") documents.push(r.url());
  });
  // The first document's bytes, read as they pass: a visit that switches language reloads as
  // soon as the browser is idle, and the browser keeps no body of a document navigated away from.
  let firstBody: Promise<string> | undefined;
  await page.route(
    () => !firstBody,
    async (route) => {
      if (firstBody || route.request().resourceType() !== "document") return route.fallback();
      const response = await route.fetch();
      firstBody = response.text();
      await route.fulfill({ response, body: await firstBody });
    },
  );
  await page.goto(`${E2E.baseURL}${path}`);
  const firstByteLang = /<html lang="(\w+)"/.exec((await firstBody) ?? "")?.[1];
  await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 15_000 });
  // The language check runs after hydration and location detection, when the browser is idle;
  // a visit that switches language navigates then, and the mark is on the last document.
  await expect(
    page.locator(`html${finalLang ? `[lang="${finalLang}"]` : ""}[data-lang-synced]`),
  ).toBeAttached({ timeout: 15_000 });
  await page.waitForLoadState("networkidle");
  const stored = await page.evaluate(() => localStorage.getItem("preferred-language"));
  const cookie = (await context.cookies()).find((c) => c.name === "preferred-language")?.value;
  const lang = await page.locator("html").getAttribute("lang");
  const url = page.url();
  await context.close();
  return { documents, firstByteLang, lang, stored, cookie, problems, url };
}

test.describe("language from the first byte", () => {
  // Issue 45, item 13 (PKE art. 399): a language is stored only when the visitor chooses it.
  test("an en-US browser's first visit to / is one document, English from the first byte, and stores nothing", async ({
    browser,
  }) => {
    const visit = await firstVisit(browser, "en-US");
    expect(visit.documents).toHaveLength(1);
    expect(visit.firstByteLang).toBe("en");
    expect(visit.lang).toBe("en");
    expect(visit.stored).toBeNull();
    expect(visit.cookie).toBeUndefined();
    expect(visit.problems).toEqual([]);
  });

  test("a pl-PL browser gets Polish, one document, and no cookie or storage", async ({
    browser,
  }) => {
    const visit = await firstVisit(browser, "pl-PL");
    expect(visit.documents).toHaveLength(1);
    expect(visit.firstByteLang).toBe("pl");
    expect(visit.stored).toBeNull();
    expect(visit.cookie).toBeUndefined();
    expect(visit.problems).toEqual([]);
  });

  test("a de-DE browser gets Polish; an English twin stays English for a pl-PL browser", async ({
    browser,
  }) => {
    expect((await firstVisit(browser, "de-DE")).firstByteLang).toBe("pl");
    const landing = await firstVisit(browser, "pl-PL", "/warsaw-river-cruise");
    expect(landing.firstByteLang).toBe("en");
    expect(landing.documents).toHaveLength(1);
    // The landing's language says nothing about the visitor, and nothing is stored.
    expect(landing.stored).toBeNull();
    expect(landing.cookie).toBeUndefined();
  });

  test("country=outside still switches a pl-PL browser to English, to the page's English twin, and stores nothing", async ({
    browser,
  }) => {
    const visit = await firstVisit(browser, "pl-PL", "/rejsy-gdansk?country=outside", "en");
    expect(visit.firstByteLang).toBe("pl");
    expect(visit.lang).toBe("en");
    expect(visit.documents).toHaveLength(2);
    expect(new URL(visit.url).pathname).toBe("/en/gdansk-cruises");
    expect(visit.stored).toBeNull();
    expect(visit.cookie).toBeUndefined();
  });

  test("a client without Accept-Language (curl) and a crawler get Polish; a stored choice wins over the header", async () => {
    const bare = await rawGet("/");
    expect(bare.status).toBe(200);
    expect(bare.body).toContain('<html lang="pl"');
    // A crawler sends no Accept-Language: Polish. The User-Agent never decides the language
    // (decision 281): with the same headers as a browser it gets what the browser gets.
    const googlebot = await rawGet("/", {
      "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    });
    expect(googlebot.body).toContain('<html lang="pl"');
    const englishBot = await rawGet("/", {
      "accept-language": "en-US",
      "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    });
    expect(englishBot.body).toContain('<html lang="en"');
    const chosen = await rawGet("/", {
      "accept-language": "en-US,en;q=0.9",
      cookie: "preferred-language=pl",
    });
    expect(chosen.body).toContain('<html lang="pl"');
    expect(bare.headers.vary).toMatch(/Cookie/);
    expect(bare.headers.vary).toMatch(/Accept-Language/);
    for (const twin of ["/warsaw-river-cruise", "/en", "/en/contact"]) {
      const landing = await rawGet(twin, {
        "accept-language": "pl-PL",
        cookie: "preferred-language=pl",
      });
      expect(landing.body, twin).toContain('<html lang="en"');
      expect(landing.headers.vary ?? "", twin).not.toMatch(/Accept-Language|Cookie/);
    }
  });
});

test.describe("cacheable public pages", () => {
  for (const [lang, acceptLanguage] of [
    ["pl", "pl-PL,pl;q=0.9"],
    ["en", "en-US,en;q=0.9"],
  ] as const) {
    test(`two anonymous requests get the same bytes and ETag, then a 304 (${lang})`, async () => {
      for (const path of ["/", "/rejsy-zegrze"]) {
        const a = await rawGet(path, { "accept-language": acceptLanguage });
        const b = await rawGet(path, { "accept-language": acceptLanguage });
        expect(a.status, path).toBe(200);
        expect(b.body, path).toBe(a.body);
        expect(a.body).toContain(`<html lang="${lang}"`);
        expect(a.headers.etag, path).toMatch(/^"[\w-]+"$/);
        expect(b.headers.etag, path).toBe(a.headers.etag);
        expect(a.headers["cache-control"]).toMatch(
          /public.*s-maxage=\d+.*stale-while-revalidate=\d+/,
        );
        expect(a.body).not.toMatch(/nonce=/);
        const revalidated = await rawGet(path, {
          "accept-language": acceptLanguage,
          "if-none-match": String(a.headers.etag),
        });
        expect(revalidated.status, path).toBe(304);
        expect(revalidated.body).toBe("");
      }
    });
  }

  test("every public route renders the same bytes twice: nothing per response in the page", async () => {
    // Another cookie keeps the server's cache out of it, so each request is a fresh render.
    for (const acceptLanguage of ["pl-PL", "en-US"]) {
      for (const path of PUBLIC_PATHS) {
        const headers = {
          "accept-language": acceptLanguage,
          cookie: "e2e-bypass=1",
        };
        const [a, b] = [await rawGet(path, headers), await rawGet(path, headers)];
        expect(a.headers["x-cache"], path).toBe(undefined);
        expect(b.body, `${acceptLanguage} ${path}`).toBe(a.body);
        expect(b.headers.etag, path).toBe(a.headers.etag);
        expect(a.headers["cache-control"], path).toBe("private, no-cache");
      }
    }
  });

  test("the CSP names every inline script by hash, with no nonce and nothing unsafe", async () => {
    const { createHash } = await import("node:crypto");
    const res = await rawGet("/rejsy-wisla-warszawa", {
      "accept-language": "pl-PL",
    });
    const csp = String(res.headers["content-security-policy"]);
    const scriptSrc = /script-src ([^;]*)/.exec(csp)![1];
    expect(scriptSrc).toMatch(/^'self'( 'sha256-[\w+/=]+')+$/);
    expect(scriptSrc).not.toMatch(/'nonce-|'unsafe-inline'|'unsafe-eval'/);
    const inline = [
      ...res.body.matchAll(
        /<script(?![^>]*\ssrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g,
      ),
    ];
    expect(inline.length).toBeGreaterThan(0);
    for (const [, content] of inline)
      expect(scriptSrc).toContain(
        `'sha256-${createHash("sha256").update(content).digest("base64")}'`,
      );
  });

  test("the admin area is never public and keeps a per-request nonce", async () => {
    for (const path of ["/admin/login", "/ADMIN/login", "/%61dmin/login"]) {
      const a = await rawGet(path);
      const b = await rawGet(path);
      expect(b.headers["x-cache"], path).not.toBe("HIT");
      expect(String(a.headers["cache-control"]), path).toMatch(/no-store/);
      // Another spelling is a redirect to the one spelling (docs/architecture.md §3), not stored either.
      if (path !== "/admin/login") {
        expect(a.status, path).toBe(301);
        expect(a.headers.location, path).toBe("/admin/login");
        continue;
      }
      expect(String(a.headers["content-security-policy"]), path).toMatch(/'nonce-/);
    }
  });
});

test.describe("no CSP violation in either language", () => {
  for (const locale of ["pl-PL", "en-US"]) {
    test(`key routes in a fresh ${locale} browser`, async ({ browser }) => {
      test.setTimeout(120_000);
      for (const path of [
        "/",
        "/rejsy-wisla-warszawa",
        "/rejsy-wisla-warszawa/20-min",
        "/rejsy-zegrze",
        "/atrakcje-warszawa",
        "/warsaw-river-cruise",
        "/en/zegrze-lake-cruises",
        "/qr",
      ]) {
        const visit = await firstVisit(browser, locale, path);
        expect(visit.problems, `${locale} ${path}`).toEqual([]);
        expect(visit.documents, `${locale} ${path}`).toHaveLength(1);
      }
    });
  }
});

test("React Router's scripts still have the shape the first-paint rewrite expects", async ({
  page,
}) => {
  // If <Scripts> changes its markup, the rewrite (app/lib/scripts-after-paint.server.ts) stops
  // applying without an error: the module preloads come back and the route modules load before
  // the first paint. This fails that day.
  const res = await rawGet("/", { "accept-language": "pl-PL" });
  expect(res.body).not.toMatch(/modulepreload/);
  const modules = [
    ...res.body.matchAll(/<script\b[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g),
  ].map((m) => m[1]);
  expect(modules).toHaveLength(1);
  expect(modules[0]).toContain("first-contentful-paint");
  expect(modules[0]).toMatch(/const \[route0[\w, ]*\] = await Promise\.all\(\[import\("\/assets\//);
  expect(modules[0]).not.toMatch(/^import \* as route/m);
  // And the rewritten script still hydrates the page.
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
});
