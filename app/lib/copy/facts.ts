/**
 * Facts in copy (decision 410): a text that states a cruise or location fact names it by a
 * placeholder ("za całą łódź ({upToPeople})", "Start: {startPoint}"), and the loader or the
 * component that knows the fact fills it, in both languages and inside the operator's edits (the
 * Texts tab keeps a default's `{placeholders}`, app/lib/copy/copy-keys.ts). A number of people is
 * filled with its noun in the form the number takes: Polish has three plural forms, and a number
 * after "do" takes the genitive ("do 1 osoby", "do 8 osób"). Pure: loaders, components and tests
 * use it.
 */
import type { Lang } from "~/lib/i18n/lang";

/** The values of a text's placeholders, by name. */
export type Facts = Readonly<Record<string, string>>;

const PL_RULES = new Intl.PluralRules("pl-PL");
const EN_RULES = new Intl.PluralRules("en-GB");

/** Polish "osoba" in the form a count takes: 1 osoba, 2–4 osoby, 5–21 osób, 22–24 osoby, … */
const PL_PERSON: Record<string, string> = {
  one: "osoba",
  few: "osoby",
  many: "osób",
  other: "osoby",
};

/** "8 osób", "2 osoby", "1 osoba" / "8 people", "1 person": a count of people, as a subject. */
export function people(n: number, lang: Lang): string {
  if (lang === "en") return `${n} ${EN_RULES.select(n) === "one" ? "person" : "people"}`;
  return `${n} ${PL_PERSON[PL_RULES.select(n)] ?? "osób"}`;
}

/** "do 8 osób", "do 1 osoby" / "up to 8 people", "up to 1 person": a maximum, after a noun. */
export function upToPeople(n: number, lang: Lang): string {
  if (lang === "en") return `up to ${people(n, "en")}`;
  // "do" takes the genitive: singular "osoby", plural "osób" for every count above one.
  return `do ${n} ${n === 1 ? "osoby" : "osób"}`;
}

/** The placeholders of a number of people, under a prefix: `{people}`, `{upToPeople}` (or `{eventPeople}`, …). */
export function peopleFacts(n: number, lang: Lang, prefix = ""): Facts {
  const name = (base: string) =>
    prefix ? `${prefix}${base[0]!.toUpperCase()}${base.slice(1)}` : base;
  return { [name("people")]: people(n, lang), [name("upToPeople")]: upToPeople(n, lang) };
}

/** Polish "minuta" in the form a count takes: 1 minuta, 2–4 minuty, 5–21 minut, 22–24 minuty, … */
const PL_MINUTE: Record<string, string> = {
  one: "minuta",
  few: "minuty",
  many: "minut",
  other: "minuty",
};

/** `{minutes}` ("20") and `{duration}` ("20 minut", "22 minuty" / "20 minutes"): how long a cruise lasts. */
export function durationFacts(minutes: number, lang: Lang): Facts {
  const noun =
    lang === "en"
      ? EN_RULES.select(minutes) === "one"
        ? "minute"
        : "minutes"
      : (PL_MINUTE[PL_RULES.select(minutes)] ?? "minut");
  return { minutes: String(minutes), duration: `${minutes} ${noun}` };
}

/** A number said with a vowel first in English: eight, eleven, eighteen, eighty-…, eight hundred. */
const VOWEL_NUMBER = /^(8\d*|11|18)(?!\d)/;

/**
 * `text` with the placeholders `facts` names filled; any other `{placeholder}` is left for its own
 * filler. An English "a" before a filled number takes the form the number needs ("A {minutes}-minute
 * ride" with 80: "An 80-minute ride").
 */
export function fillFacts(text: string, facts: Facts): string {
  if (!text.includes("{")) return text;
  return text.replace(/(\b[Aa] )?\{(\w+)\}/g, (m, article: string | undefined, key: string) => {
    if (!Object.prototype.hasOwnProperty.call(facts, key)) return m;
    const value = facts[key]!;
    if (!article) return value;
    return `${VOWEL_NUMBER.test(value) ? `${article.trimEnd()}n ` : article}${value}`;
  });
}

/**
 * Every string of a copy tree (objects, lists) with `facts` filled. Unchanged branches are
 * returned as they are.
 */
export function fillFactsDeep<T>(node: T, facts: Facts): T {
  const walk = (v: unknown): unknown => {
    if (typeof v === "string") return fillFacts(v, facts);
    if (Array.isArray(v)) {
      const next = v.map(walk);
      return next.some((x, i) => x !== v[i]) ? next : v;
    }
    if (v && typeof v === "object") {
      let changed = false;
      const out: Record<string, unknown> = {};
      for (const [k, child] of Object.entries(v)) {
        const next = walk(child);
        if (next !== child) changed = true;
        out[k] = next;
      }
      return changed ? out : v;
    }
    return v;
  };
  return walk(node) as T;
}

/**
 * A copy tree whose branches are named by location (`hero.zegrze`, `cards.gdansk`): every branch
 * under a key of `byKey` filled with that key's facts, then the rest with `common`.
 */
export function fillFactsByKey<T>(
  node: T,
  byKey: Readonly<Record<string, Facts>>,
  common: Facts = {},
): T {
  const walk = (v: unknown, inherited: Facts): unknown => {
    if (typeof v === "string") return fillFacts(v, inherited);
    if (Array.isArray(v)) {
      const next = v.map((x) => walk(x, inherited));
      return next.some((x, i) => x !== v[i]) ? next : v;
    }
    if (v && typeof v === "object") {
      let changed = false;
      const out: Record<string, unknown> = {};
      for (const [k, child] of Object.entries(v)) {
        const own = Object.prototype.hasOwnProperty.call(byKey, k) ? byKey[k]! : null;
        const next = walk(child, own ? { ...inherited, ...own } : inherited);
        if (next !== child) changed = true;
        out[k] = next;
      }
      return changed ? out : v;
    }
    return v;
  };
  return walk(node, common) as T;
}
