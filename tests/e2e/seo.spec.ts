/**
 * SEO checks beyond tests/e2e/platform.spec.ts (which covers presence of the head tags, the
 * hreflang targets and sitemap membership): JSON-LD validity and required properties per type,
 * unique titles and descriptions, absolute and consistent URLs, one h1, the sitemap's
 * alternates matching each page's hreflang, noindex pages kept out, and unknown paths 404.
 */
import type { APIRequestContext } from "@playwright/test";
import { fixedLangOf, polishPathOf } from "../../app/lib/i18n/page-urls";
import { canonicalPathFor } from "../../app/lib/seo/meta";
import { ALIAS_PATHS, NOINDEX_PATHS, PUBLIC_PATHS } from "../../app/lib/seo/public-routes";
import { E2E } from "./env";
import { expect, setLanguage, test } from "./fixtures";

type Json = Record<string, unknown>;

/**
 * Required properties per schema.org type (Google's structured-data requirements, plus the
 * properties this site promises: docs/architecture.md §3). Types not listed only need a @type.
 */
const REQUIRED: Record<string, string[]> = {
  LocalBusiness: ["name", "address", "telephone", "url", "priceRange"],
  TouristAttraction: ["name"],
  Organization: ["name", "url"],
  PostalAddress: ["addressLocality", "addressCountry"],
  GeoCoordinates: ["latitude", "longitude"],
  TouristTrip: ["name", "description"],
  Offer: ["price", "priceCurrency"],
  AggregateOffer: ["lowPrice", "priceCurrency"],
  FAQPage: ["mainEntity"],
  Question: ["name", "acceptedAnswer"],
  Answer: ["text"],
  BreadcrumbList: ["itemListElement"],
  // ListItem: a name of its own, or an `item` that carries one (checked below).
  ListItem: ["position"],
  WebSite: ["name", "url"],
  WebPage: ["name", "url"],
  Event: ["name", "startDate", "location"],
  Product: ["name"],
  Service: ["name"],
};

/** Walks a JSON-LD value; returns problems found and the set of types seen. */
function checkJsonLd(value: unknown, where: string, problems: string[], types: Set<string>) {
  if (Array.isArray(value))
    return value.forEach((v, i) => checkJsonLd(v, `${where}[${i}]`, problems, types));
  if (!value || typeof value !== "object") return;
  const node = value as Json;
  if ("@graph" in node) checkJsonLd(node["@graph"], `${where}.@graph`, problems, types);
  const typeValue = node["@type"];
  if (typeValue !== undefined) {
    for (const type of ([] as unknown[]).concat(typeValue)) {
      if (typeof type !== "string" || !type) {
        problems.push(`${where}: bad @type ${JSON.stringify(type)}`);
        continue;
      }
      types.add(type);
      for (const prop of REQUIRED[type] ?? []) {
        const v = node[prop];
        if (v === undefined || v === null || v === "" || (Array.isArray(v) && v.length === 0))
          problems.push(`${where} (${type}): missing ${prop}`);
      }
    }
    if (
      ([] as unknown[]).concat(typeValue).includes("Offer") &&
      "price" in node &&
      !Number.isFinite(Number(node.price))
    )
      problems.push(`${where}: Offer price not numeric`);
  }
  // Properties schema.org does not define for the type (docs/architecture.md §3).
  const typeList = ([] as unknown[]).concat(typeValue ?? []);
  if (
    "inLanguage" in node &&
    typeList.some((t) =>
      ["LocalBusiness", "TouristAttraction", "TouristTrip"].includes(t as string),
    )
  )
    problems.push(`${where}: inLanguage is not a property of ${typeList}`);
  for (const [key, v] of Object.entries(node)) {
    if (key === "@graph") continue;
    if (typeof v === "string" && /^(url|image|logo|item|@id)$/.test(key) && !/^https?:\/\//.test(v))
      problems.push(`${where}.${key}: not absolute (${v})`);
    if (typeof v === "object") checkJsonLd(v, `${where}.${key}`, problems, types);
  }
}

async function head(request: APIRequestContext, path: string, lang: "pl" | "en") {
  const res = await request.get(path, {
    headers: { Cookie: `preferred-language=${lang}` },
  });
  expect(res.status(), path).toBe(200);
  const html = await res.text();
  const attr = (re: RegExp) => re.exec(html)?.[1];
  return {
    html,
    title: attr(/<title>([^<]*)<\/title>/),
    description: attr(/<meta name="description" content="([^"]*)"/),
    canonical: attr(/<link rel="canonical" href="([^"]*)"/),
    ogUrl: attr(/<meta property="og:url" content="([^"]*)"/),
    lang: attr(/<html lang="([^"]+)"/),
    ogImageAlt: attr(/<meta property="og:image:alt" content="([^"]*)"/),
    twitterImageAlt: attr(/<meta name="twitter:image:alt" content="([^"]*)"/),
    robots: attr(/<meta name="robots" content="([^"]*)"/),
    hreflang: Object.fromEntries(
      [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/gi)].map((m) => [
        m[1].toLowerCase(),
        m[2],
      ]),
    ),
    hreflangCount: [...html.matchAll(/<link rel="alternate" hrefLang=/gi)].length,
    jsonLd: [
      ...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g),
    ].map((m) => m[1]),
    h1: [...html.matchAll(/<h1[\s>]/g)].length,
  };
}

