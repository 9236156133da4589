/**
 * Security headers, authorization, CSRF and cookies, against the production build over HTTP.
 * Routes are enumerated from app/routes.ts, so a new /api/admin endpoint or admin page is
 * covered without editing this file.
 */
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { PUBLIC_PATHS } from "../../app/lib/seo/public-routes";
import {
  PORTS,
  removeDir,
  sameOrigin,
  signIn,
  startServer,
  tempDir,
  type RunningServer,
} from "../faults/support/harness";
import { serverForFile } from "../faults/support/lifecycle";
import { ADMIN_API_ROUTES, ADMIN_PAGE_ROUTES, API_ROUTES, concrete } from "./routes";

const EVIL = "https://evil.example";
const MUTATING = ["POST", "PUT", "PATCH", "DELETE"] as const;
const ALL_METHODS = ["GET", ...MUTATING] as const;
const SUBSCRIBER = "secret.subscriber@example.com";
const USER_EMAIL = "plain.user@ribwarsaw.test";
const USER_PASSWORD = "plain-user-password-42";

// TEST_ORDINARY_USERS: the admin may create the non-admin user this suite needs (decision 190).
const file = serverForFile("sec", () => ({ env: { TEST_ORDINARY_USERS: "on" } }));
let userCookie = "";

beforeAll(async () => {
  // A signed-in user without the admin role, made through better-auth's admin API.
  const created = await fetch(`${file.server.url}/api/auth/admin/create-user`, {
    method: "POST",
    headers: sameOrigin(file.server.url, { Cookie: file.adminCookie }),
    body: JSON.stringify({
      email: USER_EMAIL,
      password: USER_PASSWORD,
      name: "Plain User",
      role: "user",
    }),
  });
  expect(created.status, await created.clone().text()).toBe(200);
  const user = await signIn(file.server.url, USER_EMAIL, USER_PASSWORD);
  expect(user.status).toBe(200);
  userCookie = user.cookie;
  // Panel data that must never reach anonymous or non-admin callers.
  const sub = await fetch(`${file.server.url}/api/newsletter/subscribe`, {
    method: "POST",
    headers: sameOrigin(file.server.url),
    body: JSON.stringify({
      name: "Secret Subscriber",
      email: SUBSCRIBER,
      consent: true,
      language: "pl",
    }),
  });
  expect(sub.status).toBe(201);
});

function cspDirectives(header: string | null): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (header ?? "").split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), values);
  }
  return map;
}

describe("security headers on every HTML response", () => {
  const htmlPaths = [...PUBLIC_PATHS, "/newsletter/wypisano", "/admin/login", "/no-such-page-404"];

  test.each(htmlPaths)("%s", async (path) => {
    const res = await fetch(file.server.url + path);
    expect(res.headers.get("content-type")).toMatch(/text\/html/);
    const csp = cspDirectives(res.headers.get("content-security-policy"));
    const scriptSrc = csp.get("script-src") ?? [];
    // The admin area: a per-request nonce. Public pages (cacheable, the same bytes for every
    // visitor): no nonce, every inline script named by its SHA-256 hash (docs/decisions/090).
    const admin = path.startsWith("/admin");
    const nonce = scriptSrc.find((v) => v.startsWith("'nonce-"))?.slice(7, -1);
    if (admin) {
      expect(nonce, "script-src carries a nonce").toBeTruthy();
      expect(nonce!.length).toBeGreaterThanOrEqual(16);
    } else {
      expect(nonce, "a public page carries no nonce").toBeUndefined();
    }
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(scriptSrc).not.toContain("*");
    expect(csp.get("script-src-attr")).toEqual(["'none'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("base-uri")).toEqual(["'self'"]);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    const pp = res.headers.get("permissions-policy") ?? "";
    expect(pp).toContain("geolocation=(self)");
    expect(pp).toContain("camera=()");
    expect(pp).toContain("microphone=()");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    // Plain http: no HSTS (it would pin a host that has no TLS).
    expect(res.headers.get("strict-transport-security")).toBeNull();
    expect(res.headers.get("x-powered-by")).toBeNull();
    // Every script element in the document carries this response's nonce, or is named by hash.
    const html = await res.text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, content] of scripts) {
      if (/type="application\/(ld\+)?json"/i.test(attributes)) continue;
      if (admin)
        expect(attributes, "script without the response nonce").toContain(`nonce="${nonce}"`);
      else
        expect(scriptSrc, "inline script not named by hash").toContain(
          `'sha256-${createHash("sha256").update(content).digest("base64")}'`,
        );
    }
  });

  test("the admin area's nonce is different on every response", async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const res = await fetch(file.server.url + "/admin/login");
      await res.arrayBuffer();
      nonces.add(
        /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1] ?? "",
      );
    }
    expect(nonces.size).toBe(5);
  });

  test("JSON API responses carry the same hardening headers", async () => {
    const res = await fetch(file.server.url + "/api/prices");
    expect(res.status).toBe(200);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  });
});

