/**
 * A local stand-in for FareHarbor's External API v1 (the minimal availabilities of
 * FareHarbor/fareharbor-docs, external-api/endpoints/endpoints.md "Availabilities"), for tests
 * and `npm run dev`: `npm run fake:fareharbor` starts it on FAKE_FAREHARBOR_PORT (default 3830)
 * and prints the variables that point the site at it.
 *
 * GET /api/external/v1/companies/{shortname}/items/{item}/minimal/availabilities/date-range/{start}/{end}/
 * with X-FareHarbor-API-App / X-FareHarbor-API-User equal to FAKE_KEYS (else 401).
 *
 * Modes (GET /__mode?set=…, or setMode()): normal; down (503); slow (answers after `slowMs`,
 * 10 s by default); unauthorised (403 whatever the keys); malformed (200 with a body that is
 * not the documented shape, alternating broken JSON and wrong fields); huge (200 with a 400 MB
 * body streamed lazily, without a Content-Length: `huge.bytesSent` counts what was written,
 * `huge.cutOff` the answers the client hung up on). GET /__hits counts the
 * availability requests (total and per item); GET /__reset clears them and sets normal.
 *
 * The departures of an item, every day: item 623503 (the 20-minute ticket) at 10:00, 12:00,
 * 14:00, 16:00 and 18:00 for 20 minutes with 12, 3, 0, 8 and 1 seats left (so: available, few,
 * sold out); item 660032 (90 minutes, private) at 11:00 and 17:00 with 1 and 0; any other item
 * at 12:00 for 60 minutes with 6 seats. A departure's pk is item × 10⁶ + day-of-year × 100 + hour.
 */
import { createServer, type Server } from "node:http";
import { pathToFileURL } from "node:url";
import { warsawOffset } from "../../app/lib/site-data/promo-events";
import { newHugeBodyCounter, streamHugeBody } from "./huge-body";
import { listenLocal } from "./listen";

export type FareHarborMode = "normal" | "down" | "slow" | "unauthorised" | "malformed" | "huge";
export const FAREHARBOR_MODES: FareHarborMode[] = [
  "normal",
  "down",
  "slow",
  "unauthorised",
  "malformed",
  "huge",
];

export const FAKE_KEYS = { app: "fake-app-key", user: "fake-user-key" };
export const FAKE_SHORTNAME = "ribwarsaw";

const SCHEDULES: Record<string, { times: [string, number][]; minutes: number }> = {
  "623503": {
    times: [
      ["10:00", 12],
      ["12:00", 3],
      ["14:00", 0],
      ["16:00", 8],
      ["18:00", 1],
    ],
    minutes: 20,
  },
  "660032": {
    times: [
      ["11:00", 1],
      ["17:00", 0],
    ],
    minutes: 90,
  },
};
const OTHER = { times: [["12:00", 6]] as [string, number][], minutes: 60 };

const PATH =
  /^\/api\/external\/v1\/companies\/([^/]+)\/items\/(\d+)\/minimal\/availabilities\/date-range\/(\d{4}-\d{2}-\d{2})\/(\d{4}-\d{2}-\d{2})\/$/;

/** "+01:00" → "+0100", the provider's spelling. */
const providerTime = (day: string, time: string) =>
  `${day}T${time}:00${warsawOffset(day, time).replace(":", "")}`;

function addMinutes(day: string, time: string, minutes: number): string {
  const ms = Date.parse(`${day}T${time}:00Z`) + minutes * 60_000;
  const d = new Date(ms).toISOString();
  return providerTime(d.slice(0, 10), d.slice(11, 16));
}

