/**
 * Property-based fuzzing of every public endpoint (and, as the administrator, the endpoints
 * whose data the public pages render) against the production build over HTTP: random,
 * oversized, wrong-typed and malicious payloads, odd headers and content types.
 * Properties: no 5xx, no dropped connection, JSON errors from /api; afterwards every page that
 * shows stored data still renders and no e-mail failed.
 */
import http from "node:http";
import fc from "fast-check";
import { afterAll, describe, expect, test } from "vitest";
import { startFakeWeather } from "../support/fake-weather";
import { startSmtpSink } from "../support/smtp-sink";
import { waitFor } from "../faults/support/harness";
import { serverForFile } from "../faults/support/lifecycle";
import { daysAhead, FUTURE_DATE } from "../support/dates";
import { API_ROUTES, concrete } from "../security/routes";

// Node's fetch keeps connections alive by default, so the requests reuse a few sockets.

const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
let total = 0;
let firstFailure = false;

let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let weather: Awaited<ReturnType<typeof startFakeWeather>>;

const file = serverForFile("fuzz", async () => {
  console.log(`[fuzz] seed ${SEED} (replay with FUZZ_SEED=${SEED})`);
  smtp = await startSmtpSink(0);
  weather = await startFakeWeather(0);
  return {
    smtpUrl: smtp.url,
    weatherUrl: weather.primaryUrl,
    weatherFallbackUrl: weather.fallbackUrl,
    env: { RATE_LIMITS: "off", LOG_LEVEL: "error" },
  };
});

afterAll(async () => {
  await smtp?.close();
  await weather?.close();
  console.log(`[fuzz] ${total} requests in total`);
});

/* ------------------------------------------------------------------ */
/* Arbitraries                                                         */
/* ------------------------------------------------------------------ */

const MALICIOUS = [
  "'; DROP TABLE newsletter_subscribers; --",
  "' OR '1'='1",
  "1; select pg_sleep(5)--",
  '") OR 1=1 --',
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  '"><svg onload=alert(1)>',
  "javascript:alert(1)",
  "{{constructor.constructor('alert(1)')()}}",
  "${7*7}",
  "\u0000",
  "a\u0000b",
  "\u202eevil\u202c",
  "\ud800",
  "\udfff\ud800",
  "👨‍👩‍👧‍👦🚤🌊",
  "Zażółć gęślą jaźń",
  "\r\nBcc: victim@example.com",
  "test@example.com\r\nSubject: injected",
  "../../../../etc/passwd",
  "%00%2e%2e%2f",
  "__proto__",
  "constructor",
  "NaN",
  "Infinity",
  "-0",
  "9".repeat(400),
  " ",
  "",
];

const nastyString = fc.oneof(
  { weight: 4, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 3, arbitrary: fc.string({ unit: "binary", maxLength: 60 }) },
  { weight: 4, arbitrary: fc.constantFrom(...MALICIOUS) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.constantFrom(...MALICIOUS), fc.string({ maxLength: 10 }))
      .map(([a, b]) => a + b),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.constantFrom("a", "ż", "<script>", "\u0000", "😀", "'"),
        fc.integer({ min: 100, max: 30_000 }),
      )
      .map(([s, n]) => s.repeat(n)),
  },
);

const nastyNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(
    Number.MAX_SAFE_INTEGER,
    -Number.MAX_SAFE_INTEGER,
    1e308,
    -1e308,
    2 ** 31,
    -(2 ** 31),
    2 ** 63,
    0,
    -0,
    0.1,
  ),
);

const { value: nastyValue } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    nastyString,
    nastyNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(
      fc.oneof(
        fc.string({ maxLength: 8 }),
        fc.constantFrom("__proto__", "constructor", "email", "$ne"),
      ),
      tie("value"),
      { maxKeys: 4 },
    ),
  ),
}));

/** Deeply nested JSON (a parser-stack attack). */
const deepNesting = fc.integer({ min: 100, max: 5000 }).map((n) => "[".repeat(n) + "]".repeat(n));

