import { mkdtempSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAssetHandler } from "./assets";

const script = "console.log('hello');".repeat(100);
let base = "";
let close: () => void;

beforeAll(async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "rib-assets-"));
  writeFileSync(path.join(dir, "app-abc123.js"), script);
  writeFileSync(path.join(dir, "app-abc123.js.br"), brotliCompressSync(script));
  writeFileSync(path.join(dir, "app-abc123.js.gz"), gzipSync(script));
  writeFileSync(path.join(dir, "font-1.woff2"), Buffer.from([1, 2, 3]));
  const app = express();
  app.use(
    "/assets",
    createAssetHandler(dir),
    (_req, res) => void res.status(404).send("fell through"),
  );
  const server = app.listen(0);
  await new Promise((r) => server.once("listening", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/assets`;
  close = () => server.close();
});
afterAll(() => close());

describe("precompressed assets", () => {
  it("sends brotli when accepted, else gzip, else the file itself, always immutable", async () => {
    for (const [accept, encoding] of [
      ["gzip, deflate, br, zstd", "br"],
      ["gzip", "gzip"],
      ["br;q=0, gzip", "gzip"],
      ["identity", null],
    ] as const) {
      const res = await fetch(`${base}/app-abc123.js`, { headers: { "accept-encoding": accept } });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-encoding")).toBe(encoding);
      expect(res.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
      expect(res.headers.get("cache-control")).toContain("immutable");
      expect(res.headers.get("vary")).toBe("Accept-Encoding");
      expect(await res.text()).toBe(script);
    }
  });

  it("answers a matching If-None-Match with 304, and leaves unknown files to the next handler", async () => {
    const first = await fetch(`${base}/app-abc123.js`, { headers: { "accept-encoding": "br" } });
    const again = await fetch(`${base}/app-abc123.js`, {
      headers: { "accept-encoding": "br", "if-none-match": first.headers.get("etag")! },
    });
    expect(again.status).toBe(304);
    const font = await fetch(`${base}/font-1.woff2`);
    expect(font.headers.get("content-type")).toBe("font/woff2");
    expect(font.headers.get("content-encoding")).toBeNull();
    expect((await fetch(`${base}/missing.js`)).status).toBe(404);
  });
});
