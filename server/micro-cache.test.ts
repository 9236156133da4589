import { createHash } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { markDegraded } from "~/lib/degraded.server";
import { setCataloguePages } from "~/lib/i18n/page-urls";
import {
  cacheKeyOf,
  createMicroCache,
  pageQueryKey,
  RENDERS_PER_CLIENT,
  WAITING_PER_CLIENT,
} from "./micro-cache";

// Long enough for a few requests on a busy machine, short enough for the expiry tests.
const TTL = 1000;
let renders = 0;
let gatedNow = 0;
let gatedMax = 0;
/** Gated renders finish only once this settles (a test holds them while its requests arrive). */
let held: Promise<void> = Promise.resolve();
let base = "";
let close: () => void;

function page(res: express.Response, html: string, headers: Record<string, string> = {}) {
  // As app/entry.server.tsx: a public page carries the ETag of its bytes.
  res.type("html").set({
    ETag: `"${createHash("sha256").update(html).digest("base64url")}"`,
    "Cache-Control": "public, max-age=0, s-maxage=30",
    ...headers,
  });
  res.send(html);
}

beforeAll(async () => {
  const app = express();
  const cache = createMicroCache(TTL);
  app.use(cache.store);
  app.post(
    "/api/admin/prices",
    (req, res) => void res.status(req.get("authorization") ? 200 : 401).end(),
  );
  app.post("/api/newsletter/subscribe", (_req, res) => void res.status(201).json({ ok: true }));
  app.post("/{*splat}", (_req, res) => void res.status(200).end());
  app.get("/api/prices", (_req, res) => {
    renders++;
    res.set("Cache-Control", "public, max-age=15").json({ renders, pad: "x".repeat(2000) });
  });
  app.get("/api/other", (_req, res) => {
    renders++;
    res.set("Cache-Control", "public, max-age=15").json({ renders });
  });
  app.get("/slow", (_req, res) => {
    renders++;
    const n = renders;
    setTimeout(() => page(res, `<p>slow ${n}</p>`), 150);
  });
  app.get("/gated/:n", (req, res) => {
    renders++;
    gatedNow++;
    gatedMax = Math.max(gatedMax, gatedNow);
    setTimeout(() => {
      void held.then(() => {
        gatedNow--;
        page(res, `<p>gated ${req.params.n}</p>`);
      });
    }, 60);
  });
  app.get("/with-cookie", (_req, res) => {
    renders++;
    res.setHeader("Set-Cookie", "a=b");
    page(res, `<p>${renders}</p>`);
  });
  app.get("/no-store", (_req, res) => {
    renders++;
    page(res, `<p>${renders}</p>`, { "Cache-Control": "private, no-store" });
  });
  app.get("/not-public", (_req, res) => {
    renders++;
    res.type("html").send(`<p>${renders}</p>`);
  });
  app.get("/degraded", (_req, res) => {
    renders++;
    markDegraded();
    page(res, `<p>${renders}</p>`);
  });
  app.get("/{*splat}", (req, res) => {
    renders++;
    // The same bytes for the same language, as a public page; long enough to be compressed.
    page(
      res,
      `<p>${req.path} ${req.get("cookie") ?? ""} ${req.get("accept-language") ?? ""}</p>${"<i>x</i>".repeat(300)}`,
      { Vary: "Cookie, Accept-Language" },
    );
  });
  // As server.js: hits are answered on the bare request, misses go through Express.
  const server = createServer((req, res) => {
    if (!cache.serve(req, res)) app(req, res);
  }).listen(0);
  await new Promise((r) => server.once("listening", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

async function get(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(base + path, { headers });
  return {
    cache: res.headers.get("x-cache"),
    status: res.status,
    etag: res.headers.get("etag"),
    vary: res.headers.get("vary"),
    body: await res.text(),
  };
}

describe("micro-cache", () => {
  it("serves the same bytes and ETag to every anonymous visitor, and a 304 on If-None-Match", async () => {
    const first = await get("/page");
    const second = await get("/page");
    expect([first.cache, second.cache]).toEqual(["MISS", "HIT"]);
    expect(second.body).toBe(first.body);
    expect(second.etag).toBe(first.etag);
    expect(second.vary).toBe("Cookie, Accept-Language, Accept-Encoding");
    const revalidated = await fetch(base + "/page", { headers: { "if-none-match": first.etag! } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get("etag")).toBe(first.etag);
    expect(await revalidated.text()).toBe("");
    expect((await get("/page", { "if-none-match": '"other"' })).status).toBe(200);
  });

  it("compresses an entry once per coding and sends those same bytes again", async () => {
    await get("/compressed");
    const raw = async (encoding: string) => {
      const res = await fetch(base + "/compressed", { headers: { "accept-encoding": encoding } });
      return { encoding: res.headers.get("content-encoding"), text: await res.text() };
    };
    const [br1, br2, gz] = [
      await raw("gzip, deflate, br, zstd"),
      await raw("br"),
      await raw("gzip"),
    ];
    expect([br1.encoding, br2.encoding, gz.encoding]).toEqual(["br", "br", "gzip"]);
    // fetch decodes the body itself: the text matches only if the bytes really are br/gzip.
    expect(br1.text).toBe((await get("/compressed")).body);
    expect(gz.text).toBe(br1.text);
  });

  it("keys by the language the page is rendered in: cookie, else Accept-Language", async () => {
    const pl = await get("/lang", { cookie: "preferred-language=pl" });
    const en = await get("/lang", { cookie: "preferred-language=en" });
    expect([pl.cache, en.cache]).toEqual(["MISS", "MISS"]);
    expect((await get("/lang", { cookie: "preferred-language=en" })).cache).toBe("HIT");
    expect((await get("/lang", { cookie: "preferred-language=en; session=x" })).cache).toBeNull();
    expect((await get("/al", { "accept-language": "en-US,en;q=0.9" })).cache).toBe("MISS");
    expect((await get("/al", { "accept-language": "en-GB" })).cache).toBe("HIT");
    expect((await get("/al", { "accept-language": "pl-PL" })).cache).toBe("MISS");
    expect((await get("/al")).cache).toBe("HIT"); // no header: Polish, like pl-PL
  });

  it("never keeps a response that sets a cookie, says no-store or is not public, or lacks its data", async () => {
    for (const path of ["/with-cookie", "/no-store", "/not-public", "/degraded"]) {
      await get(path);
      expect((await get(path)).cache, path).toBe("MISS");
    }
  });

  it("is cleared by an administrator's write, so a changed price shows on the next load", async () => {
    await get("/prices-page");
    expect((await get("/prices-page")).cache).toBe("HIT");
    await fetch(base + "/api/admin/prices", {
      method: "POST",
      headers: { authorization: "Bearer admin" },
    });
    expect((await get("/prices-page")).cache).toBe("MISS");
  });

  it("is not emptied by anonymous POSTs: public forms, other pages, refused admin calls", async () => {
    await get("/kept");
    for (const path of [
      "/api/newsletter/subscribe",
      "/rejsy-zegrze",
      "/api/admin/prices",
      "/admin/login",
      "/ADMIN/login",
    ]) {
      await fetch(base + path, { method: "POST" });
      expect((await get("/kept")).cache, path).toBe("HIT");
    }
  });

  it("never caches admin or API paths, in any spelling", async () => {
    for (const path of [
      "/admin",
      "/admin/login",
      "/ADMIN/login",
      "/%61dmin/login",
      "/%41DMIN",
      "//admin/login",
      "/Admin.data",
      "/%2561dmin",
      "/%zz",
      "/API/admin/me",
    ]) {
      await get(path);
      expect((await get(path)).cache, path).toBeNull();
    }
  });

  it("answers the public price list from the cache, compressed once for every visitor", async () => {
    const first = await get("/api/prices");
    const second = await get("/api/prices");
    expect([first.cache, second.cache]).toEqual(["MISS", "HIT"]);
    expect(second.body).toBe(first.body);
    const res = await fetch(base + "/api/prices", { headers: { "accept-encoding": "br" } });
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("vary")).toBe("Accept-Encoding");
    expect(res.headers.get("etag")).toBeTruthy();
    expect(res.headers.get("x-cache")).toBe("HIT");
    // fetch decodes brotli itself: the text matches only if the body really is brotli.
    expect(await res.text()).toBe(first.body);
    expect((await get("/api/other")).cache).toBeNull();
    expect((await get("/api/other")).cache).toBeNull();
  });

  it("renders an expired page once while concurrent visitors get the expiring copy", async () => {
    await get("/slow");
    await new Promise((r) => setTimeout(r, TTL + 20));
    const before = renders;
    const burst = await Promise.all(Array.from({ length: 8 }, () => get("/slow")));
    expect(burst.filter((r) => r.cache === "MISS")).toHaveLength(1);
    expect(burst.filter((r) => r.cache === "HIT")).toHaveLength(7);
    expect(renders - before).toBe(1);
    expect((await get("/slow")).body).toContain(`slow ${before + 1}`);
    // Long after expiry nothing stale is served.
    await new Promise((r) => setTimeout(r, 2 * TTL + 20));
    expect((await get("/slow")).cache).toBe("MISS");
  });

  it("keys a page by its path and only the query parameters that change its HTML (issue 41, finding 4)", async () => {
    const before = renders;
    const first = await get("/utm-page?utm_source=newsletter&utm_x=1");
    expect(first.cache).toBe("MISS");
    const others = await Promise.all(
      ["?utm_x=2", "?fbclid=abc", "?gclid=1&utm_medium=cpc", "?unknown=3&x=%ZZ", "", "?"].map((q) =>
        get(`/utm-page${q}`),
      ),
    );
    expect(others.map((r) => r.cache)).toEqual(["HIT", "HIT", "HIT", "HIT", "HIT", "HIT"]);
    expect(others.every((r) => r.body === first.body)).toBe(true);
    expect(renders - before).toBe(1);
    // The home page's location override changes its HTML: a key of its own, only for known locations.
    expect((await get("/utm-page?location=zegrze&utm_x=9")).cache).toBe("MISS");
    expect((await get("/utm-page?utm_y=1&location=zegrze")).cache).toBe("HIT");
    expect((await get("/utm-page?location=nowhere")).cache).toBe("HIT");
  });
});

describe("the cache key", () => {
  const key = (url: string) => cacheKeyOf("GET", url, { "accept-language": "pl" });
  it("drops utm_*, fbclid, gclid and unknown keys; keeps a known location override", () => {
    expect(key("/rejsy-zegrze?utm_source=fb&utm_campaign=x&fbclid=1&gclid=2&foo=bar")).toBe(
      key("/rejsy-zegrze"),
    );
    expect(key("/?location=gdansk")).not.toBe(key("/"));
    expect(key("/?gclid=1&location=gdansk&utm_x=2")).toBe(key("/?location=gdansk"));
    expect(key("/?location=atlantis")).toBe(key("/"));
    // country=outside changes nothing the server renders (the browser switches language).
    expect(key("/?country=outside")).toBe(key("/"));
    expect(key("/api/prices?utm_x=1")).toBe(key("/api/prices"));
  });
  it("pageQueryKey names only what the pages read", () => {
    expect(pageQueryKey("")).toBe("");
    expect(pageQueryKey("?utm_x=1")).toBe("");
    expect(pageQueryKey("?location=zegrze&x=1")).toBe("?location=zegrze");
  });
  it("keeps the override of a shown location the operator added, and no other id (decision 405)", () => {
    expect(pageQueryKey("?location=torun")).toBe("");
    setCataloguePages([{ pl: "/rejsy-torun", en: "/en/torun-cruises", location: "torun" }]);
    try {
      expect(pageQueryKey("?location=torun&utm_x=1")).toBe("?location=torun");
      expect(key("/?location=torun")).not.toBe(key("/"));
      expect(key("/?location=plock")).toBe(key("/"));
    } finally {
      setCataloguePages([]);
    }
  });
});

describe("uncached renders per client (issue 41, finding 4)", () => {
  it(`renders at most ${RENDERS_PER_CLIENT} cacheable misses of one client at once; the rest wait their turn`, async () => {
    gatedMax = 0;
    const all = await Promise.all(Array.from({ length: 10 }, (_, i) => get(`/gated/a${i}`)));
    expect(all.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(gatedMax).toBe(RENDERS_PER_CLIENT);
  });
  it("answers 429 with Retry-After past the queue, in the visitor's language", async () => {
    const n = RENDERS_PER_CLIENT + WAITING_PER_CLIENT + 6;
    // The renders are held until every request has arrived, so none frees its place early
    // however slowly a busy machine delivers the requests.
    let release = () => {};
    held = new Promise((resolve) => (release = resolve));
    let answered429 = 0;
    const pending = Array.from({ length: n }, async (_, i) => {
      const res = await fetch(`${base}/gated/b${i}`, { headers: { "accept-language": "pl" } });
      if (res.status === 429) answered429++;
      return { status: res.status, retry: res.headers.get("retry-after"), body: await res.text() };
    });
    await vi.waitFor(() => expect(answered429).toBe(6), { timeout: 10_000 });
    release();
    const all = await Promise.all(pending);
    expect(all.filter((r) => r.status === 200)).toHaveLength(
      RENDERS_PER_CLIENT + WAITING_PER_CLIENT,
    );
    const refused = all.filter((r) => r.status === 429);
    expect(refused).toHaveLength(6);
    expect(refused[0]).toMatchObject({ retry: "1" });
    expect(refused[0]!.body).toMatch(/Spróbuj ponownie/);
    // Hits are never held back.
    expect((await get("/gated/b0")).cache).toBe("HIT");
  });
});