/** An object with the endpoint's field names, each either plausible or hostile. */
function formBody(fields: Record<string, fc.Arbitrary<unknown>>) {
  const entries = Object.entries(fields).map(
    ([k, plausible]) =>
      [k, fc.option(fc.oneof(plausible, nastyValue), { nil: undefined })] as const,
  );
  return fc
    .record(Object.fromEntries(entries), { requiredKeys: [] })
    .chain((obj) =>
      fc
        .dictionary(fc.string({ maxLength: 10 }), nastyValue, { maxKeys: 2 })
        .map((extra) => ({ ...extra, ...obj })),
    );
}

const email = fc.oneof(
  fc.emailAddress(),
  nastyString,
  fc.emailAddress().map((e) => ` ${e.toUpperCase()} `),
);
const bookingFields = {
  name: fc.oneof(fc.string({ minLength: 2, maxLength: 100 }), nastyString),
  phone: fc.oneof(fc.constantFrom("+48 600 100 200", "600100200", "(22) 123-45-67"), nastyString),
  email,
  date: fc.oneof(
    fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
    fc.constantFrom("2026-02-30", "9999-99-99", "0000-00-00"),
    nastyString,
  ),
  timeFrom: fc.oneof(fc.constantFrom("10:00", "23:59", "24:00", "99:99"), nastyString),
  timeTo: fc.oneof(fc.constantFrom("12:00", "00:00"), nastyString),
  description: fc.oneof(fc.string({ minLength: 10, maxLength: 500 }), nastyString),
  language: fc.oneof(fc.constantFrom("pl", "en", "de"), nastyValue),
  website: fc.oneof(fc.constant(""), nastyString),
};
const newsletterFields = {
  name: fc.oneof(fc.string({ minLength: 2, maxLength: 100 }), nastyString),
  email,
  phone: fc.oneof(fc.constantFrom("", "+48 600 100 200"), nastyString),
  whatsappGroup: fc.oneof(fc.boolean(), nastyValue),
  consent: fc.oneof(fc.constant(true), nastyValue),
  region: fc.oneof(fc.constantFrom("warsaw", "zegrze", "gdansk", "all", null), nastyValue),
  language: fc.oneof(fc.constantFrom("pl", "en"), nastyValue),
  website: fc.oneof(fc.constant(""), nastyString),
};

/** Text that passes validation but is hostile: it gets stored, rendered and e-mailed. */
function storableText(min: number, max: number) {
  return fc
    .oneof(
      fc.constantFrom(...MALICIOUS),
      fc.string({ unit: "grapheme", maxLength: max }),
      fc
        .tuple(fc.constantFrom(...MALICIOUS), fc.string({ unit: "grapheme", maxLength: 20 }))
        .map(([a, b]) => a + b),
    )
    .map((t) => t.split(String.fromCharCode(0)).join("").padEnd(min, "ż").slice(0, max))
    .filter((t) => t.trim().length >= min);
}
const validEmail = fc.emailAddress().filter((e) => e.length <= 200);
const validBooking = fc.record({
  name: storableText(2, 100),
  phone: fc.constantFrom("+48 600 100 200", "600100200", "(22) 123-45-67"),
  email: validEmail,
  date: fc.constantFrom(FUTURE_DATE, daysAhead(300)),
  timeFrom: fc.constantFrom("10:00", "18:30"),
  timeTo: fc.constantFrom("12:00", "23:59"),
  description: storableText(10, 500),
  language: fc.constantFrom("pl", "en"),
});
const validSubscription = fc.record({
  name: storableText(2, 100),
  email: validEmail,
  consent: fc.constant(true),
  region: fc.constantFrom("warsaw", "zegrze", "gdansk", "all"),
  language: fc.constantFrom("pl", "en"),
  whatsappGroup: fc.boolean(),
});
const stored = { bookings: 0, subscriptions: 0 };

/** How the body goes over the wire: JSON of the value, raw junk, or the wrong content type. */
function wireBody(value: fc.Arbitrary<unknown>) {
  return fc.oneof(
    {
      weight: 8,
      arbitrary: value.map((v) => ({
        body: JSON.stringify(v) ?? "null",
        type: "application/json",
      })),
    },
    {
      weight: 1,
      arbitrary: nastyValue.map((v) => ({
        body: JSON.stringify(v) ?? "null",
        type: "application/json",
      })),
    },
    { weight: 1, arbitrary: nastyString.map((s) => ({ body: s, type: "application/json" })) },
    { weight: 1, arbitrary: deepNesting.map((s) => ({ body: s, type: "application/json" })) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          value,
          fc.constantFrom(
            "text/plain",
            "application/x-www-form-urlencoded",
            "multipart/form-data; boundary=x",
            "application/xml",
            "",
            "application/json; charset=latin1",
          ),
        )
        .map(([v, type]) => ({ body: JSON.stringify(v) ?? "", type })),
    },
    {
      weight: 1,
      arbitrary: fc
        .integer({ min: 17_000, max: 400_000 })
        .map((n) => ({ body: JSON.stringify({ name: "x".repeat(n) }), type: "application/json" })),
    },
  );
}