for (const lang of ["pl", "en"] as const) {
  test(`structured data, unique titles and descriptions, consistent URLs (${lang})`, async ({
    request,
  }) => {
    test.setTimeout(60_000);
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const path of [...PUBLIC_PATHS, ...ALIAS_PATHS]) {
      const h = await head(request, path, lang);
      // The English twins are English whatever the cookie; a Polish URL follows it.
      const shown = fixedLangOf(path) ?? lang;
      expect(h.lang, path).toBe(shown);
      // JSON-LD parses, uses schema.org, and each type has its required properties.
      expect(h.jsonLd.length, `${path}: JSON-LD`).toBeGreaterThan(0);
      const problems: string[] = [];
      const types = new Set<string>();
      for (const [i, text] of h.jsonLd.entries()) {
        let parsed: unknown;
        try {
          parsed = JSON.parse(text);
        } catch (e) {
          problems.push(`block ${i}: invalid JSON (${(e as Error).message})`);
          continue;
        }
        for (const block of ([] as unknown[]).concat(parsed)) {
          const ctx = (block as Json)["@context"];
          if (typeof ctx !== "string" || !/^https?:\/\/schema\.org\/?$/.test(ctx))
            problems.push(`block ${i}: @context ${JSON.stringify(ctx)}`);
        }
        checkJsonLd(parsed, `${path}#${i}`, problems, types);
      }
      expect(problems, path).toEqual([]);
      expect(
        [...types].some((t) => t === "LocalBusiness" || t.endsWith("Business")),
        `${path}: a LocalBusiness`,
      ).toBe(true);
      const cruisePage = polishPathOf(path);
      if (cruisePage.startsWith("/rejsy-wisla-warszawa/"))
        expect(
          types.has("TouristTrip") && types.has("Offer") && types.has("BreadcrumbList"),
          `${path}: TouristTrip with an Offer, BreadcrumbList`,
        ).toBe(true);
      if (["/rejsy-wisla-warszawa", "/rejsy-zegrze"].includes(cruisePage))
        expect(types.has("TouristTrip"), `${path}: TouristTrip`).toBe(true);
      expect(h.ogImageAlt, `${path}: og:image:alt`).toBeTruthy();
      expect(h.twitterImageAlt, `${path}: twitter:image:alt`).toBe(h.ogImageAlt);
      if (cruisePage === "/contact") expect(types.has("FAQPage"), `${path}: FAQPage`).toBe(true);

      // Absolute canonical: the URL of the language shown (an alias: its page's);
      // og:url equal to it; hreflang once per language, absolute, on a rendering that is its
      // own canonical; none on an alias or a Polish URL shown in English (they name their
      // canonical page, which carries the alternates).
      expect(h.canonical, path).toBe(`${E2E.baseURL}${canonicalPathFor(path, shown)}`);
      expect(h.ogUrl, path).toBe(h.canonical);
      if (h.canonical === `${E2E.baseURL}${path}`) {
        expect(Object.keys(h.hreflang).sort(), path).toEqual(["en", "pl", "x-default"]);
        expect(h.hreflangCount, `${path}: one link per hreflang`).toBe(3);
        for (const href of Object.values(h.hreflang)) expect(href, path).toMatch(/^https?:\/\//);
      } else {
        expect(h.hreflangCount, `${path}: no hreflang off its canonical`).toBe(0);
      }
      expect(h.robots ?? "index", path).not.toContain("noindex");
      expect(h.h1, `${path}: exactly one h1`).toBe(1);

      // Unique per page and language (a twin and an alias share their page's copy).
      const page = `${polishPathOf(path)} ${shown}`;
      for (const [map, value, what] of [
        [titles, h.title, "title"],
        [descriptions, h.description, "description"],
      ] as const) {
        expect(value, `${path}: ${what}`).toBeTruthy();
        const owner = map.get(value!);
        expect(
          owner === undefined || owner === page,
          `${path}: ${what} "${value}" also used by ${owner}`,
        ).toBe(true);
        map.set(value!, page);
      }
    }
  });
}

