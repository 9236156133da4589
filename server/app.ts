import "react-router";
import { randomUUID } from "node:crypto";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import { pinoHttp } from "pino-http";
import { RouterContextProvider } from "react-router";
import { EVENT_BOOKINGS_PATH } from "~/features/event-booking/booking-endpoint.server";
import { eventBookingEndpoint } from "~/routes/enquiry-cruises.server";
import { createEventsEndpoint, EVENTS_PATH } from "~/features/analytics/events-endpoint.server";
import { getCatalogue } from "~/features/cruises/catalogue.server";
import { SUBSCRIBE_PATH, subscribeEndpoint } from "~/features/newsletter/subscribe-endpoint.server";
import {
  CHECKOUT_PATH,
  checkoutEndpoint,
  WEBHOOK_PATH,
  webhookEndpoint,
} from "~/features/vouchers/endpoints.server";
import { clientIpContext, nonceContext } from "~/lib/context";
import { createDatabase, databaseOptions, getDatabase, setDatabase } from "~/lib/db.server";
import { getEnv, type Env } from "~/lib/env.server";
import { apiMessages, requestLang } from "~/lib/api.server";
import { logger } from "~/lib/logger.server";
import { seedDatabase } from "../db/seed";
import { jsonEndpoint } from "./json-endpoint";
import { mediaFiles } from "./media-files";
import { mediaUpload } from "./media-upload";
import { createMicroCache, type MicroCache } from "./micro-cache";
import { pathSpelling } from "./path-spelling";
import { apiGuards, dotSegmentGuard, guardRequestTarget } from "./request-guards";
import {
  closeOnUnreadBody,
  nonceMiddleware,
  securityHeaders,
  staticSecurityHeaders,
} from "./security";
import { startBackgroundWork, stopBackgroundWork } from "./startup";

/**
 * The last error handler: an error that carries a 4xx status (a body parser's, a malformed
 * request's) is the client's mistake and answers that status as JSON in the caller's language,
 * logged as the request's warning line, without a stack (issue 41, finding 3); anything else is
 * a 500 and logged as an error with its stack.
 */
function clientErrorHandler(
  err: unknown,
  req: express.Request,
  res: express.Response,
  next: express.NextFunction,
) {
  if (res.headersSent) return next(err);
  const e = err as { status?: unknown; statusCode?: unknown; message?: unknown };
  const status = Number(e?.status ?? e?.statusCode);
  const lang = requestLang({ headers: { get: (name) => req.get(name) ?? null } });
  if (status >= 400 && status < 500) {
    res
      .status(status)
      .set("Cache-Control", "no-store")
      .json({ error: "bad_request", message: apiMessages(lang).invalidJson });
    return;
  }
  logger.error({ err, url: req.originalUrl }, "Unhandled error");
  res
    .status(500)
    .set("Cache-Control", "no-store")
    .json({ error: "internal", message: apiMessages(lang).internal });
}

/** Error answers of the early analytics endpoint are JSON that no browser should sniff. */
function noSniff(_req: express.Request, res: express.Response, next: express.NextFunction) {
  res.setHeader("X-Content-Type-Options", "nosniff");
  next();
}

export interface StartedServer {
  app: express.Express;
  /** Answers cache hits on the bare Node request before Express (server.js); false otherwise. */
  serveCached: MicroCache["serve"];
  /**
   * Checks the request target on the bare Node request (server.js calls it before anything
   * else): absolute-form routed by its path, `OPTIONS *` answered 204, other odd targets and a
   * path with a dot segment 400 (issues 31 and 41); true when it answered.
   */
  guardRequestTarget: typeof guardRequestTarget;
  /** Stops background work and closes the database. */
  close(): Promise<void>;
  /** What server.js needs of the validated environment. */
  env: Pick<Env, "PORT" | "HOST" | "SHUTDOWN_GRACE_MS">;
  /** Security headers for the static files server.js serves before the app. */
  staticHeaders: ReturnType<typeof staticSecurityHeaders>;
}

/**
 * Initialises everything the process needs (environment, database, migrations, seed,
 * administrator, background workers) and returns the Express application.
 * `server.js` adds static files and listens; tests call this directly.
 */
