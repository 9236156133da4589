import { describe, expect, it } from "vitest";
import { passwordProblem } from "./password-policy.server";

describe("new administrator passwords", () => {
  it("refuses short, common and guessable ones", async () => {
    const cases: Array<[password: string | undefined, problem: string]> = [
      ["abcdef", "too_short"],
      ["123456", "too_short"],
      ["password1234", "too_weak"],
      ["qwertyuiop12", "too_weak"],
      ["kochamcie1234", "too_weak"],
      ["x".repeat(129), "too_long"],
      [undefined, "too_short"],
    ];
    for (const [password, problem] of cases)
      expect(await passwordProblem(password), String(password)).toBe(problem);
  });

  it("refuses a password made of the account's own e-mail", async () => {
    expect(await passwordProblem("marek.nowak2026", ["marek.nowak@ribwarsaw.pl"])).toBe("too_weak");
  });

  it("accepts long unrelated phrases", async () => {
    expect(await passwordProblem("correct-horse-battery-9")).toBeUndefined();
    expect(await passwordProblem("Wisła płynie szybko 2026")).toBeUndefined();
  });
});