/** Optional hostile headers on any request. */
const extraHeaders = fc.record(
  {
    Cookie: fc.oneof(
      fc.constantFrom(
        "preferred-language=en",
        "preferred-language=xx",
        "better-auth.session_token=forged.token",
      ),
      nastyString.map((s) => `preferred-language=${enc(s)}`),
    ),
    "Accept-Language": fc.oneof(
      fc.constantFrom("en-GB,en;q=0.9", "pl", "*", ";;;q=x"),
      fc.string({ maxLength: 30 }).map((s) => s.replace(/[^\x20-\x7e]/g, "")),
    ),
    "X-Forwarded-For": fc.constantFrom("1.2.3.4", "::1", "not-an-ip", "1.1.1.1, 2.2.2.2"),
    "X-Request-Id": fc.string({ maxLength: 80 }).map((s) => s.replace(/[^\x20-\x7e]/g, "")),
  },
  { requiredKeys: [] },
);

const queryString = fc
  .dictionary(fc.string({ maxLength: 10 }), fc.oneof(nastyString, fc.string({ maxLength: 20 })), {
    maxKeys: 4,
  })
  .map((q) => {
    const s = new URLSearchParams(q as Record<string, string>).toString();
    return s ? `?${s}` : "";
  });

/* ------------------------------------------------------------------ */
/* Request + properties                                               */
/* ------------------------------------------------------------------ */

interface Sent {
  method: string;
  path: string;
  body?: string;
  type?: string;
  headers?: Record<string, string>;
}

async function send(req: Sent) {
  total++;
  const headers: Record<string, string> = { Origin: file.server.url, ...req.headers };
  if (req.type !== undefined && req.body !== undefined) headers["Content-Type"] = req.type;
  let res: Response;
  try {
    res = await fetch(file.server.url + req.path, {
      method: req.method,
      headers,
      body: req.body,
      redirect: "manual",
      signal: AbortSignal.timeout(15_000),
    });
  } catch (err) {
    const alive = file.server.child.exitCode === null;
    const health = await fetch(`${file.server.url}/healthz`, {
      signal: AbortSignal.timeout(3000),
    }).then(
      (r) => String(r.status),
      (e: Error) => e.message,
    );
    if (!firstFailure) {
      firstFailure = true;
      console.error(
        `[fuzz] first failed request: ${req.method} ${req.path} headers ${JSON.stringify(req.headers).slice(0, 300)} body ${JSON.stringify((req.body ?? "").slice(0, 500))}\n[fuzz] server alive=${alive} healthz=${health}\n${file.server.output().slice(-3000)}`,
      );
    }
    throw new Error(
      `${req.method} ${req.path}: request failed (${(err as Error).message}); server alive=${alive}, healthz ${health}; body starts ${JSON.stringify((req.body ?? "").slice(0, 200))}`,
      { cause: err },
    );
  }
  const text = await res.text();
  if (res.status >= 500) {
    throw new Error(
      `${req.method} ${req.path} → ${res.status} ${text.slice(0, 300)}; body starts ${JSON.stringify((req.body ?? "").slice(0, 300))}`,
    );
  }
  return { status: res.status, text, type: res.headers.get("content-type") ?? "" };
}

function expectJsonError(r: { status: number; text: string; type: string }) {
  if (r.status >= 400) {
    expect(r.type).toMatch(/application\/json/);
    const parsed = JSON.parse(r.text) as { error?: unknown; message?: unknown; code?: unknown };
    expect(
      typeof parsed.error === "string" ||
        typeof parsed.message === "string" ||
        typeof parsed.code === "string",
    ).toBe(true);
  }
}

function run<T>(arb: fc.Arbitrary<T>, numRuns: number, predicate: (v: T) => Promise<void>) {
  return fc.assert(fc.asyncProperty(arb, predicate), {
    numRuns,
    seed: SEED,
    endOnFailure: false,
    interruptAfterTimeLimit: 100_000,
  });
}

