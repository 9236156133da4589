/**
 * The findings of the 2026-11 security review (docs/security.md), each as a test that fails if
 * it comes back, against the production build over real HTTP.
 */
import http from "node:http";
import net from "node:net";
import { describe, expect, test } from "vitest";
import { sameOrigin, signIn } from "../faults/support/harness";
import { serverForFile } from "../faults/support/lifecycle";
import { CLOSED_AUTH_ENDPOINTS } from "../../app/features/admin-auth/auth-endpoints.server";
import { ADMIN_API_ROUTES, concrete } from "./routes";

const MUTATING = ["POST", "PUT", "PATCH", "DELETE"] as const;
const file = serverForFile("guards");

/** Other spellings of a path that routing treats as the same route. */
function spellings(path: string): string[] {
  const rest = path.slice("/api".length);
  return [
    path,
    `/%61pi${rest}`,
    `/%41%50%49${rest}`,
    `/API${rest.toUpperCase()}`,
    `/api/${rest.slice(1).replace(/\//g, "//")}`,
    `${path}/`,
    `/api${rest.replace(/\//g, "%2F").replace(/^%2F/, "/")}`,
  ];
}

describe("finding 1: the same-origin guard holds for every spelling of every admin route", () => {
  test(`${ADMIN_API_ROUTES.length} admin routes × ${MUTATING.length} methods × 7 spellings from a sibling site, with the admin's cookie`, async () => {
    expect(ADMIN_API_ROUTES.length).toBeGreaterThan(5);
    const wrong: string[] = [];
    for (const route of ADMIN_API_ROUTES) {
      for (const method of MUTATING) {
        for (const path of spellings(concrete(route.path))) {
          const res = await fetch(file.server.url + path, {
            method,
            headers: {
              Origin: "https://evil.localhost:3111",
              "Sec-Fetch-Site": "same-site",
              "Content-Type": "text/plain",
              Cookie: file.adminCookie,
            },
            body: '{"name":"x"}',
          });
          if (res.status !== 403) wrong.push(`${method} ${path} → ${res.status}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe("finding 1: mutating JSON calls need a JSON content type", () => {
  for (const type of [
    "text/plain",
    "application/x-www-form-urlencoded",
    "multipart/form-data; boundary=x",
  ]) {
    test(`${type} → 415, same origin and signed in`, async () => {
      for (const path of [
        "/api/admin/attractions",
        "/api/newsletter/subscribe",
        "/api/event-bookings",
        "/api/auth/sign-in/email",
      ]) {
        const res = await fetch(file.server.url + path, {
          method: "POST",
          headers: {
            ...sameOrigin(file.server.url, { Cookie: file.adminCookie }),
            "Content-Type": type,
          },
          body: '{"a":1}',
        });
        expect(res.status, path).toBe(415);
        expect((await res.json()) as object).toMatchObject({
          error: "unsupported_media_type",
        });
      }
    });
  }
});

describe("finding 3: no body over 16 KB anywhere, /api/auth included", () => {
  test("1 MB to sign-in → 413 without the server reading it all", async () => {
    // Send the headers and only the first bytes of a declared 1 MB body: the answer must come
    // before the rest, which is never sent.
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(file.server.port, "127.0.0.1", () => {
        socket.write(
          `POST /api/auth/sign-in/email HTTP/1.1\r\nHost: 127.0.0.1:${file.server.port}\r\nOrigin: ${file.server.url}\r\nContent-Type: application/json\r\nContent-Length: ${1024 * 1024}\r\n\r\n{"email":"`,
        );
      });
      let data = "";
      socket.on("data", (chunk) => {
        data += chunk.toString();
        if (data.includes("\r\n\r\n")) {
          socket.destroy();
          resolve(data);
        }
      });
      socket.on("error", reject);
      setTimeout(() => reject(new Error(`no answer before the body was sent: ${data}`)), 10_000);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 413/);
    expect(answer.toLowerCase()).toContain("connection: close");
  });

  test("a body of unknown length to a route that does not count bytes → 411", async () => {
    const res = await fetch(`${file.server.url}/api/auth/sign-in/email`, {
      method: "POST",
      headers: sameOrigin(file.server.url),
      body: new ReadableStream({
        start(c) {
          c.enqueue(new TextEncoder().encode('{"email":"a@b.c","password":"secret-secret"}'));
          c.close();
        },
      }),
      duplex: "half",
    } as RequestInit);
    expect(res.status).toBe(411);
  });
});

describe("finding 7: /healthz", () => {
  test("says ok without naming the database", async () => {
    const body = await (await fetch(`${file.server.url}/healthz`)).text();
    expect(JSON.parse(body)).toEqual({ status: "ok" });
    expect(body).not.toMatch(/pglite|postgres/i);
  });
});

describe("finding 7: static files carry the security headers", () => {
  test("favicon, manifest and a hashed asset", async () => {
    const home = await (await fetch(file.server.url + "/")).text();
    const asset = /\/assets\/[\w.-]+\.js/.exec(home)![0];
    for (const path of ["/favicon.svg", "/site.webmanifest", asset]) {
      const res = await fetch(file.server.url + path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(res.headers.get("x-frame-options"), path).toBe("DENY");
      expect(res.headers.get("content-security-policy"), path).toContain("frame-ancestors 'none'");
    }
  });
});

describe("finding 7: better-auth endpoints the product does not use are closed (decision 190)", () => {
  test(`${CLOSED_AUTH_ENDPOINTS.length} endpoints × 7 spellings answer 404 to the signed-in administrator`, async () => {
    expect(CLOSED_AUTH_ENDPOINTS.length).toBeGreaterThan(20);
    const wrong: string[] = [];
    for (const endpoint of CLOSED_AUTH_ENDPOINTS) {
      const [method, rest] = endpoint.split(" ") as [string, string];
      for (const path of spellings(`/api/auth${rest}`)) {
        const res = await fetch(file.server.url + path, {
          method,
          headers: sameOrigin(file.server.url, { Cookie: file.adminCookie }),
          body:
            method === "GET"
              ? undefined
              : JSON.stringify({
                  userId: "x",
                  role: "admin",
                  email: "intruder@example.com",
                  password: "intruder-password-1",
                  newPassword: "intruder-password-1",
                  name: "Intruder",
                }),
        });
        if (res.status !== 404) wrong.push(`${method} ${path} → ${res.status}`);
      }
    }
    expect(wrong).toEqual([]);
    // Nothing was created or changed on the way: the intruder cannot sign in.
    expect(
      (await signIn(file.server.url, "intruder@example.com", "intruder-password-1")).status,
    ).not.toBe(200);
  });

  test("a sign-in answers without the session token in its JSON: only the HttpOnly cookie carries it (issue 31, finding 6)", async () => {
    const res = await fetch(`${file.server.url}/api/auth/sign-in/email`, {
      method: "POST",
      headers: sameOrigin(file.server.url),
      body: JSON.stringify({ email: "admin@ribwarsaw.test", password: "correct-horse-battery-9" }),
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).not.toHaveProperty("token");
    expect(body).toHaveProperty("user");
    const cookie = res.headers.getSetCookie().find((c) => c.includes("session_token"))!;
    expect(cookie).toMatch(/HttpOnly/i);
    // The cookie alone signs in.
    const me = await fetch(`${file.server.url}/api/admin/me`, {
      headers: { Cookie: cookie.split(";")[0]! },
    });
    expect(me.status).toBe(200);
  });

  test("the endpoints the product uses still work, whatever the spelling", async () => {
    const res = await fetch(`${file.server.url}/API/AUTH/SIGN-IN/EMAIL`, {
      method: "POST",
      headers: sameOrigin(file.server.url),
      body: JSON.stringify({
        email: "admin@ribwarsaw.test",
        password: "correct-horse-battery-9",
      }),
    });
    expect(res.status).toBe(200);
    // The second step answers only while a sign-in challenge is in progress (finding 6 of the second round).
    const verify = await fetch(`${file.server.url}/api/auth/two-factor/verify-totp`, {
      method: "POST",
      headers: sameOrigin(file.server.url),
      body: JSON.stringify({ code: "123456" }),
    });
    expect(verify.status).toBe(404);
  });
});

/**
 * A request sent exactly as written (fetch and URL resolve dot segments before sending). With
 * `body`, the first 64 KB of it follow the head (they fit the socket buffers, so the answer is
 * read whatever the server does with the rest); `whole` sends all of it as fast as the server
 * takes it, and then a refusing server may reset the connection before its answer is read, so
 * the status is null then.
 */
function rawRequest(
  port: number,
  head: string,
  body?: { bytes: number; whole?: boolean },
): Promise<{ status: number | null; text: string; ms: number }> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    let data = "";
    const socket = net.connect(port, "127.0.0.1", () => {
      socket.write(head);
      if (!body) return;
      if (!body.whole) return void socket.write(Buffer.alloc(64 * 1024, 0x61));
      const piece = Buffer.alloc(1024 * 1024, 0x61);
      let sent = 0;
      const pump = () => {
        while (!socket.destroyed && sent < body.bytes) {
          sent += piece.length;
          if (!socket.write(piece)) return void socket.once("drain", pump);
        }
      };
      pump();
    });
    const done = () => {
      clearTimeout(timer);
      const status = data.includes("\r\n\r\n") ? Number(data.slice(9, 12)) : null;
      resolve({ status, text: data, ms: Date.now() - started });
    };
    socket.on("data", (chunk) => {
      data += chunk.toString();
      if (data.includes("\r\n\r\n")) socket.destroy();
    });
    // EPIPE or ECONNRESET while the body is still being written: the server refused it.
    socket.on("error", () => undefined);
    socket.on("close", () => (body?.whole || data ? done() : reject(new Error("no answer"))));
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer in time: ${data}`));
    }, 15_000);
  });
}

/** Dot-segment spellings of `path`: each resolves to `path` in a URL parser. */
function dotSpellings(path: string): string[] {
  return [
    `/x/..${path}`,
    `/x/%2e%2E${path}`,
    `/x/.%2e${path}`,
    `/x/%2E.${path}`,
    `/.${path}`,
    `/%2e${path}`,
    `/x%2f..${path}`,
    `/x%5c..${path}`,
    `/x/%252e%252e${path}`,
  ];
}

describe("issue 31 finding 1: a path with dot segments goes nowhere", () => {
  test("POST /x/../api/auth/sign-in/email with a 20 MB body: 400 at once, and the server stays up", async () => {
    const head = (path: string) =>
      `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${file.server.port}\r\nOrigin: https://evil.test\r\nContent-Type: text/plain\r\nContent-Length: ${20 * 1024 * 1024}\r\n\r\n`;
    // At once: the answer comes after the first megabyte, without the other nineteen.
    for (const path of dotSpellings("/api/auth/sign-in/email")) {
      const answer = await rawRequest(file.server.port, head(path), { bytes: 20 * 1024 * 1024 });
      expect([400, 413], `${path}: ${answer.text}`).toContain(answer.status);
      expect(answer.ms, path).toBeLessThan(5_000);
    }
    // Whole bodies sent as fast as the server takes them, three at once: each is refused (or
    // the connection cut) and the process lives on (the old code ran out of heap).
    const whole = await Promise.all(
      [1, 2, 3].map(() =>
        rawRequest(file.server.port, head("/x/../api/auth/sign-in/email"), {
          bytes: 20 * 1024 * 1024,
          whole: true,
        }),
      ),
    );
    for (const answer of whole) expect([400, 413, null]).toContain(answer.status);
    // A body of unknown length (chunked), which no declared size announces.
    const chunked = await rawRequest(
      file.server.port,
      `POST /x/../api/auth/sign-in/email HTTP/1.1\r\nHost: 127.0.0.1:${file.server.port}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n100000\r\n`,
      { bytes: 1024 * 1024 },
    );
    expect([400, 411, 413]).toContain(chunked.status);
    expect((await fetch(`${file.server.url}/healthz`)).status).toBe(200);
  });

  test("the 400 names the problem in the visitor's language", async () => {
    for (const [lang, words] of [
      ["pl", /Nieprawidłowy adres/],
      ["en", /Invalid address/],
    ] as const) {
      const answer = await new Promise<{ status: number; body: string; cache: string }>(
        (resolve, reject) => {
          http
            .get(
              {
                host: "127.0.0.1",
                port: file.server.port,
                path: "/x/../api/prices",
                headers: { "Accept-Language": lang },
              },
              (res) => {
                let body = "";
                res.setEncoding("utf8");
                res.on("data", (c: string) => (body += c));
                res.on("end", () =>
                  resolve({
                    status: res.statusCode!,
                    body,
                    cache: String(res.headers["cache-control"]),
                  }),
                );
              },
            )
            .on("error", reject);
        },
      );
      expect(answer.status).toBe(400);
      expect(answer.cache).toBe("no-store");
      expect(JSON.parse(answer.body)).toMatchObject({
        error: "bad_path",
        message: expect.stringMatching(words),
      });
    }
  });

  test("a path with an encoded control character answers 400, never a page's 405 (fuzz seed 588357401)", async () => {
    for (const path of ["/api/%0D%0ABcc:%20victim@example.com", "/api/%0d%0a", "/rejsy-zegrze/%00"])
      for (const method of ["GET", "POST"]) {
        const res = await fetch(`${file.server.url}${path}`, {
          method,
          headers: { "Content-Type": "application/json", "Accept-Language": "pl" },
          ...(method === "POST" ? { body: JSON.stringify("x") } : {}),
        });
        expect(res.status, `${method} ${path}`).toBe(400);
        expect(await res.json()).toMatchObject({
          error: "bad_path",
          message: expect.stringMatching(/znaków sterujących/),
        });
      }
    // A line break in the query string is data, not a path: it still reaches the route.
    expect((await fetch(`${file.server.url}/api/prices?note=%0A`)).status).toBe(200);
  });

  test("a cross-site PATCH of the settings through a dot-segment path is refused and changes nothing", async () => {
    const before = await (
      await fetch(`${file.server.url}/api/admin/settings`, {
        headers: { Cookie: file.adminCookie },
      })
    ).json();
    const body = JSON.stringify({ company: { shareCapital: "1 zł (evil)" } });
    for (const path of dotSpellings("/api/admin/settings")) {
      const answer = await rawRequest(
        file.server.port,
        `PATCH ${path} HTTP/1.1\r\nHost: 127.0.0.1:${file.server.port}\r\nOrigin: https://evil.test\r\nSec-Fetch-Site: cross-site\r\nCookie: ${file.adminCookie}\r\nContent-Type: text/plain\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
      expect(answer.status, `${path}: ${answer.text}`).toBe(400);
    }
    const after = await (
      await fetch(`${file.server.url}/api/admin/settings`, {
        headers: { Cookie: file.adminCookie },
      })
    ).json();
    expect(after).toEqual(before);
  });

  test("a page's path takes no body over 16 KB either", async () => {
    const answer = await rawRequest(
      file.server.port,
      `POST /admin/login HTTP/1.1\r\nHost: 127.0.0.1:${file.server.port}\r\nOrigin: ${file.server.url}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${20 * 1024 * 1024}\r\n\r\n`,
      { bytes: 20 * 1024 * 1024 },
    );
    expect(answer.status).toBe(413);
  });
});