describe("HSTS when served over https behind a proxy", () => {
  let https: RunningServer | undefined;
  let dir: string;
  afterAll(async () => {
    await https?.stop();
    removeDir(dir);
  });

  test("PUBLIC_SITE_URL=https://…, TRUST_PROXY, X-Forwarded-Proto: https → Strict-Transport-Security", async () => {
    dir = tempDir("hsts");
    https = await startServer({
      port: PORTS.b,
      dataDir: dir,
      env: { PUBLIC_SITE_URL: "https://rib.example", TRUST_PROXY: "loopback" },
    });
    const res = await fetch(`${https.url}/`, {
      headers: { "X-Forwarded-Proto": "https", "X-Forwarded-Host": "rib.example" },
    });
    expect(res.status).toBe(200);
    const hsts = res.headers.get("strict-transport-security") ?? "";
    expect(hsts).toMatch(/max-age=(\d+)/);
    expect(Number(/max-age=(\d+)/.exec(hsts)![1])).toBeGreaterThanOrEqual(31536000);
    expect(hsts).toContain("includeSubDomains");
    expect(res.headers.get("content-security-policy")).toContain("upgrade-insecure-requests");
    // Session cookies are Secure (and __Secure- prefixed) once the site is https.
    const login = await fetch(`${https.url}/api/auth/sign-in/email`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Origin: "https://rib.example",
        "X-Forwarded-Proto": "https",
        "X-Forwarded-Host": "rib.example",
      },
      body: JSON.stringify({ email: "admin@ribwarsaw.test", password: "correct-horse-battery-9" }),
    });
    expect(login.status).toBe(200);
    const cookies = login.headers.getSetCookie();
    expect(cookies.length).toBeGreaterThan(0);
    for (const c of cookies) {
      expect(c).toMatch(/;\s*Secure/i);
      expect(c).toMatch(/;\s*HttpOnly/i);
      expect(c).toMatch(/;\s*SameSite=Lax/i);
    }
  });
});

