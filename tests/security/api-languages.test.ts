/**
 * No API answer carries a library's raw English message to a Polish request (issue 41,
 * finding 6): every API route of the route table (and the public endpoints Express serves)
 * with every method, signed in and anonymous, with a missing, a wrong-typed and an extra-field
 * body and a junk query string, in Polish; the answer's `message` and `fieldErrors` hold none of
 * zod's default messages, and the 401 of an admin call is in the caller's language. On PGlite
 * and PostgreSQL.
 */
import { afterAll, describe, expect, test } from "vitest";
import {
  PORTS,
  sameOrigin,
  signIn,
  startServer,
  type RunningServer,
} from "../faults/support/harness";
import { bothDatabases, faultLifecycle, scratchStore } from "../faults/support/lifecycle";
import { ALL_ROUTES, concrete } from "./routes";

/** zod's default (English) messages, as `fieldErrors` carried them before. */
const RAW =
  /Invalid input|Invalid (?:string|option|type|email|url|enum|union|element|key|date|number|literal|value)\b|expected (?:string|number|boolean|object|array|nonoptional|record|int)|received (?:undefined|string|number|boolean|object|array|null|NaN)|Too (?:small|big)|Unrecognized key|^Required$|Sign in required|Administrator role required/i;

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
const WRONG_TYPES: Record<string, unknown> = Object.fromEntries(
  [
    "email",
    "name",
    "lang",
    "password",
    "currentPassword",
    "newPassword",
    "code",
    "token",
    "region",
    "onlyNew",
    "subject",
    "body",
    "status",
    "pl",
    "en",
    "order",
    "mediaId",
    "mediaIds",
    "fields",
    "from",
    "until",
    "message",
    "price",
    "active",
    "name_pl",
    "name_en",
    "title_pl",
    "slug_pl",
    "location",
    "phone",
    "description",
    "date",
    "timeFrom",
    "timeTo",
    "kind",
    "amount",
    "alt_pl",
    "alt_en",
    "focalX",
    "focalY",
    "social",
    "company",
    "booking",
    "durationMin",
    "capacity",
    "scheduledAt",
    "path",
    "props",
    "consent",
  ].map((k, i) => [k, i % 3 === 0 ? 12345 : i % 3 === 1 ? [true] : { nested: 1 }]),
);
const BODIES: Record<string, unknown> = {
  missing: {},
  "wrong-typed": WRONG_TYPES,
  extra: { unexpected: "x", another: [1, 2], __extra__: { a: 1 } },
};
/** The public forms Express answers before the router (not in app/routes.ts). */
const EXPRESS_PATHS = ["/api/event-bookings", "/api/newsletter/subscribe", "/api/events"];
const JUNK_QUERY = "?from=x&to=y&days=zz&page=-1&email=1&status=nope&q=%00&download=2";

function apiPaths(): string[] {
  const paths = ALL_ROUTES.filter(
    (r) => r.path.startsWith("api/") && !r.path.startsWith("api/auth"),
  )
    .map((r) => concrete(r.path))
    .filter((p) => p !== "/api/x");
  return [...new Set([...paths, ...EXPRESS_PATHS])];
}

interface Leak {
  what: string;
  text: string;
}

function leaksOf(what: string, status: number, text: string): Leak[] {
  let body: { message?: unknown; fieldErrors?: Record<string, unknown> };
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    return [];
  }
  if (!body || typeof body !== "object") return [];
  const texts = [
    typeof body.message === "string" ? body.message : "",
    ...Object.values(body.fieldErrors ?? {}).map(String),
  ];
  return texts.filter((t) => RAW.test(t)).map((t) => ({ what: `${what} → ${status}`, text: t }));
}

const { cleanups } = faultLifecycle();

describe.each(await bothDatabases())("API messages in a Polish request on $db", ({ db, skip }) => {
  let server: RunningServer;
  const start = async () => {
    const { dataDir, databaseUrl } = await scratchStore(cleanups, "api-lang", db);
    server = await startServer({
      port: PORTS.a,
      dataDir,
      databaseUrl,
      env: { RATE_LIMITS: "off", LOG_LEVEL: "error" },
    });
  };
  afterAll(async () => {
    await server?.stop();
  });

  test.skipIf(skip)(
    "every API route × method × (missing, wrong-typed, extra fields; junk query): no raw library message",
    async () => {
      await start();
      const admin = await signIn(server.url);
      expect(admin.status).toBe(200);
      const leaks: Leak[] = [];
      const paths = apiPaths();
      expect(paths.length).toBeGreaterThan(60);
      const jobs: Array<() => Promise<void>> = [];
      for (const signedIn of [true, false]) {
        const cookie = `${signedIn ? `${admin.cookie}; ` : ""}preferred-language=pl`;
        const headers = sameOrigin(server.url, {
          "Accept-Language": "pl-PL,pl;q=0.9",
          Cookie: cookie,
        });
        const who = signedIn ? "admin" : "anonymous";
        for (const path of paths) {
          for (const method of METHODS) {
            if (method === "GET") {
              for (const q of ["", JUNK_QUERY])
                jobs.push(async () => {
                  const res = await fetch(server.url + path + q, { headers });
                  leaks.push(...leaksOf(`GET ${path}${q} (${who})`, res.status, await res.text()));
                });
              continue;
            }
            // Anonymous calls are refused before any body is read: one body is enough.
            for (const [kind, body] of Object.entries(BODIES).slice(0, signedIn ? 3 : 1))
              jobs.push(async () => {
                const res = await fetch(server.url + path, {
                  method,
                  headers,
                  body: JSON.stringify(body),
                });
                leaks.push(
                  ...leaksOf(`${method} ${path} ${kind} (${who})`, res.status, await res.text()),
                );
              });
          }
        }
      }
      const answered = jobs.length;
      // Four at a time.
      await Promise.all(
        Array.from({ length: 4 }, async () => {
          for (let job = jobs.shift(); job; job = jobs.shift()) await job();
        }),
      );
      console.log(`[api-languages ${db}] ${answered} requests, ${leaks.length} raw messages`);
      expect(leaks).toEqual([]);
      // The walk did not sign the administrator out halfway.
      const me = await fetch(`${server.url}/api/admin/me`, { headers: { Cookie: admin.cookie } });
      expect(me.status).toBe(200);
    },
    600_000,
  );

  test.skipIf(skip)("the 401 of an admin call is in the caller's language", async () => {
    for (const [lang, want] of [
      ["pl-PL,pl;q=0.9", "Zaloguj się."],
      ["en-GB,en;q=0.9", "Sign in required."],
    ] as const) {
      for (const path of [
        "/api/admin/me",
        "/api/admin/prices",
        "/api/admin/account",
        "/api/admin/settings",
      ]) {
        const res = await fetch(server.url + path, { headers: { "Accept-Language": lang } });
        expect(res.status, path).toBe(401);
        expect(((await res.json()) as { message: string }).message, `${path} ${lang}`).toBe(want);
      }
    }
  });

  test.skipIf(skip)(
    "POST /api/admin/invitations without lang: 201, the invitation in Polish",
    async () => {
      const admin = await signIn(server.url);
      const res = await fetch(`${server.url}/api/admin/invitations`, {
        method: "POST",
        headers: sameOrigin(server.url, { Cookie: admin.cookie, "Accept-Language": "pl" }),
        body: JSON.stringify({ email: `invitee-${db.toLowerCase()}@example.com` }),
      });
      expect(res.status, await res.clone().text()).toBe(201);
    },
  );
});
