import { createHash, randomBytes } from "node:crypto";
import { and, asc, eq, gt, isNull, sql } from "drizzle-orm";
import { auditRemoval, writeAudit, type AuditActor } from "~/lib/audit.server";
import { getDb, schema, type DbOrTx } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import type { Lang } from "~/lib/i18n/lang";
import { button, layout, p, textLayout } from "~/lib/mail/layout";
import { enqueueEmail, registerSecretLink, SECRET_LINK } from "~/lib/mail/outbox.server";
import { getAuth } from "./auth.server";
import { accountMessages } from "./messages";
import { passwordProblem, type PasswordProblem } from "./password-policy.server";

/** How long an invitation link works (docs/product.md §10). */
export const INVITATION_TTL_MS = 24 * 60 * 60 * 1000;
/** Where the link leads: the page that sets the password. */
export const INVITATION_PATH = "/admin/zaproszenie";

const { adminInvitations, user, account } = schema;

/** Only this is stored: a SHA-256 of the token, so a copy of the database opens no invitation. */
export function hashInvitationToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

export type InvitationState =
  | "valid"
  | "expired"
  | "used"
  | "revoked"
  /** Its sender is no longer an administrator (removed, or the role taken away): issue 31, finding 2. */
  | "sender_removed"
  | "unknown";

export class InvitationError extends Error {
  constructor(
    readonly reason: "already_admin" | "weak_password" | Exclude<InvitationState, "valid">,
    readonly passwordProblem?: PasswordProblem,
  ) {
    super(reason);
  }
}

export interface PendingInvitation {
  id: number;
  email: string;
  lang: Lang;
  invitedByEmail: string | null;
  createdAt: string;
  expiresAt: string;
}

function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The invitation e-mail in the chosen language. */
function invitationEmail(lang: Lang, link: string, inviter: string) {
  const t = accountMessages[lang];
  const html = layout({
    lang,
    preheader: t.mailPreheader,
    heading: t.mailHeading,
    body: p(t.mailBody(inviter)) + button(link, t.mailButton) + p(t.mailValidity, "font-size:14px"),
  });
  const text = textLayout({
    lang,
    heading: t.mailHeading,
    body: `${t.mailBody(inviter)}\n\n${link}\n\n${t.mailValidity}`,
  });
  return { subject: t.mailSubject, html, text };
}

/**
 * The invitation's link is minted when its e-mail is sent (docs/decisions/220): a fresh 256-bit
 * token whose hash replaces the stored one while the invitation is still pending, so the link
 * exists only in the e-mail. Null (the e-mail is skipped) when the invitation is no longer pending.
 */
export async function mintInvitationLink(id: number, now = new Date()): Promise<string | null> {
  const token = randomBytes(32).toString("base64url");
  const [row] = await getDb()
    .update(adminInvitations)
    .set({ tokenHash: hashInvitationToken(token) })
    .where(
      and(
        eq(adminInvitations.id, id),
        isNull(adminInvitations.usedAt),
        isNull(adminInvitations.revokedAt),
        gt(adminInvitations.expiresAt, now),
      ),
    )
    .returning({ id: adminInvitations.id });
  return row ? `${getEnv().PUBLIC_SITE_URL}${INVITATION_PATH}?token=${token}` : null;
}

registerSecretLink("admin-invitation", async (ids) => {
  const links = new Map<string, string>();
  for (const id of ids) {
    const link = await mintInvitationLink(Number(id));
    if (link) links.set(id, link);
  }
  return links;
});

/**
 * Invites `email` to become an administrator: queues the e-mail (its link minted only when it is
 * sent) through the outbox and writes the audit row, in one transaction. The stored hash until
 * then is of a token nobody knows. An earlier pending invitation to the same address is revoked
 * (one live link per person).
 */
