import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { getDb, schema } from "~/lib/db.server";
import { DEFAULT_OUTBOX_OPTIONS, processOutboxBatch } from "~/lib/mail/outbox.server";
import type { MailTransport, OutgoingMail } from "~/lib/mail/transport.server";
import { wholeDatabase } from "../../../tests/support/db-dump";
import { describeEachDb } from "../../../tests/support/test-db";
import { signInRequest, useTestEnv } from "../../../tests/support/api-test-helpers";
import { action as acceptRoute } from "~/routes/api/invitation-accept";
import { ensureAdministrator } from "./admin-account.server";
import { removeAdministrator } from "./administrators.server";
import { openAuthEndpoint } from "./auth-endpoints.server";
import {
  acceptInvitation,
  createInvitation,
  hashInvitationToken,
  INVITATION_PATH,
  INVITATION_TTL_MS,
  inspectInvitation,
  InvitationError,
  listPendingInvitations,
  mintInvitationLink,
  revokeInvitation,
} from "./invitations.server";

const SITE = "https://rib.example";
let actor: { id: string; email: string };

beforeAll(() => useTestEnv({ PUBLIC_SITE_URL: SITE, RATE_LIMITS: "off" }));

const signIn = (email: string, password: string) =>
  signInRequest(email, password, { site: SITE, ip: "10.0.0.9" });

/** Sends what the outbox holds through a transport that keeps the messages. */
async function deliver(): Promise<OutgoingMail[]> {
  const sent: OutgoingMail[] = [];
  const transport: MailTransport = {
    kind: "file",
    send: async (m) => void sent.push(m),
    close() {},
  };
  while (
    (await processOutboxBatch(transport, {
      ...DEFAULT_OUTBOX_OPTIONS,
      pollMs: 10,
    })) > 0
  );
  return sent;
}

const tokenIn = (text: string) => /\?token=([\w-]+)/.exec(text)?.[1];

/** Invites and sends the e-mail; the token is read from the message, the only place it exists. */
async function invite(email: string, lang: "pl" | "en" = "pl") {
  const { invitation } = await createInvitation(actor, email, lang);
  const mail = (await deliver()).find((m) => m.to === email.trim().toLowerCase());
  const token = tokenIn(mail!.text)!;
  return { invitation, token, mail: mail! };
}

