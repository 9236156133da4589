import { eq } from "drizzle-orm";
import { beforeAll, expect, it, vi } from "vitest";
import { getDb, schema } from "~/lib/db.server";
import { describeEachDb } from "../../../tests/support/test-db";
import {
  administratorActor,
  authCall,
  cookieJar,
  useTestEnv,
} from "../../../tests/support/api-test-helpers";
import {
  changePassword,
  confirmTwoFactor,
  disableTwoFactor,
  listSessions,
  revokeOtherSessions,
  startTwoFactor,
  twoFactorEnabled,
  type AccountCall,
} from "./account.server";
import { getAuth } from "./auth.server";
import { totp } from "../../../tests/support/totp";

const SITE = "https://rib.example";
const EMAIL = "two@rib.example";
const PASSWORD = "long-admin-password-2fa";

beforeAll(() => useTestEnv({ PUBLIC_SITE_URL: SITE, RATE_LIMITS: "off" }));

const post = (path: string, body: unknown, cookie = "") =>
  authCall(SITE, path, { body, cookie, ip: "10.0.0.7" });

function call(cookie: string, actor: { id: string; email: string }): AccountCall {
  return {
    actor,
    request: new Request(`${SITE}/api/admin/account`, {
      headers: {
        Cookie: cookie,
        "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/130",
      },
    }),
    ip: "10.0.0.7",
    lang: "en",
  };
}

