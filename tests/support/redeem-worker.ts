/**
 * A second process for the gift-voucher race test (app/features/vouchers/panel.server.test.ts):
 * `tsx tests/support/redeem-worker.ts <database url> <code> <count> <amount PLN>` runs `count`
 * redemptions of `amount` at once against the same PostgreSQL and prints their HTTP-like
 * outcomes as JSON (201 done, 409 refused).
 */
import { createDatabase, setDatabase } from "../../app/lib/db.server";
import { ApiError } from "../../app/lib/api.server";
import { redeemVoucher } from "../../app/features/vouchers/admin.server";

const [url, code, count, amount] = process.argv.slice(2);
const database = createDatabase({ url: url!, dataDir: "", poolMax: 10 });
setDatabase(database);
const actor = { id: "worker", email: "worker@example.com" };
const outcomes = await Promise.all(
  Array.from({ length: Number(count) }, async () => {
    try {
      await redeemVoucher(actor, code!, { amount: Number(amount), note: "worker" }, "en");
      return 201;
    } catch (err) {
      return err instanceof ApiError ? err.status : 500;
    }
  }),
);
await database.close();
process.stdout.write(JSON.stringify(outcomes));
