/**
 * Page copy addressed by stable keys (docs/decisions/240). A catalogue language (what a loader
 * picks with `messages[lang]`) is a tree of objects, strings and lists; every string in it has a
 * key: the page id, then the object keys down to it. A list whose items carry an `id` is keyed
 * by that id, never by position ("faq.items.weather.a"); a list of bare strings has no stable
 * key and is not editable until its items get ids. Pure, so both the loaders and the tests use it.
 */

/** One editable string of a catalogue language. */
export interface CopyLeaf {
  key: string;
  value: string;
}

/** Overrides of one language: key → text, and list key → the order of its item ids. */
export interface CopyOverrides {
  texts: ReadonlyMap<string, string>;
  lists: ReadonlyMap<string, readonly string[]>;
}

export const NO_OVERRIDES: CopyOverrides = {
  texts: new Map(),
  lists: new Map(),
};

type Plain = Record<string, unknown>;

function isPlain(v: unknown): v is Plain {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/** A list whose every item is an object with a string id: addressable by id. */
function isIdList(v: unknown): v is ReadonlyArray<Plain & { id: string }> {
  return (
    Array.isArray(v) &&
    v.length > 0 &&
    v.every((i) => isPlain(i) && typeof i.id === "string" && /^[\w-]+$/.test(i.id))
  );
}

/** Strings that are addresses or anchors, not prose: never offered for editing. */
function isProse(s: string): boolean {
  return s.trim() !== "" && !/^(\/|#|https?:|mailto:|tel:)/.test(s);
}

/** Every editable string under `node`, keyed from `prefix`, in catalogue order. */
export function copyLeaves(
  node: unknown,
  prefix: string,
  exclude: readonly string[] = [],
): CopyLeaf[] {
  const out: CopyLeaf[] = [];
  const skip = (key: string) => exclude.some((e) => key === e || key.startsWith(`${e}.`));
  const walk = (v: unknown, key: string) => {
    if (skip(key)) return;
    if (typeof v === "string") {
      if (isProse(v)) out.push({ key, value: v });
    } else if (isIdList(v)) {
      for (const item of v)
        for (const [k, child] of Object.entries(item))
          if (k !== "id") walk(child, `${key}.${item.id}.${k}`);
    } else if (isPlain(v)) {
      for (const [k, child] of Object.entries(v))
        if (k !== "id" || typeof child !== "string") walk(child, `${key}.${k}`);
    }
  };
  walk(node, prefix);
  return out;
}

/** The item ids of the id-keyed list at `key` in `node`, or null when there is none. */
export function listIds(node: unknown, prefix: string, key: string): string[] | null {
  if (!key.startsWith(`${prefix}.`)) return null;
  let v: unknown = node;
  for (const part of key.slice(prefix.length + 1).split(".")) v = isPlain(v) ? v[part] : undefined;
  return isIdList(v) ? v.map((i) => i.id) : null;
}

/**
 * `node` with the overrides under `prefix` applied: a string is replaced by its override, an
 * id-keyed list with a stored order is rebuilt in that order (items left out are gone; an id the
 * catalogue does not have is an added item, built from its texts like the list's first item).
 * Unchanged branches are returned as they are, so a page without overrides costs one lookup.
 */
export function applyCopy<T>(node: T, prefix: string, overrides: CopyOverrides): T {
  const walk = (v: unknown, key: string): unknown => {
    if (typeof v === "string") return overrides.texts.get(key) ?? v;
    if (isIdList(v)) {
      const order = overrides.lists.get(key);
      const byId = new Map(v.map((i) => [i.id, i]));
      const template = v[0]!;
      const items: unknown[] = [];
      for (const id of order ?? v.map((i) => i.id)) {
        const item = byId.get(id);
        if (item) {
          items.push(walkFields(item, `${key}.${id}`));
          continue;
        }
        // An added item: every text field of the template needs its own override.
        const added: Plain = { id };
        let complete = true;
        for (const [k, child] of Object.entries(template)) {
          if (k === "id") continue;
          const text = overrides.texts.get(`${key}.${id}.${k}`);
          if (typeof child === "string" && text !== undefined) added[k] = text;
          else if (typeof child === "string") complete = false;
          else added[k] = child;
        }
        if (complete) items.push(added);
      }
      return items;
    }
    if (isPlain(v)) return walkFields(v, key);
    return v;
  };
  /** An object with each field walked; an item's `id` is its address, never replaced. */
  const walkFields = (v: Plain, key: string): Plain => {
    let changed = false;
    const copy: Plain = {};
    for (const [k, child] of Object.entries(v)) {
      const next = k === "id" && typeof child === "string" ? child : walk(child, `${key}.${k}`);
      if (next !== child) changed = true;
      copy[k] = next;
    }
    return changed ? copy : v;
  };
  if (!hasPrefix(overrides, prefix)) return node;
  return walk(node, prefix) as T;
}

function hasPrefix(o: CopyOverrides, prefix: string): boolean {
  const p = `${prefix}.`;
  for (const k of o.texts.keys()) if (k.startsWith(p)) return true;
  for (const k of o.lists.keys()) if (k.startsWith(p)) return true;
  return false;
}

/** The `{placeholder}` names in a text, in order of first appearance. */
export function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!))];
}

/** The longest text an edit may have: 4× the default, and never less than 300 characters. */
export function maxCopyLength(defaultText: string): number {
  return Math.max(4 * defaultText.length, 300);
}

export type CopyProblem =
  { kind: "empty" } | { kind: "placeholder"; missing: string[] } | { kind: "tooLong"; max: number };

/** What is wrong with an edit of `defaultText`, or null when it may be saved. */
export function copyProblem(value: string, defaultText: string): CopyProblem | null {
  if (value.trim() === "") return { kind: "empty" };
  const missing = placeholders(defaultText).filter((p) => !value.includes(`{${p}}`));
  if (missing.length > 0) return { kind: "placeholder", missing };
  const max = maxCopyLength(defaultText);
  if (value.length > max) return { kind: "tooLong", max };
  return null;
}