export async function createInvitation(
  actor: AuditActor,
  rawEmail: string,
  lang: Lang,
  now = new Date(),
): Promise<{ invitation: PendingInvitation }> {
  const email = normaliseEmail(rawEmail);
  const db = getDb();
  const [existing] = await db
    .select({ role: user.role })
    .from(user)
    .where(eq(user.email, email))
    .limit(1);
  if (
    existing &&
    (existing.role ?? "")
      .split(",")
      .map((r) => r.trim())
      .includes("admin")
  )
    throw new InvitationError("already_admin");
  const unknownToken = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_MS);
  const mail = invitationEmail(lang, SECRET_LINK, actor.email);
  const row = await db.transaction(async (tx) => {
    await tx
      .update(adminInvitations)
      .set({ revokedAt: now })
      .where(
        and(
          eq(adminInvitations.email, email),
          isNull(adminInvitations.usedAt),
          isNull(adminInvitations.revokedAt),
        ),
      );
    const [inserted] = await tx
      .insert(adminInvitations)
      .values({
        email,
        tokenHash: hashInvitationToken(unknownToken),
        lang,
        invitedById: actor.id,
        invitedByEmail: actor.email,
        createdAt: now,
        expiresAt,
      })
      .returning();
    await enqueueEmail(tx, {
      dedupeKey: `admin-invitation:${inserted!.id}`,
      kind: "admin-invitation",
      to: email,
      ...mail,
      secretRef: `admin-invitation:${inserted!.id}`,
    });
    await writeAudit(tx, actor, {
      entity: "admin_invitation",
      entityId: inserted!.id,
      action: "create",
      before: null,
      after: { email, lang, expiresAt: expiresAt.toISOString() },
    });
    return inserted!;
  });
  return { invitation: toPending(row) };
}

