import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { NextFunction, Request, Response } from "express";
import { preferredEncoding } from "./content-encoding";

/**
 * Serves the hashed client assets (build/client/assets) from memory, in the encoding the
 * build precompressed (vite.precompress.ts: brotli 11 and gzip 9), so no script or
 * stylesheet is compressed per request (docs/decisions/070). Anything it does not know falls
 * through to express.static.
 */
const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".woff2": "font/woff2",
  ".svg": "image/svg+xml",
  ".json": "application/json; charset=utf-8",
  ".avif": "image/avif",
  ".webp": "image/webp",
  ".png": "image/png",
  ".jpg": "image/jpeg",
};
/** Larger files stay on disk for express.static; assets are a few KB to a few hundred. */
const MAX_IN_MEMORY = 2 * 1024 * 1024;

interface Asset {
  type: string;
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

function readOptional(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}

export function loadAssets(dir: string): Map<string, Asset> {
  const assets = new Map<string, Asset>();
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return assets;
  }
  for (const name of names) {
    if (name.endsWith(".br") || name.endsWith(".gz")) continue;
    const type = TYPES[path.extname(name)];
    const file = path.join(dir, name);
    if (!type) continue;
    const stat = statSync(file);
    if (!stat.isFile() || stat.size > MAX_IN_MEMORY) continue;
    assets.set(`/${name}`, {
      type,
      identity: readFileSync(file),
      br: readOptional(`${file}.br`),
      gzip: readOptional(`${file}.gz`),
    });
  }
  return assets;
}

export function createAssetHandler(dir: string) {
  const assets = loadAssets(dir);
  return function serveAsset(req: Request, res: Response, next: NextFunction) {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const asset = assets.get(req.path);
    if (!asset) return next();
    const encoding = preferredEncoding(req.headers["accept-encoding"], asset);
    const body = encoding ? asset[encoding]! : asset.identity;
    const etag = `"${req.path.slice(1)}${encoding ? `.${encoding}` : ""}"`;
    res.setHeader("Content-Type", asset.type);
    res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("ETag", etag);
    if (asset.br || asset.gzip) res.setHeader("Vary", "Accept-Encoding");
    if (req.headers["if-none-match"] === etag) {
      res.statusCode = 304;
      return void res.end();
    }
    if (encoding) res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", body.length);
    res.end(req.method === "HEAD" ? undefined : body);
  };
}
