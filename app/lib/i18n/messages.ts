/**
 * Typed message catalogues. Polish is the source; the English catalogue must have the same
 * shape, so a missing translation is a type error. Each feature defines its own catalogue
 * with `defineMessages(pl, en)`.
 */
import type { Lang } from "./lang";

type Fn = (...args: never[]) => string;

/** The shape another language must satisfy: same keys, strings for strings, same function signatures. */
export type Translation<T> = {
  [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends Fn
      ? T[K]
      : T[K] extends ReadonlyArray<infer U>
        ? ReadonlyArray<Translation<U>>
        : Translation<T[K]>;
};

export type Catalogue<T> = Record<Lang, Translation<T>>;

export function defineMessages<const T>(pl: T, en: Translation<T>): Catalogue<T> {
  return { pl: pl as Translation<T>, en };
}

/**
 * Builds a value once per language and keeps it: validation schemas are built with the
 * visitor's messages, and building a zod schema costs far more than using it.
 */
export function perLanguage<T>(build: (lang: Lang) => T): (lang: Lang) => T {
  const built = new Map<Lang, T>();
  return (lang) => {
    let value = built.get(lang);
    if (value === undefined) {
      value = build(lang);
      built.set(lang, value);
    }
    return value;
  };
}
