/**
 * The site as a search engine crawler finds it (docs/architecture.md §3, "English URLs for every
 * page"): from /sitemap.xml, with no cookie and no Accept-Language. Every URL answers 200 in its
 * own language, is its own canonical, and carries hreflang that its alternates return; no
 * alias or other spelling is listed; every twin of the table is there. Then the path-spelling
 * rule: another letter case or a trailing slash is a 301 to the page's spelling, never a 200,
 * and the 404 page has no canonical.
 */
import { PAGE_URLS, fixedLangOf } from "../../app/lib/i18n/page-urls";
import { ALIAS_PATHS, NOINDEX_PATHS } from "../../app/lib/seo/public-routes";
import { E2E } from "./env";
import { expect, test, rawGet } from "./fixtures";

/** A bare GET: only Host and the crawler's User-Agent, no cookie, no Accept-Language, no redirects followed. */
const crawl = (path: string) =>
  rawGet(path, {
    "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    "X-Forwarded-For": "10.250.0.1",
  });

const attr = (html: string, re: RegExp) => re.exec(html)?.[1];
const hreflangOf = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/gi)].map((m) => [
      m[1]!.toLowerCase(),
      m[2]!,
    ]),
  );

interface SitemapEntry {
  loc: string;
  lastmod?: string;
  alternates: Record<string, string>;
}

async function sitemap(): Promise<SitemapEntry[]> {
  const res = await crawl("/sitemap.xml");
  expect(res.status).toBe(200);
  return [...res.body.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => ({
    loc: /<loc>([^<]+)<\/loc>/.exec(m[1]!)![1]!,
    lastmod: /<lastmod>([^<]+)<\/lastmod>/.exec(m[1]!)?.[1],
    alternates: Object.fromEntries(
      [...m[1]!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((a) => [a[1]!, a[2]!]),
    ),
  }));
}

test("a crawler finds every page of /sitemap.xml in its language, self-canonical, with reciprocal hreflang", async () => {
  test.setTimeout(120_000);
  const entries = await sitemap();
  const locs = entries.map((e) => e.loc);
  expect(new Set(locs).size, "no duplicate <loc>").toBe(locs.length);

  // Every twin of the table is listed (a self-alternate page once); no noindex page, no alias.
  const expected = PAGE_URLS.filter((p) => !p.noindex).flatMap((p) =>
    p.pl === p.en ? [p.pl] : [p.pl, p.en],
  );
  expect([...locs].sort()).toEqual(expected.map((p) => `${E2E.baseURL}${p}`).sort());
  for (const hidden of [...ALIAS_PATHS, ...NOINDEX_PATHS])
    expect(locs, hidden).not.toContain(`${E2E.baseURL}${hidden}`);

  const seen = new Map<string, Record<string, string>>();
  for (const entry of entries) {
    const path = entry.loc.slice(E2E.baseURL.length);
    // One spelling: lower case, no trailing slash.
    expect(path === "/" || (path === path.toLowerCase() && !path.endsWith("/")), path).toBe(true);
    // A lastmod that is a date, not in the future.
    expect(entry.lastmod, `${path}: lastmod`).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(Date.parse(entry.lastmod!), `${path}: lastmod`).toBeLessThanOrEqual(Date.now() + 60_000);

    const res = await crawl(path);
    expect(res.status, path).toBe(200);
    expect(attr(res.body, /<html lang="([^"]+)"/), `${path}: language`).toBe(
      fixedLangOf(path) ?? "pl",
    );
    expect(attr(res.body, /<link rel="canonical" href="([^"]*)"/), `${path}: canonical`).toBe(
      entry.loc,
    );
    expect(attr(res.body, /<meta name="robots" content="([^"]*)"/) ?? "", path).not.toContain(
      "noindex",
    );
    const hreflang = hreflangOf(res.body);
    expect(Object.keys(hreflang).sort(), path).toEqual(["en", "pl", "x-default"]);
    expect(hreflang["x-default"], path).toBe(hreflang.pl);
    // The page names itself among its alternates, and says what the sitemap says.
    expect(Object.values(hreflang), `${path}: names itself`).toContain(entry.loc);
    expect(hreflang, `${path}: the sitemap's alternates`).toEqual(entry.alternates);
    seen.set(entry.loc, hreflang);
  }

  // Reciprocal: every alternate is a listed page whose own hreflang is the same set.
  for (const [loc, hreflang] of seen) {
    for (const target of Object.values(hreflang)) {
      expect(seen.has(target), `${loc} → ${target}: listed`).toBe(true);
      expect(seen.get(target), `${target} links back to ${loc}`).toEqual(hreflang);
    }
  }
});