describe("fuzz: public endpoints never answer 5xx", () => {
  test("POST /api/event-bookings", async () => {
    await run(
      fc.tuple(wireBody(fc.oneof(formBody(bookingFields), validBooking)), extraHeaders),
      2000,
      async ([wire, headers]) => {
        const r = await send({ method: "POST", path: "/api/event-bookings", ...wire, headers });
        if (r.status === 201) stored.bookings++;
        expect([201, 400, 413, 415, 429, 431]).toContain(r.status);
        if (r.status !== 431) expectJsonError(r);
      },
    );
  });

  test("POST /api/newsletter/subscribe", async () => {
    await run(
      fc.tuple(wireBody(fc.oneof(formBody(newsletterFields), validSubscription)), extraHeaders),
      2000,
      async ([wire, headers]) => {
        const r = await send({
          method: "POST",
          path: "/api/newsletter/subscribe",
          ...wire,
          headers,
        });
        if (r.status === 201 || r.status === 200) stored.subscriptions++;
        expect([201, 202, 400, 409, 413, 415, 429, 431]).toContain(r.status);
        if (r.status !== 431) expectJsonError(r);
      },
    );
  });

  test("GET and POST /api/newsletter/unsubscribe", async () => {
    const token = fc.oneof(
      nastyString,
      fc.base64String({ maxLength: 200 }),
      fc.uuid(),
      fc.constant(""),
    );
    await run(
      fc.tuple(
        fc.constantFrom("GET", "POST"),
        token,
        fc.boolean(),
        wireBody(nastyValue),
        extraHeaders,
      ),
      1200,
      async ([method, t, withToken, wire, headers]) => {
        const path = withToken
          ? `/api/newsletter/unsubscribe?token=${enc(t)}`
          : `/api/newsletter/unsubscribe`;
        const r = await send(
          method === "GET"
            ? { method, path, headers }
            : { method, path, ...wire, headers: { ...headers, Origin: "https://mail.example" } },
        );
        expect(r.status).toBeLessThan(500);
      },
    );
  });

  test("GET /api/prices and /api/attractions with junk query and headers", async () => {
    await run(
      fc.tuple(fc.constantFrom("/api/prices", "/api/attractions"), queryString, extraHeaders),
      1000,
      async ([path, q, headers]) => {
        const r = await send({ method: "GET", path: path + q, headers });
        expect([200, 431]).toContain(r.status);
        if (r.status === 200) expect(() => JSON.parse(r.text)).not.toThrow();
      },
    );
  });

  test("GET /api/weather/:location", async () => {
    const location = fc.oneof(
      fc.constantFrom("warszawa", "zegrze", "gdansk", "WARSZAWA", "gdańsk", "..", "%00"),
      nastyString,
    );
    await run(fc.tuple(location, queryString, extraHeaders), 1000, async ([loc, q, headers]) => {
      const segment = enc(loc).slice(0, 2000) || "x";
      const r = await send({ method: "GET", path: `/api/weather/${segment}${q}`, headers });
      expect([200, 400, 404, 431, 502]).toContain(r.status);
    });
  });

  test("POST /api/auth/sign-in/email", async () => {
    const body = formBody({
      email: fc.oneof(email, fc.constant("admin@ribwarsaw.test")),
      password: nastyString,
      rememberMe: nastyValue,
      callbackURL: nastyString,
    });
    await run(fc.tuple(wireBody(body), extraHeaders), 400, async ([wire, headers]) => {
      const r = await send({ method: "POST", path: "/api/auth/sign-in/email", ...wire, headers });
      expect(r.status).not.toBe(200);
    });
  });

  test("unknown /api paths with any method", async () => {
    const segment = fc.oneof(
      fc.string({ minLength: 1, maxLength: 20 }),
      fc.constantFrom(...MALICIOUS.filter(Boolean)),
    );
    await run(
      fc.tuple(
        fc.constantFrom("GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"),
        fc.array(segment, { minLength: 1, maxLength: 4 }),
        wireBody(nastyValue),
      ),
      1500,
      async ([method, segments, wire]) => {
        const path = "/api/zz-" + segments.map((s) => enc(s)).join("/");
        const r = await send({
          method,
          path,
          ...(method === "GET" || method === "HEAD" ? {} : wire),
        });
        expect(r.status).toBeLessThan(500);
        // A mutating call meets the request guards first (docs/security.md): origin, content
        // type, size. Whatever answers, it is never a success.
        // 400: a segment such as `..%2F..` has a dot segment once decoded, refused before
        // routing (decision 282); anything else unknown is a 404.
        if (method === "GET") expect([400, 404]).toContain(r.status);
        else if (method !== "HEAD" && method !== "OPTIONS")
          expect([400, 403, 404, 411, 413, 415]).toContain(r.status);
      },
    );
  });

  test("pages with junk query strings, cookies and language headers", async () => {
    const paths = fc.constantFrom(
      "/",
      "/warsaw-river-cruise",
      "/rejsy-wisla-warszawa/20-min",
      "/atrakcje-warszawa",
      "/contact",
      "/admin/login",
      "/newsletter/wypisano",
    );
    const q = fc.oneof(
      queryString,
      fc
        .record({ location: nastyString, country: nastyString })
        .map((r) => `?${new URLSearchParams(r).toString()}`),
    );
    await run(fc.tuple(paths, q, extraHeaders), 500, async ([path, query, headers]) => {
      const r = await send({ method: "GET", path: path + query, headers });
      expect([200, 302, 303, 431]).toContain(r.status);
    });
  });
});

