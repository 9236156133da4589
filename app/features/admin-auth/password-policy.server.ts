import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as common from "@zxcvbn-ts/language-common";
import * as en from "@zxcvbn-ts/language-en";
import * as pl from "@zxcvbn-ts/language-pl";

/**
 * The rule for every new administrator password (OWASP ASVS 2.1; docs/security.md): at least
 * 12 characters, and not a common or guessable one by zxcvbn-ts's estimate (score 3 of 4 or
 * more), with English and Polish dictionaries and the account's own e-mail as known words. It
 * runs offline, on the server only. The sign-in form keeps the brief's 6-character message:
 * it checks what is typed, not what may be set.
 */
export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 128;
const MIN_SCORE = 3;

let factory: ZxcvbnFactory | undefined;
function estimator(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...en.dictionary, ...pl.dictionary },
    graphs: common.adjacencyGraphs,
    translations: en.translations,
  });
  return factory;
}

export type PasswordProblem = "too_short" | "too_long" | "too_weak";

/** Why a new password is refused, or undefined when it may be set. */
export function passwordProblem(
  password: unknown,
  knownWords: string[] = [],
): PasswordProblem | undefined {
  if (typeof password !== "string" || password.length < MIN_PASSWORD_LENGTH) return "too_short";
  if (password.length > MAX_PASSWORD_LENGTH) return "too_long";
  const words = knownWords
    .flatMap((w) => {
      const lower = w.toLowerCase();
      return [lower, lower.split("@")[0]!, ...lower.split(/[^\p{L}\p{N}]+/u)];
    })
    .filter((w) => w.length >= 3);
  return estimator().check(password, words).score < MIN_SCORE ? "too_weak" : undefined;
}

export const PASSWORD_PROBLEM_MESSAGES: Record<PasswordProblem, string> = {
  too_short: `The password must be at least ${MIN_PASSWORD_LENGTH} characters long.`,
  too_long: `The password can be at most ${MAX_PASSWORD_LENGTH} characters long.`,
  too_weak: "This password is too easy to guess: use a longer phrase of unrelated words.",
};
