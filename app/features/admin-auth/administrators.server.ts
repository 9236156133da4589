import { and, asc, eq, isNull, like, sql } from "drizzle-orm";
import { writeAudit, type AuditActor } from "~/lib/audit.server";
import { getDb, schema } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";

/**
 * The administrators (docs/architecture.md §4 "administrators", decision 221): the list the
 * Account tab shows, and removal. Removing deletes the account (its sessions, password and
 * two-step secrets go with it by foreign key), so the removed administrator's open panel is
 * signed out on its next request; it is audit-logged.
 */

const { user, session, adminInvitations } = schema;

export interface AdministratorRow {
  id: string;
  email: string;
  createdAt: string;
  twoFactorEnabled: boolean;
  lastSignInAt: string | null;
  self: boolean;
  /** The account ADMIN_EMAIL names: re-created at every start, so it cannot be removed. */
  owner: boolean;
}

/** better-auth keeps roles as a comma-separated list. */
const isAdminRole = (role: string | null) =>
  (role ?? "")
    .split(",")
    .map((r) => r.trim())
    .includes("admin");
const adminRoleLike = like(user.role, "%admin%");

/** Every administrator, oldest first; `self` marks the caller, `owner` the ADMIN_EMAIL account. */
export async function listAdministrators(selfId: string): Promise<AdministratorRow[]> {
  const envAdmin = getEnv().ADMIN_EMAIL?.trim().toLowerCase();
  const rows = await getDb()
    .select({
      id: user.id,
      email: user.email,
      role: user.role,
      createdAt: user.createdAt,
      twoFactorEnabled: user.twoFactorEnabled,
      lastSignInAt: user.lastSignInAt,
      // Before this column was written, the newest stored session is the best answer there is.
      lastSession: sql<
        string | number | null
      >`(select floor(extract(epoch from max(s.created_at)) * 1000) from "session" s where s.user_id = "user"."id")`,
    })
    .from(user)
    .where(adminRoleLike)
    .orderBy(asc(user.createdAt), asc(user.email));
  return rows
    .filter((r) => isAdminRole(r.role))
    .map((r) => {
      const last =
        r.lastSignInAt ??
        (r.lastSession !== null && r.lastSession !== undefined
          ? new Date(Number(r.lastSession))
          : null);
      return {
        id: r.id,
        email: r.email,
        createdAt: r.createdAt.toISOString(),
        twoFactorEnabled: r.twoFactorEnabled === true,
        lastSignInAt: last ? last.toISOString() : null,
        self: r.id === selfId,
        owner: Boolean(envAdmin) && r.email.toLowerCase() === envAdmin,
      };
    });
}

export type RemovalRefusal = "self" | "last" | "env_admin" | "not_found";

/**
 * Removes the administrator `id`: deletes the account in one transaction with its audit row,
 * and withdraws (revokes, audited) the invitations they sent that are still pending: an
 * invitation dies with its sender (issue 31, finding 2).
 * Refused for the caller themself, for the last administrator, and for the one ADMIN_EMAIL
 * names (it is re-created at every start, so removing it would not last).
 */
export async function removeAdministrator(
  actor: AuditActor,
  id: string,
): Promise<{ ok: true } | { ok: false; reason: RemovalRefusal }> {
  if (id === actor.id) return { ok: false, reason: "self" };
  const envAdmin = getEnv().ADMIN_EMAIL?.trim().toLowerCase();
  return getDb().transaction(async (tx) => {
    // Lock every administrator row: two removals at once cannot leave none.
    const admins = (
      await tx
        .select({ id: user.id, email: user.email, role: user.role })
        .from(user)
        .where(adminRoleLike)
        .for("update")
    ).filter((r) => isAdminRole(r.role));
    const target = admins.find((a) => a.id === id);
    if (!target) return { ok: false, reason: "not_found" } as const;
    if (envAdmin && target.email.toLowerCase() === envAdmin)
      return { ok: false, reason: "env_admin" } as const;
    if (admins.length <= 1) return { ok: false, reason: "last" } as const;
    const now = new Date();
    const withdrawn = await tx
      .update(adminInvitations)
      .set({ revokedAt: now })
      .where(
        and(
          eq(adminInvitations.invitedById, id),
          isNull(adminInvitations.usedAt),
          isNull(adminInvitations.revokedAt),
        ),
      )
      .returning({ id: adminInvitations.id, email: adminInvitations.email });
    for (const invitation of withdrawn)
      await writeAudit(tx, actor, {
        entity: "admin_invitation",
        entityId: invitation.id,
        action: "revoke",
        before: { email: invitation.email, invitedBy: target.email },
        after: null,
      });
    await tx.delete(session).where(eq(session.userId, id));
    await tx.delete(user).where(and(eq(user.id, id)));
    await writeAudit(tx, actor, {
      entity: "admin_user",
      entityId: id,
      action: "remove",
      before: { email: target.email, role: target.role },
      after: null,
    });
    return { ok: true } as const;
  });
}