describe("fuzz: administrator endpoints whose data public pages show", () => {
  const attraction = {
    name: fc.oneof(fc.string({ minLength: 1, maxLength: 120 }), nastyString),
    category: fc.oneof(fc.constantFrom("Muzeum", "Park"), nastyString),
    description: fc.oneof(fc.string({ minLength: 1, maxLength: 300 }), nastyString),
    price: fc.oneof(fc.constantFrom("50 zł", "0"), nastyString),
    location: fc.oneof(fc.constant("Warszawa"), nastyString),
    duration: fc.oneof(fc.constant(null), nastyString),
    website_url: fc.oneof(
      fc.constantFrom("https://example.com/a?b=<c>", "javascript:alert(1)", "http://x", null),
      nastyString,
    ),
    google_maps_url: fc.oneof(
      fc.constantFrom("https://maps.google.com/?q=x", "data:text/html,<script>alert(1)</script>"),
      nastyString,
    ),
    image_url: fc.oneof(
      fc.constantFrom("https://example.com/x.jpg", 'https://"onerror=alert(1)//'),
      nastyString,
    ),
    is_active: fc.oneof(fc.constant(true), nastyValue),
    display_order: fc.oneof(fc.integer({ min: -5, max: 5 }), nastyValue),
  };

  test("POST /api/admin/attractions and PATCH /api/admin/prices/:id as the administrator", async () => {
    await run(wireBody(formBody(attraction)), 400, async (wire) => {
      const r = await send({
        method: "POST",
        path: "/api/admin/attractions",
        ...wire,
        headers: { Cookie: file.adminCookie },
      });
      expect([201, 400, 413, 415, 431]).toContain(r.status);
      if (r.status !== 431) expectJsonError(r);
    });
    const prices = (await (
      await fetch(`${file.server.url}/api/admin/prices`, { headers: { Cookie: file.adminCookie } })
    ).json()) as { prices: Array<{ id: number }> };
    const ids = prices.prices.map((p) => String(p.id));
    expect(ids.length).toBeGreaterThan(0);
    const body = formBody({
      price: fc.oneof(fc.integer({ min: 0, max: 2000 }), nastyValue),
      description: fc.oneof(fc.constant(null), nastyString),
      is_active: fc.oneof(fc.boolean(), nastyValue),
    });
    await run(
      fc.tuple(fc.oneof(fc.constantFrom(...ids), nastyString), wireBody(body)),
      400,
      async ([id, wire]) => {
        const r = await send({
          method: "PATCH",
          path: `/api/admin/prices/${enc(id) || "x"}`,
          ...wire,
          headers: { Cookie: file.adminCookie },
        });
        // 405: ids like "." or ".." normalise onto the collection path, which has no PATCH.
        expect([200, 400, 404, 405, 413, 415, 431]).toContain(r.status);
      },
    );
  });
});

/* ------------------------------------------------------------------ */
/* Every API path in other spellings (issue 31, finding 1)            */
/* ------------------------------------------------------------------ */

