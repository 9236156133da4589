import { describe, expect, it } from "vitest";
import { passwordProblem } from "./password-policy.server";

describe("new administrator passwords", () => {
  it("refuses short, common and guessable ones", () => {
    expect(passwordProblem("abcdef")).toBe("too_short");
    expect(passwordProblem("123456")).toBe("too_short");
    expect(passwordProblem("password1234")).toBe("too_weak");
    expect(passwordProblem("qwertyuiop12")).toBe("too_weak");
    expect(passwordProblem("kochamcie1234")).toBe("too_weak");
    expect(passwordProblem("x".repeat(129))).toBe("too_long");
    expect(passwordProblem(undefined)).toBe("too_short");
  });

  it("refuses a password made of the account's own e-mail", () => {
    expect(passwordProblem("marek.nowak2026", ["marek.nowak@ribwarsaw.pl"])).toBe("too_weak");
  });

  it("accepts long unrelated phrases", () => {
    expect(passwordProblem("correct-horse-battery-9")).toBeUndefined();
    expect(passwordProblem("Wisła płynie szybko 2026")).toBeUndefined();
  });
});