describeEachDb("two-step sign-in", () => {
  let actor: { id: string; email: string };
  let secret = "";
  let backupCodes: string[] = [];
  let cookie = "";
  let confirmCode = "";

  beforeAll(async () => {
    actor = await administratorActor(EMAIL, PASSWORD);
    cookie = cookieJar("", await post("/sign-in/email", { email: EMAIL, password: PASSWORD }));
  });

  it("the verification endpoints answer 404 without a sign-in challenge: 2FA is turned on only through the audited route", async () => {
    // 2026-11 review, second round, finding 6: with a session cookie alone, better-auth's
    // verify-totp would take the first code and switch 2FA on with no audit row.
    const setup = await startTwoFactor(call(cookie, actor), PASSWORD);
    const res = await post("/two-factor/verify-totp", { code: totp(setup.secret) }, cookie);
    expect(res.status).toBe(404);
    expect(
      (await post("/two-factor/verify-backup-code", { code: setup.backupCodes[0] }, cookie)).status,
    ).toBe(404);
    expect((await post("/two-factor/verify-totp", { code: "123456" })).status).toBe(404);
    expect(await twoFactorEnabled(actor.id)).toBe(false);
  });

  it("turning it on needs the password and a first code; it is audit-logged", async () => {
    await expect(startTwoFactor(call(cookie, actor), "wrong-password-123")).rejects.toMatchObject({
      status: 400,
      code: "invalid_password",
    });
    const setup = await startTwoFactor(call(cookie, actor), PASSWORD);
    secret = setup.secret;
    backupCodes = setup.backupCodes;
    expect(setup.totpURI).toMatch(/^otpauth:\/\/totp\//);
    expect(backupCodes).toHaveLength(10);
    // No look-alike characters (decision 267).
    for (const code of backupCodes) expect(code).toMatch(/^[2-9a-hjkmnp-z]{5}-[2-9a-hjkmnp-z]{5}$/);
    expect(await twoFactorEnabled(actor.id)).toBe(false);
    await expect(
      confirmTwoFactor(call(cookie, actor), "000000" === totp(secret) ? "111111" : "000000"),
    ).rejects.toMatchObject({ code: "invalid_code" });
    confirmCode = totp(secret);
    cookie = cookieJar(cookie, await confirmTwoFactor(call(cookie, actor), confirmCode));
    expect(await twoFactorEnabled(actor.id)).toBe(true);
    const audits = await getDb()
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.entity, "admin_account"));
    expect(audits.map((a) => a.action)).toContain("two_factor_enable");
    expect(JSON.stringify(audits)).not.toContain(secret);
  });

  it("the password alone no longer signs in; a code does, once; trusted devices are refused", async () => {
    const first = await post("/sign-in/email", {
      email: EMAIL,
      password: PASSWORD,
    });
    expect(await first.json()).toMatchObject({ twoFactorRedirect: true });
    expect(
      first.headers
        .getSetCookie()
        .some((c) => /session_token=[^;]/.test(c) && !/Max-Age=0/i.test(c)),
    ).toBe(false);
    const challenge = cookieJar("", first);
    // The code that turned 2FA on was used: it cannot sign in (ASVS V2.8.4).
    expect((await post("/two-factor/verify-totp", { code: confirmCode }, challenge)).status).toBe(
      401,
    );
    // The next step's code (an app one step ahead; verification accepts one step either side).
    const code = totp(secret, Date.now() + 30_000);
    expect(
      (await post("/two-factor/verify-totp", { code, trustDevice: true }, challenge)).status,
    ).toBe(400);
    const ok = await post("/two-factor/verify-totp", { code }, challenge);
    expect(ok.status).toBe(200);
    // The same code again, on a fresh challenge: refused.
    const again = cookieJar("", await post("/sign-in/email", { email: EMAIL, password: PASSWORD }));
    expect((await post("/two-factor/verify-totp", { code }, again)).status).toBe(401);
    // A backup code works once.
    const b1 = await post("/two-factor/verify-backup-code", { code: backupCodes[0] }, again);
    expect(b1.status).toBe(200);
    const audits = await getDb()
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.entity, "admin_account"));
    expect(audits.map((a) => a.action)).toContain("backup_code_used");
    expect(JSON.stringify(audits)).not.toContain(backupCodes[0]!);
    const third = cookieJar("", await post("/sign-in/email", { email: EMAIL, password: PASSWORD }));
    expect(
      (await post("/two-factor/verify-backup-code", { code: backupCodes[0] }, third)).status,
    ).toBe(401);
  });

  it("two sign-ins racing with the same password and code: exactly one keeps a session", async () => {
    // Ten minutes on, with the clock held: a code no test above used, valid throughout.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 10 * 60_000 });
    let answers: Response[];
    let a: string;
    let b: string;
    try {
      a = cookieJar("", await post("/sign-in/email", { email: EMAIL, password: PASSWORD }));
      b = cookieJar("", await post("/sign-in/email", { email: EMAIL, password: PASSWORD }));
      const code = totp(secret);
      answers = await Promise.all([
        post("/two-factor/verify-totp", { code }, a),
        post("/two-factor/verify-totp", { code }, b),
      ]);
    } finally {
      vi.useRealTimers();
    }
    expect(answers.map((r) => r.status).sort()).toEqual([200, 401]);
    // The winner's cookie opens a session; the refused sign-in's cookie, if it got one, opens nothing.
    const cookies = [cookieJar(a, answers[0]!), cookieJar(b, answers[1]!)];
    const sessions = await Promise.all(
      cookies.map((c) => getAuth().api.getSession({ headers: new Headers({ Cookie: c }) })),
    );
    expect(sessions.map((s) => Boolean(s?.session))).toEqual(answers.map((r) => r.status === 200));
  });

  it("sessions are listed with this device marked, and the others can be signed out", async () => {
    const before = await listSessions(call(cookie, actor));
    expect(before.filter((s) => s.current)).toHaveLength(1);
    expect(before.length).toBeGreaterThan(1);
    expect(await revokeOtherSessions(call(cookie, actor))).toBe(before.length - 1);
    expect(await listSessions(call(cookie, actor))).toHaveLength(1);
  });

  it("password change: the current password and the policy apply", async () => {
    await expect(changePassword(call(cookie, actor), PASSWORD, "abcdef")).rejects.toMatchObject({
      status: 400,
      code: "weak_password",
    });
    await expect(
      changePassword(call(cookie, actor), PASSWORD, "password1234"),
    ).rejects.toMatchObject({ status: 400, code: "weak_password" });
    await expect(
      changePassword(call(cookie, actor), "not-the-password-1", "amber-falcon-river-stone-4"),
    ).rejects.toMatchObject({ code: "invalid_password" });
    cookie = cookieJar(
      cookie,
      await changePassword(call(cookie, actor), PASSWORD, "amber-falcon-river-stone-4"),
    );
    const audits = await getDb()
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.entity, "admin_account"));
    expect(audits.map((a) => a.action)).toContain("password_change");
    expect(JSON.stringify(audits)).not.toContain("amber-falcon");
  });

  it("turning it off needs the password", async () => {
    await expect(disableTwoFactor(call(cookie, actor), "wrong-password-123")).rejects.toMatchObject(
      { code: "invalid_password" },
    );
    await disableTwoFactor(call(cookie, actor), "amber-falcon-river-stone-4");
    expect(await twoFactorEnabled(actor.id)).toBe(false);
    const res = await post("/sign-in/email", {
      email: EMAIL,
      password: "amber-falcon-river-stone-4",
    });
    expect(await res.json()).not.toHaveProperty("twoFactorRedirect");
  });
});

