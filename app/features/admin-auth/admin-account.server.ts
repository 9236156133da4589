import { and, eq } from "drizzle-orm";
import { getDb, schema } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";
import { getAuth } from "./auth.server";

export const MIN_ADMIN_PASSWORD = 12;

function checkPassword(password: string) {
  if (password.length < MIN_ADMIN_PASSWORD) {
    throw new Error(
      `The administrator password must have at least ${MIN_ADMIN_PASSWORD} characters`,
    );
  }
}

async function linkPassword(userId: string, password: string) {
  const ctx = await getAuth().$context;
  await ctx.internalAdapter.linkAccount({
    providerId: "credential",
    accountId: userId,
    userId,
    password: await ctx.password.hash(password),
  });
}

/**
 * Makes sure an administrator with this e-mail exists: creates it, or gives an existing
 * user the admin role. Never changes an existing password (docs/architecture.md §4). Creating one is
 * two writes (the user, then its password); a user left without a password by a start that
 * was interrupted between them gets the given one on the next start.
 */
export async function ensureAdministrator(
  rawEmail: string,
  password: string,
): Promise<"created" | "promoted" | "unchanged"> {
  const email = rawEmail.trim().toLowerCase();
  const db = getDb();
  const [existing] = await db
    .select()
    .from(schema.user)
    .where(eq(schema.user.email, email))
    .limit(1);
  if (existing) {
    const [credential] = await db
      .select({ id: schema.account.id })
      .from(schema.account)
      .where(
        and(eq(schema.account.userId, existing.id), eq(schema.account.providerId, "credential")),
      )
      .limit(1);
    if (!credential) {
      checkPassword(password);
      await linkPassword(existing.id, password);
      logger.warn(
        { email },
        "The administrator account had no password (an interrupted first start?): set the one given",
      );
    }
    if (existing.role === "admin") return "unchanged";
    await db
      .update(schema.user)
      .set({ role: "admin", updatedAt: new Date() })
      .where(eq(schema.user.id, existing.id));
    logger.info({ email }, "Gave an existing user the admin role");
    return "promoted";
  }
  checkPassword(password);
  const ctx = await getAuth().$context;
  let user: Awaited<ReturnType<typeof ctx.internalAdapter.createUser>>;
  try {
    user = await ctx.internalAdapter.createUser(
      { email, name: email.split("@")[0] ?? email, emailVerified: true, role: "admin" },
      { method: "admin" },
    );
  } catch (err) {
    // Several processes starting together on one PostgreSQL: another one created it first.
    if (isUniqueViolation(err)) return ensureAdministrator(rawEmail, password);
    throw err;
  }
  await linkPassword(user.id, password);
  logger.info({ email }, "Created the administrator account");
  return "created";
}

function isUniqueViolation(err: unknown): boolean {
  for (
    let e = err as { code?: string; cause?: unknown } | undefined, i = 0;
    e && i < 5;
    e = e.cause as typeof e, i++
  ) {
    if (e.code === "23505") return true;
  }
  return false;
}
