import { beforeAll, describe, expect, it } from "vitest";
import { useTestEnv } from "../../../tests/support/api-test-helpers";
import {
  checkUnsubscribeToken,
  createUnsubscribeToken,
  LEGACY_TOKENS_ACCEPTED_UNTIL,
  parseUnsubscribeToken,
  tokenDay,
  UNSUBSCRIBE_TOKEN_VALID_DAYS,
} from "./unsubscribe-token.server";
import { createHmac } from "node:crypto";
import { getEnv } from "~/lib/env.server";

beforeAll(() => useTestEnv());

const who = { id: 42, email: "Anna@Example.com" };
const DAY = 86_400_000;
const issued = new Date("2026-03-10T15:00:00Z");
const check = (token: string, now: Date, email = who.email) =>
  checkUnsubscribeToken(parseUnsubscribeToken(token)!, email, now);

describe("unsubscribe tokens carry their issue day and expire (decision 200)", () => {
  it("is id.day.signature and round-trips", () => {
    const token = createUnsubscribeToken(who, issued);
    expect(token).toMatch(new RegExp(`^42\\.${tokenDay(issued)}\\.[\\w-]{32}$`));
    expect(parseUnsubscribeToken(token)).toMatchObject({ id: 42, day: tokenDay(issued) });
    expect(check(token, issued)).toBe("valid");
  });

  it(`is valid for ${UNSUBSCRIBE_TOKEN_VALID_DAYS} days after the issue day, then expired`, () => {
    const token = createUnsubscribeToken(who, issued);
    const lastDay = new Date((tokenDay(issued) + UNSUBSCRIBE_TOKEN_VALID_DAYS) * DAY + DAY - 1);
    expect(check(token, lastDay)).toBe("valid");
    expect(check(token, new Date(lastDay.getTime() + 1))).toBe("expired");
    expect(check(token, new Date(issued.getTime() + 3 * 365 * DAY))).toBe("expired");
  });

  it("a changed day, id or address is invalid, not expired", () => {
    const token = createUnsubscribeToken(who, issued);
    const [, day, sig] = token.split(".");
    // Moving an expired token's day forward does not revive it: the day is signed.
    const later = new Date(issued.getTime() + 400 * DAY);
    expect(check(`42.${Number(day) + 100}.${sig}`, later)).toBe("invalid");
    expect(check(`43.${day}.${sig}`, issued)).toBe("invalid");
    expect(check(token, issued, "someone@example.com")).toBe("invalid");
    // The address compares case-insensitively, as it is stored.
    expect(check(token, issued, "anna@example.com")).toBe("valid");
  });

  it("a day in the future is invalid", () => {
    const future = createUnsubscribeToken(who, new Date(issued.getTime() + 5 * DAY));
    expect(check(future, issued)).toBe("invalid");
  });

  it("a legacy token without a day works until the cut-over date, then is expired", () => {
    const sig = createHmac("sha256", getEnv().AUTH_SECRET)
      .update("newsletter-unsubscribe:42:anna@example.com")
      .digest("base64url")
      .slice(0, 32);
    const legacy = `42.${sig}`;
    expect(parseUnsubscribeToken(legacy)).toEqual({ id: 42, sig });
    expect(check(legacy, new Date(LEGACY_TOKENS_ACCEPTED_UNTIL.getTime() - 1))).toBe("valid");
    expect(check(legacy, LEGACY_TOKENS_ACCEPTED_UNTIL)).toBe("expired");
    expect(check(`42.${sig.slice(0, -1)}x`, issued)).toBe("invalid");
  });

  it("rejects malformed tokens", () => {
    for (const t of [
      "",
      "garbage",
      "0.20000." + "a".repeat(32),
      "1.2.3." + "a".repeat(32),
      "1.1234567." + "a".repeat(32),
      "1." + "a".repeat(31),
    ]) {
      expect(parseUnsubscribeToken(t)).toBeUndefined();
    }
  });
});
