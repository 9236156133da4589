import { beforeAll, expect, it } from "vitest";
import { ApiError } from "~/lib/api.server";
import { describeEachDb } from "../../../tests/support/test-db";
import {
  createPlainUser,
  sessionCookieOf,
  signInRequest,
  useTestEnv,
} from "../../../tests/support/api-test-helpers";
import { listPrices, updatePrice } from "~/features/prices/prices.server";
import { seedDatabase } from "../../../db/seed";
import { schema } from "~/lib/db.server";
import { accountLockedFor, LOGIN_ACCOUNT_MAX, recordFailedLogin } from "./login-limit.server";
import { ensureAdministrator } from "./admin-account.server";
import { getAuth } from "./auth.server";
import { requireAdmin, safeAdminRedirect } from "./require-admin.server";

const SITE = "https://rib.example";

beforeAll(() => useTestEnv({ PUBLIC_SITE_URL: SITE, RATE_LIMITS: "on" }));

// The client IP as the Express host resolves it (TRUST_PROXY) and hands to better-auth.
const signIn = (email: string, password: string, ip = "10.0.0.1") =>
  signInRequest(email, password, { site: SITE, ip });
const cookieOf = sessionCookieOf;

describeEachDb("admin auth", ({ db }) => {
  beforeAll(async () => {
    await seedDatabase(db().db);
    await ensureAdministrator("boss@rib.example", "long-admin-password-1");
    await createPlainUser("user@rib.example", "plain-user-password");
  });

  it("under https the session cookie is __Secure-, Secure, HttpOnly, SameSite=Lax, 12 h", async () => {
    const res = await signIn("boss@rib.example", "long-admin-password-1");
    expect(res.status).toBe(200);
    const raw = res.headers.getSetCookie().find((v) => v.includes("session_token"))!;
    expect(raw).toMatch(/^__Secure-better-auth\.session_token=/);
    expect(raw).toMatch(/; Secure/i);
    expect(raw).toMatch(/; HttpOnly/i);
    expect(raw).toMatch(/; SameSite=Lax/i);
    expect(raw).toMatch(/Max-Age=43200/);
  });

  it("requireAdmin: 401 anonymous, 403 non-admin, the user for an administrator", async () => {
    await expect(requireAdmin(new Request(`${SITE}/api/admin/prices`))).rejects.toMatchObject({
      status: 401,
    });
    const userCookie = cookieOf(
      await signIn("user@rib.example", "plain-user-password", "10.0.0.2"),
    );
    const err = await requireAdmin(
      new Request(`${SITE}/api/admin/prices`, { headers: { cookie: userCookie } }),
    ).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(403);
    const adminCookie = cookieOf(
      await signIn("boss@rib.example", "long-admin-password-1", "10.0.0.3"),
    );
    const admin = await requireAdmin(
      new Request(`${SITE}/api/admin/prices`, { headers: { cookie: adminCookie } }),
    );
    expect(admin.email).toBe("boss@rib.example");
  });

  it("a price change and its audit row are written together", async () => {
    const [first] = await listPrices();
    const after = await updatePrice({ id: "actor-1", email: "boss@rib.example" }, first!.id, {
      price: 123.45,
      description: null,
      is_active: false,
    });
    expect(after).toMatchObject({ price: 123.45, description: null, is_active: false });
    const rows = await db().db.select().from(schema.auditLog);
    const row = rows.find((r) => r.entity === "cruise_price" && r.entityId === String(first!.id))!;
    expect(row).toMatchObject({
      actorId: "actor-1",
      actorEmail: "boss@rib.example",
      action: "update",
    });
    expect(row.before).toMatchObject({ price: first!.price });
    expect(row.after).toMatchObject({ price: 123.45, is_active: false });
    expect(
      await updatePrice({ id: "a", email: "b" }, 999_999, {
        price: 1,
        description: null,
        is_active: true,
      }),
    ).toBeNull();
  });

  it("an administrator left without a password by an interrupted first start gets it on the next start; a password is never changed", async () => {
    const ctx = await getAuth().$context;
    await ctx.internalAdapter.createUser(
      { email: "half@rib.example", name: "half", emailVerified: true, role: "admin" },
      { method: "admin" },
    );
    expect((await signIn("half@rib.example", "half-made-password-1", "10.0.0.7")).status).not.toBe(
      200,
    );
    expect(await ensureAdministrator("half@rib.example", "half-made-password-1")).toBe("unchanged");
    expect((await signIn("half@rib.example", "half-made-password-1", "10.0.0.7")).status).toBe(200);
    await ensureAdministrator("half@rib.example", "another-password-22");
    expect((await signIn("half@rib.example", "another-password-22", "10.0.0.8")).status).not.toBe(
      200,
    );
  });

  it("failed sign-ins lock an account out of the attacker's network only: the administrator still signs in from another", async () => {
    await ensureAdministrator("target@rib.example", "target-password-123");
    for (let i = 0; i < 5; i++)
      expect((await signIn("target@rib.example", "wrong", "10.1.0.9")).status).toBe(401);
    expect((await signIn("target@rib.example", "target-password-123", "10.1.0.9")).status).toBe(
      429,
    );
    expect((await signIn("target@rib.example", "target-password-123", "10.2.0.1")).status).toBe(
      200,
    );
    // The per-account counter (beyond better-auth's 5 a minute per address) is per network too.
    for (let i = 0; i < LOGIN_ACCOUNT_MAX; i++)
      await recordFailedLogin("target@rib.example", "10.3.0.1");
    expect(await accountLockedFor("target@rib.example", "10.3.0.1")).toBeGreaterThan(0);
    expect(await accountLockedFor("TARGET@rib.example ", "10.3.0.1")).toBeGreaterThan(0);
    expect(await accountLockedFor("target@rib.example", "10.4.0.1")).toBe(0);
  });

  it("an IPv6 attacker is one network per /64: a new address in the same /64 stays locked, another /64 is not", async () => {
    await ensureAdministrator("six@rib.example", "six-password-12345");
    for (let i = 0; i < LOGIN_ACCOUNT_MAX; i++)
      await recordFailedLogin("six@rib.example", `2001:db8:1:2::${i + 1}`);
    expect(
      (await signIn("six@rib.example", "six-password-12345", "2001:db8:1:2:ffff::1")).status,
    ).toBe(429);
    expect((await signIn("six@rib.example", "six-password-12345", "2001:db8:1:3::1")).status).toBe(
      200,
    );
  });
});

it("redirectTo accepts only same-site /admin paths", () => {
  const cases: Array<[asked: string | null, redirect: string]> = [
    ["/admin", "/admin"],
    ["/admin?tab=x", "/admin?tab=x"],
    ["https://evil.example/admin", "/admin"],
    ["//evil.example/admin", "/admin"],
    ["/administrator-phish", "/admin"],
    ["/admin/login", "/admin"],
    ["/\\evil.example", "/admin"],
    [null, "/admin"],
  ];
  for (const [asked, redirect] of cases)
    expect(safeAdminRedirect(asked), String(asked)).toBe(redirect);
});
