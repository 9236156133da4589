// Process entry: serves the built app (NODE_ENV=production) or Vite's dev server, and owns
// the listening socket and graceful shutdown. Everything else lives in server/app.ts.
import { createServer as createHttpServer } from "node:http";
import express from "express";

// The environment is validated once, in app/lib/env.server.ts (createServer). Only two values
// are needed before that: which mode to start in, and where the build is (BUILD_DIR, validated
// there too with the same default).
const PRODUCTION = process.env.NODE_ENV === "production";
const BUILD_DIR = process.env.BUILD_DIR || "build";

const app = express();
app.disable("x-powered-by");

let started;
if (PRODUCTION) {
  const { pathToFileURL } = await import("node:url");
  const path = await import("node:path");
  const clientDir = path.resolve(BUILD_DIR, "client");
  const { createServer, createAssetHandler } = await import(
    pathToFileURL(path.resolve(BUILD_DIR, "server/index.js")).href
  );
  started = await createServer();
  // Hashed JS/CSS from memory, precompressed at build time (server/assets.ts); whatever it
  // does not hold through express.static with compression; public files as they are. All of
  // them with the security headers (the app's own responses get the page headers).
  const { default: compression } = await import("compression");
  const assetsDir = path.join(clientDir, "assets");
  app.use(
    "/assets",
    started.staticHeaders,
    createAssetHandler(assetsDir),
    compression(),
    express.static(assetsDir, { immutable: true, maxAge: "1y", index: false, fallthrough: false }),
  );
  app.use(
    express.static(clientDir, {
      maxAge: "1h",
      index: false,
      setHeaders: (res) => started.staticHeaders(null, res, () => {}),
    }),
  );
  app.use(started.app);
} else {
  const vite = await import("vite");
  const viteDev = await vite.createServer({ server: { middlewareMode: true } });
  app.use(viteDev.middlewares);
  const { createServer } = await viteDev.ssrLoadModule("./server/app.ts");
  started = await createServer();
  app.use((req, res, next) => started.app(req, res, next));
}

// An odd request target (absolute-form, `OPTIONS *`, a dot segment) is dealt with before
// anything reads it (server/request-guards.ts);
// cached public pages and prices are answered before Express (server/micro-cache.ts).
const server = createHttpServer((req, res) => {
  if (started.guardRequestTarget(req, res)) return;
  if (!started.serveCached(req, res)) app(req, res);
});
const { PORT, HOST, SHUTDOWN_GRACE_MS } = started.env;
server.listen(PORT, HOST, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : PORT;
  console.log(
    JSON.stringify({ level: 30, msg: `Server listening on http://localhost:${port}`, port }),
  );
});
server.keepAliveTimeout = 65_000;

let stopping = false;
async function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  console.log(JSON.stringify({ level: 30, msg: `${signal} received: draining connections` }));
  const force = setTimeout(() => {
    console.error(JSON.stringify({ level: 50, msg: "Shutdown grace period elapsed; exiting" }));
    process.exit(1);
  }, SHUTDOWN_GRACE_MS);
  force.unref();
  // Stop accepting, let in-flight requests finish, close idle keep-alive sockets.
  server.close(async () => {
    try {
      await started.close();
    } finally {
      process.exit(0);
    }
  });
  server.closeIdleConnections?.();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