test("aliases answer 200 and canonicalise to their page; noindex twins exist", async () => {
  for (const page of PAGE_URLS) {
    for (const alias of page.aliases ?? []) {
      const res = await crawl(alias);
      expect(res.status, alias).toBe(200);
      expect(attr(res.body, /<link rel="canonical" href="([^"]*)"/), alias).toBe(
        `${E2E.baseURL}${page.pl}`,
      );
    }
    if (page.noindex) {
      for (const path of [page.pl, page.en]) {
        const res = await crawl(path);
        expect(res.status, path).toBe(200);
        expect(attr(res.body, /<meta name="robots" content="([^"]*)"/), path).toMatch(/noindex/);
      }
    }
  }
});

test("another letter case or a trailing slash is a 301 to the page's spelling, the query kept; never a 200", async () => {
  const cases: Array<[string, string]> = [
    ["/REJSY-ZEGRZE", "/rejsy-zegrze"],
    ["/Rejsy-Zegrze", "/rejsy-zegrze"],
    ["/rejsy-zegrze/", "/rejsy-zegrze"],
    ["/CONTACT", "/contact"],
    ["/contact/?x=1", "/contact?x=1"],
    ["/EN/Zegrze-Lake-Cruises/", "/en/zegrze-lake-cruises"],
    ["/en/", "/en"],
    ["/Warsaw-River-Cruise/20-MIN", "/warsaw-river-cruise/20-min"],
    ["/Review", "/review"],
    ["/SITEMAP.XML", "/sitemap.xml"],
    ["/Admin/Login", "/admin/login"],
  ];
  for (const [from, to] of cases) {
    const res = await crawl(from);
    expect(res.status, from).toBe(301);
    expect(res.headers.location, from).toBe(to);
  }
});

test("a path that is no page's, in any spelling, is a 404 without canonical or hreflang", async () => {
  for (const path of [
    "/no-such-page",
    "/No-Such-Page/",
    "/rejsy-zegrze/extra",
    "/en/rejsy-zegrze",
    "/warsaw-river-cruise/15-min",
    "/en/en",
  ]) {
    const res = await crawl(path);
    expect(res.status, path).toBe(404);
    expect(res.body, path).toMatch(/<meta name="robots" content="[^"]*noindex/);
    expect(res.body, path).not.toMatch(/<link rel="canonical"/);
    expect(res.body, path).not.toMatch(/<link rel="alternate" hrefLang/i);
    expect(res.body, path).not.toMatch(/<meta property="og:url"/);
  }
});

test("every page's content is in place in the HTML, in document order, for a crawler and for a browser without JavaScript", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // React moves a Suspense boundary past the first 12.8 KB of HTML to a hidden <div id="S:n">
  // revealed by an inline script unless told not to (app/entry.server.tsx): the page must not
  // depend on that script.
  // The attractions page alone streams on purpose: its list's loading text goes out first and
  // the list is revealed when it arrives (its route's handle, data.spec.ts).
  const paths = (await sitemap())
    .map((e) => e.loc.slice(E2E.baseURL.length))
    .filter((p) => p !== "/atrakcje-warszawa");
  expect(paths.length).toBeGreaterThan(20);
  for (const path of paths) {
    const res = await crawl(path);
    expect(res.body, `${path}: a hidden segment`).not.toMatch(/<div hidden id="S:/);
    expect(res.body, `${path}: a reveal script`).not.toContain("$RC(");
  }
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 375, height: 740 },
  });
  const page = await context.newPage();
  for (const path of ["/", "/rejsy-zegrze", "/en/special-cruises"]) {
    await page.goto(`${E2E.baseURL}${path}`);
    await expect(page.locator("footer"), path).toBeVisible();
    await expect(page.locator('[hidden][id^="S:"]'), path).toHaveCount(0);
  }
  await context.close();
});
