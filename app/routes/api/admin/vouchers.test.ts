import { beforeAll, expect, it } from "vitest";
import { describeEachDb } from "../../../../tests/support/test-db";
import { getFrom, postTo, useTestEnv } from "../../../../tests/support/api-test-helpers";
import { issueSchema, redeemSchema, refundSchema } from "~/features/vouchers/admin-schema";
import * as list from "./vouchers";
import * as one from "./voucher";
import * as csv from "./vouchers-csv";
import * as report from "./vouchers-report";
import * as redeem from "./voucher-redeem";
import * as extend from "./voucher-extend";
import * as voidRoute from "./voucher-void";
import * as refund from "./voucher-refund";
import * as pdf from "./voucher-pdf";
import * as batchPdf from "./vouchers-pdf";

beforeAll(() => useTestEnv());

describeEachDb("gift vouchers, panel routes", () => {
  it("answer 401 without a session, GET and POST alike", async () => {
    for (const route of [list, one, csv, report, pdf, batchPdf])
      expect((await getFrom(route.loader, "/api/admin/vouchers/ABCD-2346-789K")).status).toBe(401);
    for (const route of [list, redeem, extend, voidRoute, refund])
      expect(
        (await postTo(route.action, "/api/admin/vouchers/ABCD-2346-789K/redeem", {})).status,
      ).toBe(401);
  });
});

it("bodies: amounts in PLN with at most 2 decimals, a batch of 1..500, a refund's method and reason", () => {
  expect(redeemSchema("pl").safeParse({ amount: 120.5 }).success).toBe(true);
  expect(redeemSchema("pl").safeParse({ amount: 120.555 }).success).toBe(false);
  expect(redeemSchema("pl").safeParse({ amount: -1 }).success).toBe(false);
  expect(
    issueSchema("en").safeParse({ kind: "value", amount: 100, count: 500, note: "x" }).success,
  ).toBe(true);
  expect(
    issueSchema("en").safeParse({ kind: "value", amount: 100, count: 501, note: "x" }).success,
  ).toBe(false);
  expect(issueSchema("en").safeParse({ kind: "cruise", count: 1, note: "x" }).success).toBe(false);
  expect(refundSchema("en").safeParse({ reason: "asked", method: "cash" }).success).toBe(false);
  expect(refundSchema("en").safeParse({ reason: "asked", method: "outside" }).success).toBe(true);
});
