import { pgQuery, waitFor } from "./harness";

/**
 * A killed sender's claims on the e-mail outbox expire after the outbox lock time (5 minutes):
 * this fast-forwards them, so a restarted server sends what was in flight.
 */
export async function expireOutboxClaims(databaseUrl: string): Promise<void> {
  await pgQuery(
    databaseUrl,
    "update email_outbox set locked_until = now() - interval '1 second' where status = 'sending'",
  );
}

/** Waits until every e-mail of `kind` in the outbox is sent. */
export async function waitForOutboxDrained(
  databaseUrl: string,
  kind: string,
  timeoutMs: number,
  everyMs?: number,
): Promise<void> {
  await waitFor(
    async () => {
      const [row] = await pgQuery<{ n: string }>(
        databaseUrl,
        "select count(*) as n from email_outbox where kind = $1 and status <> 'sent'",
        [kind],
      );
      return Number(row!.n) === 0;
    },
    "the outbox to drain",
    timeoutMs,
    everyMs,
  );
}
