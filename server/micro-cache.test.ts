import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { markDegraded } from "~/lib/degraded.server";
import { createMicroCache } from "./micro-cache";
import { nonceMiddleware } from "./security";

const TTL = 400;
let renders = 0;
let base = "";
let close: () => void;

beforeAll(async () => {
  const app = express();
  app.use(nonceMiddleware);
  // Stands in for helmet: the live response carries its own CSP with this request's nonce.
  app.use((_req, res, next) => {
    res.setHeader("Content-Security-Policy", `script-src 'nonce-${res.locals.cspNonce as string}'`);
    next();
  });
  const cache = createMicroCache(TTL);
  app.use(cache.store);
  app.post("/api/change", (_req, res) => void res.status(204).end());
  app.get("/api/prices", (_req, res) => {
    renders++;
    res.json({ renders, pad: "x".repeat(2000) });
  });
  app.get("/api/other", (_req, res) => {
    renders++;
    res.json({ renders });
  });
  app.get("/slow", (_req, res) => {
    renders++;
    const n = renders;
    setTimeout(() => res.type("html").send(`<p>slow ${n}</p><script nonce="${res.locals.cspNonce as string}"></script>`), 150);
  });
  app.get("/with-cookie", (_req, res) => {
    renders++;
    res.setHeader("Set-Cookie", "a=b");
    res.type("html").send(`<p>${renders}</p>`);
  });
  app.get("/degraded", (_req, res) => {
    renders++;
    markDegraded();
    res.type("html").send(`<p>${renders}</p>`);
  });
  app.get("/{*splat}", (_req, res) => {
    renders++;
    const nonce = res.locals.cspNonce as string;
    res.type("html");
    // Written in two chunks, as a streamed render would be.
    res.write(`<script nonce="${nonce}">1</script>`);
    res.end(`<p>render ${renders}</p><script nonce="${nonce}">2</script>`);
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
  return { cache: res.headers.get("x-cache"), status: res.status, csp: res.headers.get("content-security-policy") ?? "", body: await res.text() };
}

describe("micro-cache", () => {
  it("serves a rendered page again with a fresh nonce in the body and the header", async () => {
    const first = await get("/page");
    const second = await get("/page");
    expect(first.cache).toBe("MISS");
    expect(second.cache).toBe("HIT");
    expect(second.body.replace(/nonce="[^"]+"/g, "")).toBe(first.body.replace(/nonce="[^"]+"/g, ""));
    const nonceOf = (s: string) => [...new Set([...s.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]))];
    expect(nonceOf(second.body)).toHaveLength(1);
    expect(nonceOf(second.body)[0]).not.toBe(nonceOf(first.body)[0]);
    expect(second.csp).toContain(`'nonce-${nonceOf(second.body)[0]}'`);
  });

  it("keys by language cookie and skips visitors with any other cookie", async () => {
    const pl = await get("/lang", { cookie: "preferred-language=pl" });
    const en = await get("/lang", { cookie: "preferred-language=en" });
    expect([pl.cache, en.cache]).toEqual(["MISS", "MISS"]);
    expect((await get("/lang", { cookie: "preferred-language=en" })).cache).toBe("HIT");
    expect((await get("/lang", { cookie: "preferred-language=en; session=x" })).cache).toBeNull();
  });

  it("never keeps a response that sets a cookie, or a page rendered without its data", async () => {
    await get("/with-cookie");
    expect((await get("/with-cookie")).cache).toBe("MISS");
    await get("/degraded");
    expect((await get("/degraded")).cache).toBe("MISS");
  });

  it("is cleared by any mutating request, so a changed price shows on the next load", async () => {
    await get("/prices-page");
    expect((await get("/prices-page")).cache).toBe("HIT");
    await fetch(base + "/api/change", { method: "POST" });
    expect((await get("/prices-page")).cache).toBe("MISS");
  });

  it("does not cache API or admin paths", async () => {
    await get("/admin");
    expect((await get("/admin")).cache).toBeNull();
  });

  it("answers the public price list from the cache, compressed once for every visitor", async () => {
    const first = await get("/api/prices");
    const second = await get("/api/prices");
    expect([first.cache, second.cache]).toEqual(["MISS", "HIT"]);
    expect(second.body).toBe(first.body);
    const res = await fetch(base + "/api/prices", { headers: { "accept-encoding": "br" } });
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("vary")).toBe("Accept-Encoding");
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
});