test("the sitemap lists each public route once, with alternates equal to the page's hreflang", async ({
  request,
}) => {
  test.setTimeout(60_000);
  const res = await request.get("/sitemap.xml");
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toMatch(/xml/);
  const xml = await res.text();
  const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => ({
    loc: /<loc>([^<]+)<\/loc>/.exec(m[1])?.[1],
    alternates: Object.fromEntries(
      [...m[1].matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((a) => [a[1], a[2]]),
    ),
  }));
  const locs = entries.map((e) => e.loc);
  expect(new Set(locs).size, "no duplicate <loc>").toBe(locs.length);
  expect([...locs].sort()).toEqual(PUBLIC_PATHS.map((p) => `${E2E.baseURL}${p}`).sort());
  for (const e of entries) {
    const path = e.loc!.slice(E2E.baseURL.length);
    const h = await head(request, path, "pl");
    expect(e.alternates, path).toEqual(h.hreflang);
  }
  for (const hidden of [...NOINDEX_PATHS, "/admin", "/admin/login", "/crop-logo-test"])
    expect(xml).not.toContain(`${E2E.baseURL}${hidden}<`);
});

test("noindex pages say so", async ({ request }) => {
  for (const path of [...NOINDEX_PATHS, "/admin/login"]) {
    const h = await head(request, path, "pl");
    expect(h.robots, path).toMatch(/noindex/);
  }
});

test("robots.txt points to the sitemap", async ({ request }) => {
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
});

test("unknown paths, including near-misses of real routes, answer 404 with noindex and no canonical", async ({
  request,
}) => {
  for (const path of [
    "/rejsy-wisla-warszawa/15-min",
    "/rejsy-zegrze/extra",
    "/qr/x",
    "/index.html",
    "/wp-login.php",
    "/Rejsy-Zegrze-x",
  ]) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(404);
    const html = await res.text();
    expect(html, path).toMatch(/<title>404/);
    expect(html, path).toMatch(/<meta name="robots" content="[^"]*noindex/);
    expect(html, path).not.toMatch(/<link rel="canonical"/);
  }
});

test("an English twin renders English whatever the stored choice; its Polish URL follows the choice", async ({
  page,
  context,
}) => {
  await setLanguage(context, "pl");
  await page.goto("/warsaw-river-cruise");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.goto("/en/contact");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.goto("/rejsy-wisla-warszawa");
  await expect(page.locator("html")).toHaveAttribute("lang", "pl");
});