describe("authorization: every /api/admin route from the route table", () => {
  test("the route table has the administrator API", () => {
    expect(ADMIN_API_ROUTES.length).toBeGreaterThanOrEqual(6);
  });

  for (const route of ADMIN_API_ROUTES) {
    for (const method of ALL_METHODS) {
      test(`${method} /${route.path}: anonymous 401 (or 405), non-admin 403 (or 405)`, async () => {
        const url = file.server.url + concrete(route.path);
        const body =
          method === "GET"
            ? undefined
            : JSON.stringify({ region: null, name: "x", price: 1, amount: 1 });
        const anon = await fetch(url, { method, headers: sameOrigin(file.server.url), body });
        const anonText = await anon.text();
        expect([401, 405], `${anon.status} ${anonText}`).toContain(anon.status);
        expect(anonText).not.toContain(SUBSCRIBER);
        const user = await fetch(url, {
          method,
          headers: sameOrigin(file.server.url, { Cookie: userCookie }),
          body,
        });
        const userText = await user.text();
        if (route.path === "api/admin/me" && method === "GET") {
          // The is_admin query (docs/product.md §7, administrator call 2) itself: it answers the caller about themselves only.
          expect(user.status).toBe(200);
          expect(JSON.parse(userText)).toEqual({ email: USER_EMAIL, isAdmin: false });
          return;
        }
        expect([403, 405], `${user.status} ${userText}`).toContain(user.status);
        expect(userText).not.toContain(SUBSCRIBER);
        if (anon.status === 405) expect(user.status).toBe(405);
      });
    }
  }

  test("the administrator is accepted (so the rejections above are not vacuous)", async () => {
    const me = await fetch(`${file.server.url}/api/admin/me`, {
      headers: { Cookie: file.adminCookie },
    });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ isAdmin: true });
    const stats = await fetch(`${file.server.url}/api/admin/newsletter/stats`, {
      headers: { Cookie: file.adminCookie },
    });
    expect(stats.status).toBe(200);
    expect((await stats.json()).activeTotal).toBeGreaterThanOrEqual(1);
    const statsUser = await fetch(`${file.server.url}/api/admin/newsletter/stats`, {
      headers: { Cookie: userCookie },
    });
    expect(statsUser.status).toBe(403);
  });

  test("better-auth's own admin endpoints and sign-up are closed to non-admins", async () => {
    for (const cookie of ["", userCookie]) {
      const list = await fetch(`${file.server.url}/api/auth/admin/list-users`, {
        headers: cookie ? { Cookie: cookie } : {},
      });
      expect([401, 403, 404]).toContain(list.status);
      expect(await list.text()).not.toContain("admin@ribwarsaw.test");
      const promote = await fetch(`${file.server.url}/api/auth/admin/set-role`, {
        method: "POST",
        headers: sameOrigin(file.server.url, cookie ? { Cookie: cookie } : {}),
        body: JSON.stringify({ userId: "x", role: "admin" }),
      });
      expect([401, 403, 404]).toContain(promote.status);
    }
    const signUp = await fetch(`${file.server.url}/api/auth/sign-up/email`, {
      method: "POST",
      headers: sameOrigin(file.server.url),
      body: JSON.stringify({
        email: "intruder@example.com",
        password: "intruder-password-1",
        name: "Intruder",
      }),
    });
    expect(signUp.status).toBeGreaterThanOrEqual(400);
    expect(signUp.status).toBeLessThan(500);
    expect(
      (await signIn(file.server.url, "intruder@example.com", "intruder-password-1")).status,
    ).not.toBe(200);
  });
});