export async function createServer(): Promise<StartedServer> {
  const env = getEnv();
  const database = createDatabase(databaseOptions(env));
  setDatabase(database);
  await database.migrate();
  const seed = await seedDatabase(database.db);
  if (database.kind === "pglite") {
    logger.warn(
      { dataDir: env.DATA_DIR },
      "Using the embedded PGlite database (single process, no fsync). Set DATABASE_URL to PostgreSQL for production.",
    );
  } else {
    logger.info("Using PostgreSQL from DATABASE_URL");
  }
  if (seed.seeded)
    logger.info("Seeded an empty database with cruise prices and partner attractions");
  if (env.RATE_LIMITS === "off")
    logger.warn("RATE_LIMITS=off: per-IP limits are disabled (load tests only)");

  await startBackgroundWork();

  const app = express();
  app.disable("x-powered-by");
  // A path the router would resolve to another one (`/x/../api/...`) never reaches a guard that
  // judges the unresolved one (server.js checks first too; this covers the dev server and tests).
  app.use(dotSegmentGuard);
  if (env.TRUST_PROXY) {
    const v = env.TRUST_PROXY;
    app.set("trust proxy", v === "true" ? true : /^\d+$/.test(v) ? Number(v) : v);
  }

  // Analytics beacons (docs/decisions/180) come with every page view: they are answered before
  // the request log, compression and the page headers, which a 204 without a body does not
  // need and which cost more than the event itself. The API guards still apply, as below.
  const guards = apiGuards(env.PUBLIC_SITE_URL, {
    streamingLimitPaths: [SUBSCRIBE_PATH, EVENT_BOOKINGS_PATH, CHECKOUT_PATH],
  });
  const eventsEndpoint = createEventsEndpoint({
    // A click may name any location of the catalogue, the operator's added ones included.
    locationIds: async () => Object.keys((await getCatalogue()).locations),
  });
  app.all(EVENTS_PATH, closeOnUnreadBody, noSniff, guards, jsonEndpoint(eventsEndpoint));

  app.use(
    pinoHttp({
      logger,
      genReqId: (req, res) => {
        const incoming = req.headers["x-request-id"];
        const id =
          typeof incoming === "string" && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
        res.setHeader("X-Request-Id", id);
        return id;
      },
      autoLogging: {
        ignore: (req) =>
          (req.url?.startsWith("/assets/") || req.url?.startsWith("/media/")) ?? false,
      },
      // One compact line per request: no headers or cookies in the logs.
      serializers: {
        // Unsubscribe tokens act on a subscriber: they stay out of the logs.
        req: (req) => ({
          id: req.id,
          method: req.method,
          url: req.url?.replace(/([?&]token=)[^&]*/gi, "$1[redacted]"),
        }),
        res: (res) => ({ statusCode: res.statusCode }),
      },
      // A client's mistake (4xx) is a warning without a stack; only the server's own are errors.
      customLogLevel: (_req, res) =>
        res.statusCode >= 500 ? "error" : res.statusCode >= 400 ? "warn" : "info",
    }),
  );
  app.use(pathSpelling);
  // Photos from the database (already compressed; immutable, content-addressed).
  app.use(mediaFiles());
  app.use(compression());
  app.use(closeOnUnreadBody);
  app.use(nonceMiddleware);
  app.use(
    securityHeaders({
      https: env.PUBLIC_SITE_URL.startsWith("https://"),
      devServer: !import.meta.env.PROD,
    }),
  );

  app.get("/healthz", async (_req, res) => {
    try {
      await getDatabase().ping();
      res.set("Cache-Control", "no-store").json({ status: "ok" });
    } catch {
      res.status(503).set("Cache-Control", "no-store").json({ status: "unavailable" });
    }
  });

  // The photo upload: multipart up to 20 MB, so before the JSON-only guards, doing their checks itself.
  app.use(mediaUpload(env.PUBLIC_SITE_URL));
  // Stripe's webhook: its own body limit (256 KB) and no same-origin or JSON check, since the
  // signature verified on the raw body is the credential (decision 371).
  app.all(WEBHOOK_PATH, jsonEndpoint(webhookEndpoint));
  app.use(guards);
  app.all(SUBSCRIBE_PATH, jsonEndpoint(subscribeEndpoint));
  app.all(EVENT_BOOKINGS_PATH, jsonEndpoint(eventBookingEndpoint));
  app.all(CHECKOUT_PATH, jsonEndpoint(checkoutEndpoint));
  const microCache = createMicroCache(env.HTML_CACHE_MS, logger);
  app.use(microCache.store);

  // Production: resolve the build once. Given a function, React Router re-derives its route
  // tables and handlers on every request (meant for dev HMR), which cost most of the time of a
  // small request (bench/server.ts).
  const build = import.meta.env.PROD
    ? await import("virtual:react-router/server-build")
    : () => import("virtual:react-router/server-build");

  app.use(
    createRequestHandler({
      build,
      getLoadContext(req, res) {
        return new RouterContextProvider(
          new Map<Parameters<RouterContextProvider["get"]>[0], unknown>([
            [nonceContext, res.locals.cspNonce as string],
            [clientIpContext, req.ip ?? ""],
          ]),
        );
      },
    }),
  );

  app.use(clientErrorHandler);

  return {
    app,
    serveCached: microCache.serve,
    guardRequestTarget,
    env: { PORT: env.PORT, HOST: env.HOST, SHUTDOWN_GRACE_MS: env.SHUTDOWN_GRACE_MS },
    staticHeaders: staticSecurityHeaders({ https: env.PUBLIC_SITE_URL.startsWith("https://") }),
    async close() {
      await stopBackgroundWork();
      await database.close();
    },
  };
}
export { createAssetHandler } from "./assets";
