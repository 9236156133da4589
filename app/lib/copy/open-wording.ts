/**
 * Texts about a location that may be open or coming soon (decision 302). A catalogue keeps both
 * wordings as siblings: `kicker` is the coming-soon wording (the key it always had, so the
 * operator's edits of it stay) and `kickerOpen` the open one; both are page copy, edited in the
 * panel's Texts tab (decision 240). A loader resolves every pair at once with `pickWording`, on
 * the server, so the page's first byte and its data hold one wording only. Pure.
 */

/** The suffix of a text's open wording: `title` / `titleOpen`. */
export const OPEN_SUFFIX = "Open";

type Fn = (...args: never[]) => unknown;

/** `T` with every `xOpen` that has a sibling `x` gone (its wording now sits in `x`). */
export type OneWording<T> = T extends string
  ? T
  : T extends Fn
    ? T
    : T extends Array<infer U>
      ? Array<OneWording<U>>
      : T extends ReadonlyArray<infer U>
        ? ReadonlyArray<OneWording<U>>
        : T extends object
          ? {
              [
                K in keyof T as K extends `${infer Base}${typeof OPEN_SUFFIX}`
                  ? Base extends keyof T
                    ? never
                    : K
                  : K
              ]: OneWording<T[K]>;
            }
          : T;

function isPlain(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/**
 * `copy` with each pair `x` / `xOpen` (siblings in one object, at any depth, in lists too)
 * turned into one `x`: the open wording when `open`, else the coming-soon one. Unchanged
 * branches are returned as they are.
 */
export function pickWording<T>(copy: T, open: boolean): OneWording<T> {
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) {
      const items = v.map(walk);
      return items.some((item, i) => item !== v[i]) ? items : v;
    }
    if (!isPlain(v)) return v;
    let changed = false;
    const out: Record<string, unknown> = {};
    for (const [k, child] of Object.entries(v)) {
      const base = k.endsWith(OPEN_SUFFIX) ? k.slice(0, -OPEN_SUFFIX.length) : "";
      if (base && base in v) {
        // The pair's open wording: it replaces its sibling when open, and is dropped either way.
        changed = true;
        continue;
      }
      const openKey = `${k}${OPEN_SUFFIX}`;
      const next = open && openKey in v ? walk(v[openKey]) : walk(child);
      if (next !== child) changed = true;
      out[k] = next;
    }
    return changed ? out : v;
  };
  return walk(copy) as OneWording<T>;
}

/** Those of `keys` that have an open wording among them: `home.hero.gdansk.kicker` (with `…kickerOpen`). */
export function keysWithOpenWording(keys: readonly string[]): string[] {
  const all = new Set(keys);
  return keys.filter((k) => all.has(`${k}${OPEN_SUFFIX}`));
}
