/**
 * The gift-voucher tests' set-up: a fake Stripe for the file with the environment pointing at it,
 * the per-database hooks, and a mail transport that keeps what it sends.
 */
import { afterAll, beforeAll, beforeEach } from "vitest";
import { setVoucherCruiseSource } from "~/features/vouchers/orders.server";
import { getDb, schema } from "~/lib/db.server";
import type { MailTransport, OutgoingMail } from "~/lib/mail/transport.server";
import { seedDatabase } from "../../db/seed";
import { voucherCruise } from "../../server/startup";
import { useTestEnv } from "./api-test-helpers";
import { startFakeStripe, type FakeStripe } from "./fake-stripe";

/** A fake Stripe started before the file's tests and closed after them; `useEnv` points the site at it. */
export function voucherStripeForFile() {
  const file = {
    fake: undefined as unknown as FakeStripe,
    useEnv(extra: Record<string, string> = {}) {
      useTestEnv({ ...file.fake.env, STRIPE_TIMEOUT_MS: "400", ...extra });
    },
  };
  beforeAll(async () => {
    file.fake = await startFakeStripe();
    file.useEnv();
    setVoucherCruiseSource(voucherCruise);
  });
  afterAll(async () => file.fake?.close());
  return file;
}

/**
 * Inside a describeEachDb: the seed once; before each test the environment, the fake in its
 * normal mode, and an empty outbox (and rate-limit table when `rateLimits` is set).
 */
export function voucherDatabaseHooks(
  file: ReturnType<typeof voucherStripeForFile>,
  { rateLimits = false } = {},
) {
  beforeAll(async () => {
    await seedDatabase(getDb());
  });
  beforeEach(async () => {
    file.useEnv();
    file.fake.setMode("normal");
    await getDb().delete(schema.emailOutbox);
    if (rateLimits) await getDb().delete(schema.rateLimits);
  });
}

/** A mail transport that keeps what it is given. */
export function captureTransport(): MailTransport & { sent: OutgoingMail[] } {
  const sent: OutgoingMail[] = [];
  return { kind: "file", sent, send: async (m) => void sent.push(m), close: () => undefined };
}