/** Every API path: the route table's, and those Express answers before the router. */
const API_PATHS = [
  ...new Set([
    ...API_ROUTES.map((r) => concrete(r.path)),
    "/api/newsletter/subscribe",
    "/api/event-bookings",
    "/api/events",
    "/api/admin/media",
    "/api/admin/media/1/file",
  ]),
];

/** A request sent with its path exactly as written (fetch would resolve dot segments first). */
function sendRaw(
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<{ status: number; text: string; type: string }> {
  total++;
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port: file.server.port,
        method,
        path,
        headers:
          body === undefined ? headers : { ...headers, "Content-Length": Buffer.byteLength(body) },
        timeout: 15_000,
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (c: string) => (text += c));
        res.on("end", () =>
          resolve({
            status: res.statusCode!,
            text,
            type: String(res.headers["content-type"] ?? ""),
          }),
        );
      },
    );
    req.on("timeout", () => req.destroy(new Error(`${method} ${path}: no answer`)));
    req.on("error", reject);
    req.end(body);
  });
}

/** One spelling of a dot segment, and one of the separator before it. */
const dotSegment = fc.constantFrom(
  "..",
  ".",
  "%2e%2e",
  "%2E%2e",
  ".%2e",
  "%2e.",
  "%2e",
  "%252e%252e",
);
const separator = fc.constantFrom("/", "/", "%2f", "%2F", "%5c", "\\");

/** `path` with a dot segment somewhere: `/api/admin/zz/../settings`, `/x%2f%2e%2e/api/...`. */
const dotSpelling = fc
  .tuple(
    fc.constantFrom(...API_PATHS),
    fc.nat(),
    fc.constantFrom("x", "zz", "api", "%61pi", "ąę"),
    dotSegment,
    separator,
  )
  .map(([path, at, junk, dot, sep]) => {
    const parts = path.split("/").slice(1);
    const i = at % (parts.length + 1);
    const before = parts.slice(0, i).join("/");
    const after = parts.slice(i).join("/");
    const inserted = `${enc(junk)}${sep}${dot}`;
    return `/${before ? before + "/" : ""}${inserted}/${after}`;
  });

/** `path` with some letters percent-encoded (either hex case) or upper-cased. */
const encodedSpelling = fc
  .tuple(
    fc.constantFrom(...API_PATHS),
    fc.array(fc.nat(), { minLength: 1, maxLength: 6 }),
    fc.boolean(),
  )
  .map(([path, picks, upper]) => {
    const chars = [...path];
    for (const pick of picks) {
      const i = 1 + (pick % (chars.length - 1));
      const c = chars[i]!;
      if (c === "/" || c.startsWith("%")) continue;
      const hex = c.charCodeAt(0).toString(16).padStart(2, "0");
      chars[i] = `%${pick % 2 ? hex.toUpperCase() : hex}`;
    }
    const spelled = chars.join("");
    return upper
      ? spelled.replace(/[a-z]+/g, (w) => (w.length > 2 ? w.toUpperCase() : w))
      : spelled;
  });