function toPending(row: typeof adminInvitations.$inferSelect): PendingInvitation {
  return {
    id: row.id,
    email: row.email,
    lang: row.lang === "en" ? "en" : "pl",
    invitedByEmail: row.invitedByEmail,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

/** Invitations not used, not revoked and not expired, oldest first. */
export async function listPendingInvitations(now = new Date()): Promise<PendingInvitation[]> {
  const rows = await getDb()
    .select()
    .from(adminInvitations)
    .where(
      and(
        isNull(adminInvitations.usedAt),
        isNull(adminInvitations.revokedAt),
        gt(adminInvitations.expiresAt, now),
      ),
    )
    .orderBy(asc(adminInvitations.createdAt), asc(adminInvitations.id));
  return rows.map(toPending);
}

/** Revokes a pending invitation; false when there is none by that id (or it is no longer pending). */
export async function revokeInvitation(
  actor: AuditActor,
  id: number,
  now = new Date(),
): Promise<boolean> {
  return getDb().transaction(async (tx) => {
    const [row] = await tx
      .update(adminInvitations)
      .set({ revokedAt: now })
      .where(
        and(
          eq(adminInvitations.id, id),
          isNull(adminInvitations.usedAt),
          isNull(adminInvitations.revokedAt),
        ),
      )
      .returning();
    return auditRemoval(tx, actor, {
      entity: "admin_invitation",
      entityId: id,
      action: "revoke",
      before: row && { email: row.email },
    });
  });
}

/**
 * Whether the invitation's sender is an administrator now (an SQL condition on the invitation
 * row): an invitation dies with its sender's role, even one sent before removal withdrew them.
 */
const senderIsAdmin = sql`exists (select 1 from ${user} where ${user.id} = ${adminInvitations.invitedById} and ',' || replace(${user.role}, ' ', '') || ',' like '%,admin,%')`;

/** What a link is worth now, and for which address. */
export async function inspectInvitation(
  token: string,
  now = new Date(),
): Promise<{ state: InvitationState; email?: string }> {
  if (!token || token.length > 200) return { state: "unknown" };
  const [found] = await getDb()
    .select({ row: adminInvitations, senderIsAdmin: sql<boolean>`${senderIsAdmin}` })
    .from(adminInvitations)
    .where(eq(adminInvitations.tokenHash, hashInvitationToken(token)))
    .limit(1);
  if (!found) return { state: "unknown" };
  const { row } = found;
  if (row.usedAt) return { state: "used", email: row.email };
  // Before "revoked": removing the sender revokes their invitations, and the invitee is told why.
  if (!found.senderIsAdmin) return { state: "sender_removed", email: row.email };
  if (row.revokedAt) return { state: "revoked", email: row.email };
  if (row.expiresAt.getTime() <= now.getTime()) return { state: "expired", email: row.email };
  return { state: "valid", email: row.email };
}

/**
 * Accepts an invitation: checks the password against the policy, then in one transaction claims
 * the invitation (a conditional update, so a link works exactly once even when two requests race),
 * creates the administrator (or gives an existing user the role and this password) and writes
 * the audit row. Throws InvitationError with the reason otherwise.
 */
export async function acceptInvitation(
  token: string,
  password: string,
  now = new Date(),
): Promise<{ userId: string; email: string }> {
  const inspected = await inspectInvitation(token, now);
  if (inspected.state !== "valid") throw new InvitationError(inspected.state);
  const problem = await passwordProblem(password, [inspected.email!]);
  if (problem) throw new InvitationError("weak_password", problem);
  const ctx = await getAuth().$context;
  const hash = await ctx.password.hash(password);
  try {
    return await claimAndCreate(token, hash, ctx, now);
  } catch (err) {
    // Lost a race: to another acceptance, or to the sender's removal meanwhile (asked after the
    // transaction: inside it only its handle may be used).
    if (err instanceof InvitationError && err.reason === "used") {
      const again = await inspectInvitation(token, now);
      if (again.state !== "valid") throw new InvitationError(again.state);
    }
    throw err;
  }
}

async function claimAndCreate(
  token: string,
  hash: string,
  ctx: Awaited<ReturnType<typeof getAuth>["$context"]>,
  now: Date,
): Promise<{ userId: string; email: string }> {
  return getDb().transaction(async (tx) => {
    const [claimed] = await tx
      .update(adminInvitations)
      .set({ usedAt: now })
      .where(
        and(
          eq(adminInvitations.tokenHash, hashInvitationToken(token)),
          isNull(adminInvitations.usedAt),
          isNull(adminInvitations.revokedAt),
          gt(adminInvitations.expiresAt, now),
          senderIsAdmin,
        ),
      )
      .returning();
    if (!claimed) throw new InvitationError("used");
    const email = claimed.email;
    // The password sign-in of the account, with the password just chosen.
    const addCredential = (userId: string) =>
      tx.insert(account).values({
        id: ctx.generateId({ model: "account" }) || randomBytes(16).toString("hex"),
        accountId: userId,
        providerId: "credential",
        userId,
        password: hash,
        createdAt: now,
        updatedAt: now,
      });
    const [existing] = await tx.select().from(user).where(eq(user.email, email)).limit(1);
    let userId: string;
    if (existing) {
      userId = existing.id;
      const roles = new Set(
        (existing.role ?? "")
          .split(",")
          .map((r) => r.trim())
          .filter(Boolean),
      );
      roles.add("admin");
      await tx
        .update(user)
        .set({
          role: [...roles].join(","),
          emailVerified: true,
          updatedAt: now,
        })
        .where(eq(user.id, userId));
      const updated = await tx
        .update(account)
        .set({ password: hash, updatedAt: now })
        .where(and(eq(account.userId, userId), eq(account.providerId, "credential")))
        .returning({ id: account.id });
      if (updated.length === 0) {
        await addCredential(userId);
      }
      // Any session the user had before becoming an administrator ends.
      await tx.delete(schema.session).where(eq(schema.session.userId, userId));
    } else {
      userId = ctx.generateId({ model: "user" }) || randomBytes(16).toString("hex");
      await tx.insert(user).values({
        id: userId,
        email,
        name: email.split("@")[0] ?? email,
        emailVerified: true,
        role: "admin",
        createdAt: now,
        updatedAt: now,
      });
      await addCredential(userId);
    }
    await tx
      .update(adminInvitations)
      .set({ acceptedUserId: userId })
      .where(eq(adminInvitations.id, claimed.id));
    await writeAudit(
      tx,
      { id: userId, email },
      {
        entity: "admin_user",
        entityId: userId,
        action: "create",
        before: existing ? { role: existing.role } : null,
        after: {
          email,
          role: "admin",
          invitationId: claimed.id,
          invitedBy: claimed.invitedByEmail,
        },
      },
    );
    return { userId, email };
  });
}

/**
 * An erased person's invitations not yet accepted (decision 222), for the people feature; an
 * accepted one is the administrator's account's history and stays.
 */
export async function dropUnusedInvitations(tx: DbOrTx, address: string): Promise<void> {
  await tx
    .delete(adminInvitations)
    .where(and(eq(adminInvitations.email, address), isNull(adminInvitations.acceptedUserId)));
}
