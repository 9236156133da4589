import { copyProblem, type CopyProblem } from "~/lib/copy/copy-keys";
import type { Lang } from "~/lib/i18n/lang";

/**
 * What is wrong with an edited text, in words: the same check and the same messages in the
 * panel's copy editor (before it sends anything, issue 43) and in the routes that save it.
 */
const MESSAGES = {
  pl: {
    empty: "Tekst nie może być pusty.",
    placeholder: (names: string[]) =>
      `Zachowaj ${names.length > 1 ? "znaczniki" : "znacznik"} ${names.map((n) => `{${n}}`).join(", ")}: w to miejsce strona wstawia wartość.`,
    tooLong: (max: number) => `Tekst może mieć najwyżej ${max} znaków.`,
  },
  en: {
    empty: "The text cannot be empty.",
    placeholder: (names: string[]) =>
      `Keep ${names.map((n) => `{${n}}`).join(", ")}: the site puts a value in ${names.length > 1 ? "their places" : "its place"}.`,
    tooLong: (max: number) => `The text can have at most ${max} characters.`,
  },
} as const;

export function problemMessage(p: CopyProblem, lang: Lang): string {
  const m = MESSAGES[lang];
  return p.kind === "empty"
    ? m.empty
    : p.kind === "placeholder"
      ? m.placeholder(p.missing)
      : m.tooLong(p.max);
}

/**
 * The messages for the texts of `input` that may not be saved over their `defaults`, keyed
 * `prefix` + language (`pl`, `en.q`); a language left out or reset (null) is not checked.
 */
export function copyErrors(
  input: Partial<Record<Lang, string | null>>,
  defaults: Record<Lang, string>,
  lang: Lang,
  field = "",
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const l of ["pl", "en"] as const) {
    const v = input[l];
    if (v === undefined || v === null) continue;
    const problem = copyProblem(v, defaults[l]);
    if (problem) errors[field ? `${l}.${field}` : l] = problemMessage(problem, lang);
  }
  return errors;
}