// docs/security.md, 2026-11 review (second round), finding 2: with a stolen session, guessing the
// password or a code on the account routes was unlimited (server-side auth.api calls skip
// better-auth's limiter). Failures now count per account; the fifth ends the guessing session.
describeEachDb("password and code guessing with an open session", () => {
  const GUESSER = "guessed@rib.example";
  let actor: { id: string; email: string };

  beforeAll(async () => {
    actor = await administratorActor(GUESSER, PASSWORD);
  });

  const signedIn = async () =>
    cookieJar("", await post("/sign-in/email", { email: GUESSER, password: PASSWORD }));
  const alive = async (cookie: string) =>
    Boolean(
      (
        await getAuth().api.getSession({
          headers: new Headers({ Cookie: cookie }),
        })
      )?.session,
    );

  const routes: Array<[string, (cookie: string) => Promise<unknown>, string]> = [
    [
      "POST /api/admin/account/password",
      (cookie) =>
        changePassword(call(cookie, actor), "not-the-password-1", "amber-falcon-river-stone-4"),
      "invalid_password",
    ],
    [
      "POST /api/admin/account/two-factor/start",
      (cookie) => startTwoFactor(call(cookie, actor), "not-the-password-1"),
      "invalid_password",
    ],
    [
      "POST /api/admin/account/two-factor/disable",
      (cookie) => disableTwoFactor(call(cookie, actor), "not-the-password-1"),
      "invalid_password",
    ],
    [
      "POST /api/admin/account/two-factor/confirm",
      (cookie) => confirmTwoFactor(call(cookie, actor), "000000"),
      "invalid_code",
    ],
  ];

  for (const [route, guess, code] of routes) {
    it(`${route}: the fifth wrong guess ends the session, audited; the owner still signs in`, async () => {
      const cookie = await signedIn();
      if (route.endsWith("/confirm")) await startTwoFactor(call(cookie, actor), PASSWORD);
      for (let i = 0; i < 4; i++)
        await expect(guess(cookie)).rejects.toMatchObject({
          status: 400,
          code,
        });
      expect(await alive(cookie)).toBe(true);
      await expect(guess(cookie)).rejects.toMatchObject({
        status: 401,
        code: "unauthorized",
      });
      expect(await alive(cookie)).toBe(false);
      const audits = await getDb()
        .select()
        .from(schema.auditLog)
        .where(eq(schema.auditLog.entityId, actor.id));
      expect(
        audits.filter((a) => a.action === "session_ended_after_failed_checks").length,
      ).toBeGreaterThan(0);
      // Never a lock-out of the owner: the right password signs in at once.
      const again = await post("/sign-in/email", {
        email: GUESSER,
        password: PASSWORD,
      });
      expect(again.status).toBe(200);
    });
  }

  it("a right password clears the count: the owner's own typos never add up", async () => {
    const cookie = await signedIn();
    const [, guess] = routes[1]!;
    for (let i = 0; i < 4; i++) await expect(guess(cookie)).rejects.toMatchObject({ status: 400 });
    await startTwoFactor(call(cookie, actor), PASSWORD);
    for (let i = 0; i < 4; i++) await expect(guess(cookie)).rejects.toMatchObject({ status: 400 });
    expect(await alive(cookie)).toBe(true);
  });
});
