import { eq } from "drizzle-orm";
import { getDb, schema } from "~/lib/db.server";
import { normalizeCode } from "./codes";
import { BALANCE_SQL } from "./ledger.server";
import { toPln } from "./money";

export type PublicStatus = "active" | "used" | "expired" | "void";

/** The status the public (and the panel) sees: a stored status, or "expired" for an active voucher past its date. */
export function publicStatus(status: string, expiresAt: Date, now = new Date()): PublicStatus {
  if (status === "active") return expiresAt.getTime() < now.getTime() ? "expired" : "active";
  if (status === "used") return "used";
  return "void";
}

export interface PublicVoucher {
  kind: "value" | "cruise";
  status: PublicStatus;
  balance: number;
  expiresAt: string;
  cruise?: { key: string | null; name_pl: string; name_en: string; people: number | null };
}

/** GET /api/vouchers/:code's answer, or null for any code not found (a malformed one included). */
export async function lookupVoucher(
  input: string,
  now = new Date(),
): Promise<PublicVoucher | null> {
  const code = normalizeCode(input);
  if (!code) return null;
  const v = schema.vouchers;
  const [row] = await getDb()
    .select({
      kind: v.kind,
      status: v.status,
      expiresAt: v.expiresAt,
      cruiseKey: v.cruiseKey,
      cruiseNamePl: v.cruiseNamePl,
      cruiseNameEn: v.cruiseNameEn,
      people: v.people,
      balance: BALANCE_SQL,
    })
    .from(v)
    .where(eq(v.code, code));
  if (!row) return null;
  return {
    kind: row.kind,
    status: publicStatus(row.status, row.expiresAt, now),
    balance: toPln(Number(row.balance)),
    expiresAt: row.expiresAt.toISOString(),
    ...(row.kind === "cruise"
      ? {
          cruise: {
            key: row.cruiseKey,
            name_pl: row.cruiseNamePl ?? "",
            name_en: row.cruiseNameEn ?? row.cruiseNamePl ?? "",
            people: row.people,
          },
        }
      : {}),
  };
}
