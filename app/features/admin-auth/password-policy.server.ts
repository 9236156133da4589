import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";
import { oneAtATime } from "~/lib/memory-slot.server";

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
/** Far above the estimate's usual 0.4 s (the dictionaries loaded, then one check). */
const ESTIMATE_TIMEOUT_MS = 30_000;

/**
 * The estimator's dictionaries take about 60 MB while loaded (measured: +41 MB to import them,
 * +26 MB once ranked), which the server would otherwise hold from its first password to its
 * last request (decision 461). They are loaded in a thread that answers one estimate and ends,
 * taking its memory with it, and in the process's one slot for memory-heavy work, so it never
 * runs while a photo is decoded and cut. Passwords are set rarely (an invitation accepted, a
 * change, a reset), so the 0.4 s it costs is not felt. The packages are found when this module
 * loads, so a missing one stops the server at start, not at the first password.
 */
const resolve = createRequire(import.meta.url).resolve;
const ESTIMATOR_PATHS = [
  "@zxcvbn-ts/core",
  "@zxcvbn-ts/language-common",
  "@zxcvbn-ts/language-en",
  "@zxcvbn-ts/language-pl",
].map((name) => resolve(name));
const ESTIMATOR_THREAD = `
const { parentPort, workerData } = require("node:worker_threads");
const [core, common, en, pl] = workerData.paths.map((path) => require(path));
const factory = new core.ZxcvbnFactory({
  dictionary: { ...common.dictionary, ...en.dictionary, ...pl.dictionary },
  graphs: common.adjacencyGraphs,
  translations: en.translations,
});
parentPort.postMessage(factory.check(workerData.password, workerData.words).score);
`;

function estimateScore(password: string, words: string[]): Promise<number> {
  return oneAtATime(
    () =>
      new Promise<number>((done, fail) => {
        const thread = new Worker(ESTIMATOR_THREAD, {
          eval: true,
          workerData: { paths: ESTIMATOR_PATHS, password, words },
          resourceLimits: { maxOldGenerationSizeMb: 128 },
        });
        const timer = setTimeout(() => {
          void thread.terminate();
          fail(new Error("The password strength estimate timed out"));
        }, ESTIMATE_TIMEOUT_MS);
        thread.once("message", (score: number) => {
          clearTimeout(timer);
          done(score);
          void thread.terminate();
        });
        thread.once("error", (err) => {
          clearTimeout(timer);
          fail(err);
        });
        thread.once("exit", (code) => {
          clearTimeout(timer);
          fail(new Error(`The password strength estimate ended without an answer (${code})`));
        });
      }),
  );
}

export type PasswordProblem = "too_short" | "too_long" | "too_weak";

/** Why a new password is refused, or undefined when it may be set. */
export async function passwordProblem(
  password: unknown,
  knownWords: string[] = [],
): Promise<PasswordProblem | undefined> {
  if (typeof password !== "string" || password.length < MIN_PASSWORD_LENGTH) return "too_short";
  if (password.length > MAX_PASSWORD_LENGTH) return "too_long";
  const words = knownWords
    .flatMap((w) => {
      const lower = w.toLowerCase();
      return [lower, lower.split("@")[0]!, ...lower.split(/[^\p{L}\p{N}]+/u)];
    })
    .filter((w) => w.length >= 3);
  return (await estimateScore(password, words)) < MIN_SCORE ? "too_weak" : undefined;
}

export const PASSWORD_PROBLEM_MESSAGES: Record<PasswordProblem, string> = {
  too_short: `The password must be at least ${MIN_PASSWORD_LENGTH} characters long.`,
  too_long: `The password can be at most ${MAX_PASSWORD_LENGTH} characters long.`,
  too_weak: "This password is too easy to guess: use a longer phrase of unrelated words.",
};
