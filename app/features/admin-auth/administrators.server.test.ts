import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { getDb, schema } from "~/lib/db.server";
import { resetEnvCache } from "~/lib/env.server";
import { describeEachDb } from "../../../tests/support/test-db";
import { ensureAdministrator } from "./admin-account.server";
import { listAdministrators, removeAdministrator } from "./administrators.server";

beforeAll(() => {
  process.env.PUBLIC_SITE_URL = "https://rib.example";
  process.env.AUTH_SECRET = "test-secret-test-secret-test-secret-0123";
  process.env.ADMIN_EMAIL = "boss@rib.example";
  resetEnvCache();
});

const idOf = async (email: string) =>
  (await getDb().select().from(schema.user).where(eq(schema.user.email, email)))[0]!.id;

// docs/security.md, 2026-11 review (second round), finding 8.
describeEachDb("administrators: list and removal", () => {
  it("lists every administrator; removes one with its sessions, audited; refuses self, the last and ADMIN_EMAIL's with 409 reasons", async () => {
    await ensureAdministrator("boss@rib.example", "long-admin-password-1");
    await ensureAdministrator("skipper@rib.example", "long-admin-password-2");
    await ensureAdministrator("deck@rib.example", "long-admin-password-3");
    const boss = {
      id: await idOf("boss@rib.example"),
      email: "boss@rib.example",
    };
    const skipper = {
      id: await idOf("skipper@rib.example"),
      email: "skipper@rib.example",
    };
    const deck = await idOf("deck@rib.example");
    const now = new Date();
    await getDb()
      .insert(schema.session)
      .values({
        id: "s1",
        token: "t1",
        userId: deck,
        expiresAt: new Date(now.getTime() + 3_600_000),
        createdAt: now,
        updatedAt: now,
      });

    const list = await listAdministrators(skipper.id);
    expect(list.map((a) => [a.email, a.self, a.twoFactorEnabled])).toEqual([
      ["boss@rib.example", false, false],
      ["skipper@rib.example", true, false],
      ["deck@rib.example", false, false],
    ]);
    expect(list.find((a) => a.email === "deck@rib.example")!.lastSignInAt).toBe(now.toISOString());

    expect(await removeAdministrator(skipper, skipper.id)).toEqual({
      ok: false,
      reason: "self",
    });
    expect(await removeAdministrator(skipper, boss.id)).toEqual({
      ok: false,
      reason: "env_admin",
    });
    expect(await removeAdministrator(skipper, "nobody")).toEqual({
      ok: false,
      reason: "not_found",
    });
    expect(await removeAdministrator(skipper, deck)).toEqual({ ok: true });
    expect(
      await getDb().select().from(schema.session).where(eq(schema.session.userId, deck)),
    ).toEqual([]);
    expect(await getDb().select().from(schema.user).where(eq(schema.user.id, deck))).toEqual([]);
    const [audit] = await getDb()
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.action, "remove"));
    expect(audit).toMatchObject({
      entity: "admin_user",
      entityId: deck,
      actorEmail: "skipper@rib.example",
    });

    // With ADMIN_EMAIL pointing elsewhere, the last administrator still stays.
    process.env.ADMIN_EMAIL = "someone-else@rib.example";
    resetEnvCache();
    expect(await removeAdministrator(boss, skipper.id)).toEqual({ ok: true });
    expect(await removeAdministrator({ id: "x", email: "x@rib.example" }, boss.id)).toEqual({
      ok: false,
      reason: "last",
    });
    process.env.ADMIN_EMAIL = "boss@rib.example";
    resetEnvCache();
  });
});