describe("authorization: admin page loaders and actions", () => {
  test("the route table has the admin panel", () => {
    expect(ADMIN_PAGE_ROUTES.map((r) => r.path)).toContain("admin");
  });

  for (const route of ADMIN_PAGE_ROUTES) {
    const path = concrete(route.path);
    for (const who of ["anonymous", "non-admin"] as const) {
      test(`GET ${path} (document and .data) as ${who}: redirected to sign-in, no panel data`, async () => {
        const headers: Record<string, string> = who === "non-admin" ? { Cookie: userCookie } : {};
        const doc = await fetch(file.server.url + path, { headers, redirect: "manual" });
        expect([302, 303, 307]).toContain(doc.status);
        expect(doc.headers.get("location")).toMatch(/^\/admin\/login\?redirectTo=/);
        const docText = await doc.text();
        const data = await fetch(`${file.server.url}${path}.data`, { headers, redirect: "manual" });
        const dataText = await data.text();
        expect(data.status).not.toBe(200);
        for (const text of [docText, dataText]) {
          expect(text).not.toContain(SUBSCRIBER);
          expect(text).not.toContain("admin@ribwarsaw.test");
          expect(text).not.toMatch(/activeTotal|byRegion/);
        }
      });
      for (const method of MUTATING) {
        test(`${method} ${path} as ${who}: no action runs`, async () => {
          const headers: Record<string, string> = {
            Origin: file.server.url,
            "Content-Type": "application/x-www-form-urlencoded",
          };
          if (who === "non-admin") headers.Cookie = userCookie;
          const res = await fetch(file.server.url + path, {
            method,
            headers,
            body: "intent=delete&id=1",
            redirect: "manual",
          });
          expect(
            res.status === 200 || res.status === 201 || res.status === 204,
            `${method} ${path} → ${res.status}`,
          ).toBe(false);
          expect(await res.text()).not.toContain(SUBSCRIBER);
        });
      }
    }
  }

  test("the administrator gets the panel (the redirect above is the guard, not a broken page)", async () => {
    const res = await fetch(`${file.server.url}/admin`, {
      headers: { Cookie: file.adminCookie },
      redirect: "manual",
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("admin@ribwarsaw.test");
  });
});

describe("CSRF: cross-origin mutating calls are rejected", () => {
  // The two token forms are exempt by design (server/request-guards.ts): mail clients post the
  // unsubscribe link cross-site, and in both the token in the address is the credential.
  const TOKEN_FORMS = ["api/newsletter/unsubscribe", "api/newsletter/reactivate"];
  const targets = API_ROUTES.filter((r) => !TOKEN_FORMS.includes(r.path)).map((r) =>
    concrete(r.path),
  );
  // better-auth endpoints behind the api/auth/* splat.
  targets.push("/api/auth/sign-in/email", "/api/auth/sign-out", "/api/auth/admin/create-user");

  for (const path of targets) {
    for (const method of MUTATING) {
      test(`${method} ${path} from ${EVIL} → 403`, async () => {
        for (const cookie of ["", file.adminCookie]) {
          const res = await fetch(file.server.url + path, {
            method,
            headers: {
              "Content-Type": "application/json",
              Origin: EVIL,
              ...(cookie ? { Cookie: cookie } : {}),
            },
            body: JSON.stringify({
              email: "x@example.com",
              password: "x",
              name: "Xx",
              consent: true,
              region: null,
            }),
          });
          expect(res.status, `${method} ${path}`).toBe(403);
          // Browsers that omit Origin still send Sec-Fetch-Site.
          const noOrigin = await fetch(file.server.url + path, {
            method,
            headers: {
              "Content-Type": "text/plain",
              "Sec-Fetch-Site": "cross-site",
              ...(cookie ? { Cookie: cookie } : {}),
            },
            body: "{}",
          });
          expect(noOrigin.status, `${method} ${path} (Sec-Fetch-Site)`).toBe(403);
        }
      });
    }
  }

  test("a credentialed call with neither Origin nor Sec-Fetch-Site is rejected", async () => {
    const res = await fetch(`${file.server.url}/api/admin/newsletter/bulk-welcome`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Cookie: file.adminCookie },
      body: JSON.stringify({ region: null }),
    });
    expect(res.status).toBe(403);
  });

  test("the cross-origin admin call really had the power to act (same-origin admin call succeeds)", async () => {
    const res = await fetch(`${file.server.url}/api/admin/prices`, {
      headers: { Cookie: file.adminCookie },
    });
    expect(res.status).toBe(200);
  });

  test("one-click unsubscribe (RFC 8058) is exempt: cross-origin POST is not a 403", async () => {
    const res = await fetch(
      `${file.server.url}/api/newsletter/unsubscribe?token=not-a-real-token`,
      {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: EVIL },
        body: "List-Unsubscribe=One-Click",
      },
    );
    expect(res.status).not.toBe(403);
    expect(res.status).toBeLessThan(500);
  });

  test("a cross-origin sign-in is rejected even with valid credentials", async () => {
    const res = await fetch(`${file.server.url}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: EVIL },
      body: JSON.stringify({ email: "admin@ribwarsaw.test", password: "correct-horse-battery-9" }),
    });
    expect(res.status).toBe(403);
    expect(res.headers.getSetCookie()).toEqual([]);
  });
});

describe("cookies", () => {
  test("the session cookies from sign-in are HttpOnly and SameSite=Lax", async () => {
    const res = await signIn(file.server.url);
    expect(res.status).toBe(200);
    expect(res.setCookie.length).toBeGreaterThan(0);
    expect(res.setCookie.some((c) => /session_token=/.test(c))).toBe(true);
    for (const c of res.setCookie) {
      expect(c).toMatch(/;\s*HttpOnly/i);
      expect(c).toMatch(/;\s*SameSite=Lax/i);
      expect(c).toMatch(/;\s*Path=\//i);
    }
  });

  test("no HTML page sets a cookie on its own (preferred-language is written by client JS on purpose: it holds only pl/en and is not sensitive)", async () => {
    for (const path of ["/", "/warsaw-river-cruise", "/admin/login"]) {
      const res = await fetch(file.server.url + path);
      await res.arrayBuffer();
      expect(res.headers.getSetCookie(), path).toEqual([]);
    }
  });
});