export function fakeAvailabilities(item: string, start: string, end: string) {
  const schedule = SCHEDULES[item] ?? OTHER;
  const out: unknown[] = [];
  for (
    let t = Date.parse(`${start}T12:00:00Z`);
    t <= Date.parse(`${end}T12:00:00Z`);
    t += 86_400_000
  ) {
    const day = new Date(t).toISOString().slice(0, 10);
    const dayOfYear =
      Math.floor((t - Date.parse(`${day.slice(0, 4)}-01-01T12:00:00Z`)) / 86_400_000) + 1;
    for (const [time, capacity] of schedule.times) {
      out.push({
        pk: Number(item) * 1_000_000 + dayOfYear * 100 + Number(time.slice(0, 2)),
        start_at: providerTime(day, time),
        end_at: addMinutes(day, time, schedule.minutes),
        capacity,
        minimum_party_size: 1,
        maximum_party_size: null,
        online_booking_status: "auto",
        customer_type_rates: [],
      });
    }
  }
  return out;
}

export async function startFakeFareHarbor(port = 0, opts: { slowMs?: number } = {}) {
  let mode: FareHarborMode = "normal";
  let malformedTurn = 0;
  const hits = { total: 0, byItem: {} as Record<string, number> };
  const huge = newHugeBodyCounter();

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const send = (status: number, body: unknown) => {
      if (res.destroyed) return;
      res.writeHead(status, { "Content-Type": "application/json" });
      res.end(typeof body === "string" ? body : JSON.stringify(body));
    };
    if (url.pathname === "/__mode") {
      const next = url.searchParams.get("set") as FareHarborMode;
      if (FAREHARBOR_MODES.includes(next)) mode = next;
      return send(200, { mode });
    }
    if (url.pathname === "/__hits") return send(200, hits);
    if (url.pathname === "/__reset") {
      hits.total = 0;
      hits.byItem = {};
      mode = "normal";
      return send(200, { mode });
    }
    const m = PATH.exec(url.pathname);
    if (req.method !== "GET" || !m) return send(404, { error: "Not found." });
    const [, , item, start, end] = m;
    hits.total++;
    hits.byItem[item!] = (hits.byItem[item!] ?? 0) + 1;
    const respond = () => {
      if (mode === "down") return send(503, { error: "Service unavailable." });
      const keysOk =
        req.headers["x-fareharbor-api-app"] === FAKE_KEYS.app &&
        req.headers["x-fareharbor-api-user"] === FAKE_KEYS.user;
      if (mode === "unauthorised" || !keysOk)
        return send(403, { error: "Authentication credentials were not provided." });
      if (mode === "huge") return streamHugeBody(res, huge, '{"availabilities": [');
      if (mode === "malformed") {
        malformedTurn++;
        return send(
          200,
          malformedTurn % 2
            ? '{"availabilities": [{"pk": 1, "start_at": '
            : { availabilities: { pk: "<b>not a list</b>" } },
        );
      }
      return send(200, { availabilities: fakeAvailabilities(item!, start!, end!) });
    };
    if (mode === "slow") setTimeout(respond, opts.slowMs ?? 10_000);
    else respond();
  });
  const actualPort = await listenLocal(server, port);
  return {
    port: actualPort,
    apiUrl: `http://127.0.0.1:${actualPort}/api/external/v1`,
    /** The site's environment for this fake. */
    env: {
      FAREHARBOR_API_URL: `http://127.0.0.1:${actualPort}/api/external/v1`,
      FAREHARBOR_APP_KEY: FAKE_KEYS.app,
      FAREHARBOR_USER_KEY: FAKE_KEYS.user,
      FAREHARBOR_SHORTNAME: FAKE_SHORTNAME,
    },
    hits,
    huge,
    setMode(m: FareHarborMode) {
      mode = m;
    },
    resetHits() {
      hits.total = 0;
      hits.byItem = {};
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// `npm run fake:fareharbor`: run it on its own for `npm run dev`.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const fake = await startFakeFareHarbor(Number(process.env.FAKE_FAREHARBOR_PORT ?? 3830));
  console.log(`Fake FareHarbor on ${fake.apiUrl} (mode normal; GET /__mode?set=down|slow|unauthorised|malformed|normal, /__hits).
Start the site against it with:
${Object.entries(fake.env)
  .map(([k, v]) => `  ${k}=${v}`)
  .join(" \\\n")} npm run dev`);
}