describeEachDb("administrator invitations", () => {
  beforeAll(async () => {
    await ensureAdministrator("boss@rib.example", "long-admin-password-1");
    const [boss] = await getDb()
      .select()
      .from(schema.user)
      .where(eq(schema.user.email, "boss@rib.example"));
    actor = { id: boss!.id, email: boss!.email };
  });

  it("stores only a SHA-256 of the token, queues the e-mail in the chosen language and audits", async () => {
    const { invitation } = await createInvitation(actor, "  New.Admin@Rib.Example ", "en");
    const [queued] = await getDb()
      .select()
      .from(schema.emailOutbox)
      .where(eq(schema.emailOutbox.dedupeKey, `admin-invitation:${invitation.id}`));
    // Finding 1 (2026-11 review, second round): the queued e-mail holds a reference, not the link.
    expect(queued!.secretRef).toBe(`admin-invitation:${invitation.id}`);
    expect(JSON.stringify(queued)).not.toMatch(/token=/);
    const sent = (await deliver()).find((m) => m.to === "new.admin@rib.example")!;
    const token = tokenIn(sent.text)!;
    expect(invitation.email).toBe("new.admin@rib.example");
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await getDb()
      .select()
      .from(schema.adminInvitations)
      .where(eq(schema.adminInvitations.id, invitation.id));
    expect(row!.tokenHash).toBe(hashInvitationToken(token));
    expect(row!.tokenHash).not.toContain(token);
    expect(JSON.stringify(row)).not.toContain(token);
    const [mail] = await getDb()
      .select()
      .from(schema.emailOutbox)
      .where(eq(schema.emailOutbox.dedupeKey, `admin-invitation:${invitation.id}`));
    expect(mail!.toAddress).toBe("new.admin@rib.example");
    expect(mail!.subject).toBe("Invitation to the RIB Warsaw administrator panel");
    expect(sent.text).toContain(`${SITE}${INVITATION_PATH}?token=${token}`);
    expect(mail!.status).toBe("sent");
    // No copy of the link rests anywhere: not in the sent row, not in any other table.
    const dump = await wholeDatabase();
    expect(dump).toContain("new.admin@rib.example");
    expect(dump).not.toContain(token);
    // The audit row names the address, never the token.
    const audits = await getDb()
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.entity, "admin_invitation"));
    expect(audits.some((a) => a.entityId === String(invitation.id) && a.action === "create")).toBe(
      true,
    );
    expect(JSON.stringify(audits)).not.toContain(token);
    expect((await listPendingInvitations()).map((i) => i.email)).toContain("new.admin@rib.example");
  });

  it("a link works once: the invitee becomes an administrator who can sign in, a second use is refused", async () => {
    const { token } = await invite("once@rib.example");
    expect(await inspectInvitation(token)).toEqual({
      state: "valid",
      email: "once@rib.example",
    });
    await expect(acceptInvitation(token, "abcdef")).rejects.toMatchObject({
      reason: "weak_password",
      passwordProblem: "too_short",
    });
    await expect(acceptInvitation(token, "password1234")).rejects.toMatchObject({
      reason: "weak_password",
      passwordProblem: "too_weak",
    });
    // A refused password does not use the link up.
    expect((await inspectInvitation(token)).state).toBe("valid");
    const accepted = await acceptInvitation(token, "river-lantern-oak-quiet-7");
    expect(accepted.email).toBe("once@rib.example");
    const [created] = await getDb()
      .select()
      .from(schema.user)
      .where(eq(schema.user.email, "once@rib.example"));
    expect(created!.role).toBe("admin");
    expect((await signIn("once@rib.example", "river-lantern-oak-quiet-7")).status).toBe(200);
    expect((await inspectInvitation(token)).state).toBe("used");
    await expect(acceptInvitation(token, "another-river-lantern-9")).rejects.toMatchObject({
      reason: "used",
    });
    expect((await listPendingInvitations()).map((i) => i.email)).not.toContain("once@rib.example");
  });

  it("two requests racing with one link: exactly one wins", async () => {
    const { token } = await invite("race@rib.example");
    const results = await Promise.allSettled([
      acceptInvitation(token, "copper-harbour-misty-41"),
      acceptInvitation(token, "copper-harbour-misty-42"),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const users = await getDb()
      .select()
      .from(schema.user)
      .where(eq(schema.user.email, "race@rib.example"));
    expect(users).toHaveLength(1);
  });

  it("a link is good for 24 hours and no longer", async () => {
    const start = new Date("2026-11-20T10:00:00Z");
    const { invitation } = await createInvitation(actor, "late@rib.example", "pl", start);
    const token = tokenIn((await mintInvitationLink(invitation.id, start))!)!;
    const almost = new Date(start.getTime() + INVITATION_TTL_MS - 1000);
    const after = new Date(start.getTime() + INVITATION_TTL_MS + 1000);
    expect((await inspectInvitation(token, almost)).state).toBe("valid");
    expect((await inspectInvitation(token, after)).state).toBe("expired");
    await expect(acceptInvitation(token, "violet-canyon-morning-88", after)).rejects.toMatchObject({
      reason: "expired",
    });
    expect((await listPendingInvitations(after)).map((i) => i.email)).not.toContain(
      "late@rib.example",
    );
  });

  it("revoked and unknown links are refused; a new invitation replaces the earlier one", async () => {
    const first = await invite("twice@rib.example");
    const second = await invite("twice@rib.example");
    expect((await inspectInvitation(first.token)).state).toBe("revoked");
    expect(await revokeInvitation(actor, second.invitation.id)).toBe(true);
    expect(await revokeInvitation(actor, second.invitation.id)).toBe(false);
    await expect(acceptInvitation(second.token, "amber-meadow-falcon-23")).rejects.toBeInstanceOf(
      InvitationError,
    );
    expect((await inspectInvitation("not-a-real-token")).state).toBe("unknown");
    expect((await inspectInvitation("")).state).toBe("unknown");
  });

  // docs/security.md, issue 31 (third review), finding 2.
  it("an invitation dies with its sender: removal withdraws it, audited, and accepting answers 410 in both languages", async () => {
    await ensureAdministrator("deputy@rib.example", "long-admin-password-7");
    const [deputy] = await getDb()
      .select()
      .from(schema.user)
      .where(eq(schema.user.email, "deputy@rib.example"));
    const boss = actor;
    actor = { id: deputy!.id, email: deputy!.email };
    const pl = await invite("friend-pl@rib.example", "pl");
    const en = await invite("friend-en@rib.example", "en");
    actor = boss;
    const kept = await invite("kept@rib.example");
    expect((await inspectInvitation(pl.token)).state).toBe("valid");

    expect(await removeAdministrator(boss, deputy!.id)).toEqual({ ok: true });
    // Withdrawn in the removal's transaction: no longer pending, and audited.
    const pending = (await listPendingInvitations()).map((i) => i.email);
    expect(pending).not.toContain("friend-pl@rib.example");
    expect(pending).toContain("kept@rib.example");
    const [row] = await getDb()
      .select()
      .from(schema.adminInvitations)
      .where(eq(schema.adminInvitations.id, pl.invitation.id));
    expect(row!.revokedAt).not.toBeNull();
    const audits = await getDb()
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.entity, "admin_invitation"));
    expect(audits.filter((a) => a.action === "revoke").map((a) => Number(a.entityId))).toEqual(
      expect.arrayContaining([pl.invitation.id, en.invitation.id]),
    );

    expect((await inspectInvitation(pl.token)).state).toBe("sender_removed");
    await expect(acceptInvitation(pl.token, "violet-canyon-morning-88")).rejects.toMatchObject({
      reason: "sender_removed",
    });
    for (const [token, lang, words] of [
      [pl.token, "pl", /nie ma już dostępu do panelu/],
      [en.token, "en", /no longer has access to the panel/],
    ] as const) {
      const res = await acceptRoute({
        request: new Request(`${SITE}/api/invitations/accept`, {
          method: "POST",
          headers: { "Content-Type": "application/json", "Accept-Language": lang },
          body: JSON.stringify({ token, password: "violet-canyon-morning-88" }),
        }),
      } as Parameters<typeof acceptRoute>[0]);
      expect(res.status).toBe(410);
      expect(await res.json()).toMatchObject({
        error: "invitation_sender_removed",
        message: expect.stringMatching(words),
      });
    }
    // Nobody became an administrator through them; the other sender's invitation still works.
    const users = await getDb().select().from(schema.user);
    expect(users.map((u) => u.email)).not.toContain("friend-pl@rib.example");
    expect((await inspectInvitation(kept.token)).state).toBe("valid");
  });

  it("an invitation whose sender lost the role some other way is refused too", async () => {
    await ensureAdministrator("mate@rib.example", "long-admin-password-8");
    const [mate] = await getDb()
      .select()
      .from(schema.user)
      .where(eq(schema.user.email, "mate@rib.example"));
    const boss = actor;
    actor = { id: mate!.id, email: mate!.email };
    const left = await invite("left@rib.example");
    actor = boss;
    await getDb().update(schema.user).set({ role: "user" }).where(eq(schema.user.id, mate!.id));
    expect((await inspectInvitation(left.token)).state).toBe("sender_removed");
    await expect(acceptInvitation(left.token, "violet-canyon-morning-88")).rejects.toMatchObject({
      reason: "sender_removed",
    });
  });

  it("an address that already belongs to an administrator cannot be invited", async () => {
    await expect(createInvitation(actor, "boss@rib.example", "pl")).rejects.toMatchObject({
      reason: "already_admin",
    });
  });
});