describe("fuzz: every API path in dot-segment and percent-encoded spellings", () => {
  const mutating = fc.constantFrom("POST", "PUT", "PATCH", "DELETE");
  const settingsPatch = JSON.stringify({ company: { shareCapital: "fuzzed through a spelling" } });

  test(`${API_PATHS.length} API paths with a dot segment: 400 for every method, signed in or not`, async () => {
    await run(
      fc.tuple(
        dotSpelling,
        fc.constantFrom("GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"),
        fc.boolean(),
        fc.constantFrom("application/json", "text/plain"),
      ),
      800,
      async ([path, method, withCookie, type]) => {
        const headers: Record<string, string> = {
          Origin: "https://evil.test",
          "Sec-Fetch-Site": "cross-site",
          ...(withCookie ? { Cookie: file.adminCookie } : {}),
        };
        const body =
          method === "GET" || method === "HEAD" || method === "OPTIONS" ? undefined : settingsPatch;
        if (body !== undefined) headers["Content-Type"] = type;
        const r = await sendRaw(method, path, headers, body);
        expect(r.status, `${method} ${path}`).toBe(400);
        if (method !== "HEAD") expect(JSON.parse(r.text)).toMatchObject({ error: "bad_path" });
      },
    );
  });

  test(`${API_PATHS.length} API paths percent-encoded or upper-cased: a cross-site write with the admin's cookie never succeeds`, async () => {
    await run(
      fc.tuple(encodedSpelling, mutating, fc.constantFrom("application/json", "text/plain")),
      800,
      async ([path, method, type]) => {
        const r = await sendRaw(
          method,
          path,
          {
            Origin: "https://evil.test",
            "Sec-Fetch-Site": "cross-site",
            Cookie: file.adminCookie,
            "Content-Type": type,
          },
          settingsPatch,
        );
        expect(r.status, `${method} ${path}`).toBeLessThan(500);
        // The unsubscribe link is the one call mail clients make cross-site (without a token: 4xx).
        expect(r.status >= 200 && r.status < 300, `${method} ${path} → ${r.status}`).toBe(false);
      },
    );
  });

  test("anonymous reads of the admin API in any encoded spelling are never answered with data", async () => {
    const adminPaths = API_PATHS.filter((p) => p.startsWith("/api/admin"));
    await run(
      encodedSpelling.filter((p) =>
        adminPaths.some((a) => decodeURIComponent(p).toLowerCase() === a),
      ),
      400,
      async (path) => {
        const r = await sendRaw("GET", path, {});
        expect([400, 401, 404, 405], `GET ${path}`).toContain(r.status);
      },
    );
  });

  test("the settings were changed by none of it", async () => {
    const settings = (await (
      await fetch(`${file.server.url}/api/admin/settings`, {
        headers: { Cookie: file.adminCookie },
      })
    ).json()) as { company: { shareCapital: string } };
    expect(settings.company.shareCapital).not.toBe("fuzzed through a spelling");
  });
});

describe("after the fuzzing", () => {
  test("at least 10,000 requests were made, and hostile but valid data was stored", () => {
    console.log(
      `[fuzz] stored ${stored.bookings} bookings and ${stored.subscriptions} subscriptions with hostile text`,
    );
    expect(total).toBeGreaterThanOrEqual(10_000);
    expect(stored.bookings).toBeGreaterThan(50);
    expect(stored.subscriptions).toBeGreaterThan(50);
  });

  test("every page that shows stored data still renders", async () => {
    for (const path of [
      "/",
      "/atrakcje-warszawa",
      "/warsaw-river-cruise",
      "/rejsy-wisla-warszawa",
      "/rejsy-wisla-warszawa/20-min",
      "/contact",
    ]) {
      for (const lang of ["pl", "en"]) {
        const res = await fetch(file.server.url + path, {
          headers: { Cookie: `preferred-language=${lang}` },
        });
        expect(res.status, path).toBe(200);
        const html = await res.text();
        expect(html).toContain("</html>");
      }
    }
    for (const path of [
      "/admin",
      "/api/admin/newsletter/stats",
      "/api/admin/attractions",
      "/api/admin/prices",
      "/api/prices",
      "/api/attractions",
    ]) {
      const res = await fetch(file.server.url + path, { headers: { Cookie: file.adminCookie } });
      expect(res.status, path).toBe(200);
    }
    const stats = (await (
      await fetch(`${file.server.url}/api/admin/newsletter/stats`, {
        headers: { Cookie: file.adminCookie },
      })
    ).json()) as { activeTotal: number };
    expect(stats.activeTotal, "some fuzzed subscriptions were valid and stored").toBeGreaterThan(0);
    // Stored junk never became markup on the public attractions page.
    const html = await (await fetch(`${file.server.url}/atrakcje-warszawa`)).text();
    expect(html).not.toMatch(/<script>alert\(1\)<\/script>|<img src=x onerror|<svg onload/i);
    expect(html).not.toMatch(/href="javascript:/i);
  });

  test("the e-mails the fuzzed requests caused went out (none failed on odd content)", async () => {
    await waitFor(() => smtp.messages.length > 0, "e-mails", 30_000);
    await sleep(2000);
    expect(file.server.output()).not.toMatch(/E-mail failed permanently/);
    expect(file.server.output()).not.toMatch(/"level":50/);
  });
});

/** encodeURIComponent that tolerates lone surrogates (they become U+FFFD). */
function enc(s: string): string {
  return encodeURIComponent(
    s.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, "\ufffd"),
  );
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