it("accepting checks its body with the route's schema: missing or mistyped fields are field errors in the caller's language", async () => {
  const post = (body: unknown, lang: "pl" | "en") =>
    acceptRoute({
      request: new Request(`${SITE}/api/invitations/accept`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "Accept-Language": lang },
        body: JSON.stringify(body),
      }),
    } as Parameters<typeof acceptRoute>[0]);
  for (const [lang, token, password] of [
    ["pl", "Ten link jest nieprawidłowy. Sprawdź, czy skopiowano go w całości.", "Podaj hasło."],
    ["en", expect.stringMatching(/^This link is not valid/), "Enter your password."],
  ] as const) {
    const res = await post({ token: 42, extra: true }, lang);
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body).toMatchObject({ error: "invalid_input", fieldErrors: { token, password } });
    expect(JSON.stringify(body)).not.toMatch(/Invalid input|expected|received/);
  }
});

it("the /api/auth allowlist opens only what the product uses, in any spelling", () => {
  expect(openAuthEndpoint("POST", "/api/auth/sign-in/email")).toBe("/sign-in/email");
  expect(openAuthEndpoint("POST", "/API/AUTH/SIGN-IN/EMAIL")).toBe("/sign-in/email");
  expect(openAuthEndpoint("POST", "/api//auth/two-factor/verify-totp/")).toBe(
    "/two-factor/verify-totp",
  );
  expect(openAuthEndpoint("GET", "/api/auth/sign-in/email")).toBeNull();
  for (const path of [
    "/api/auth/admin/create-user",
    "/api/auth/admin/set-role",
    "/api/auth/sign-up/email",
    "/api/auth/two-factor/enable",
    "/api/auth/%61dmin/impersonate-user",
  ]) {
    expect(openAuthEndpoint("POST", path), path).toBeNull();
  }
  expect(openAuthEndpoint("POST", "/api/auth/admin/create-user", true)).toBe("/admin/create-user");
  expect(openAuthEndpoint("POST", "/api/auth/admin/set-role", true)).toBeNull();
  expect(openAuthEndpoint("POST", "/api/auth/%E0%A4%A")).toBeNull();
});
