/**
 * What undoing one audit entry sets, and which later entry stands in its way (decisions 260, 313).
 * Generic over the entry's `before` / `after` snapshots: any entity whose audit rows keep the
 * changed object (a price row, an attraction, the site settings with nested objects) is undone
 * field by field, so undoing an older change never discards a later change of another field; and
 * an undo may set back only some of an entry's fields (`fields`), the rest left for later.
 * Pure, shared by the server (which decides) and the panel (which shows what will be set).
 */

/** Bookkeeping keys that change on every write and are never restored. */
const IGNORED = new Set([
  "id",
  "created_at",
  "updated_at",
  "createdAt",
  "updatedAt",
  "revertOf",
  "revertFields",
  "note_id",
]);

type Plain = Record<string, unknown>;

function isPlain(v: unknown): v is Plain {
  return !!v && typeof v === "object" && !Array.isArray(v) && !(v instanceof Date);
}

/** A snapshot's leaves by dotted path (`company.nip`); arrays and scalars are leaves. */
export function flatten(value: unknown, prefix = ""): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (!isPlain(value)) return out;
  for (const [key, v] of Object.entries(value)) {
    if (!prefix && IGNORED.has(key)) continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if (isPlain(v) && Object.keys(v).length > 0)
      for (const [p, leaf] of flatten(v, path)) out.set(p, leaf);
    else out.set(path, v);
  }
  return out;
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/** The dotted paths whose value differs between the snapshots (a creation or deletion: every path). */
export function changedPaths(before: unknown, after: unknown): string[] {
  const b = flatten(before);
  const a = flatten(after);
  const paths = [...new Set([...b.keys(), ...a.keys()])];
  return paths.filter((p) => !same(b.get(p), a.get(p)));
}

/**
 * Bookkeeping that is never chosen on its own: page copy's `edited.pl` and `default_hash.pl` go
 * with `pl`, a list's `order` with its `questions` (the titles the history shows). The path it
 * goes with, or null. Only when that path changed too: a cruise's own `order` is a field.
 */
function leaderOf(path: string): string | null {
  const m = /^(?:edited|default_hash)\.(.+)$/.exec(path);
  if (m) return m[1]!;
  return path === "order" ? "questions" : null;
}

/**
 * The fields of an entry an undo can set back one by one, in the order they first appear: its
 * changed paths, those under a key that is a plain value on one side folded into it (a season
 * that was null and now has dates is one field, `season`), bookkeeping left out (`leaderOf`).
 */
export function undoFields(before: unknown, after: unknown): string[] {
  const b = flatten(before);
  const a = flatten(after);
  const paths = changedPaths(before, after);
  const set = new Set(paths);
  const fields: string[] = [];
  for (const p of paths) {
    const parts = p.split(".");
    let field = p;
    for (let i = 1; i < parts.length; i++) {
      const q = parts.slice(0, i).join(".");
      if (b.has(q) || a.has(q)) {
        field = q;
        break;
      }
    }
    if (!fields.includes(field)) fields.push(field);
  }
  return fields.filter((f) => {
    const leader = leaderOf(f);
    return !(leader !== null && set.has(leader));
  });
}

/** The changed paths undoing `fields` sets: each field, the paths under it and its bookkeeping. */
export function fieldPaths(fields: readonly string[], before: unknown, after: unknown): string[] {
  const chosen = new Set(fields);
  const under = (p: string) => [...chosen].some((f) => p === f || p.startsWith(`${f}.`));
  return changedPaths(before, after).filter((p) => {
    const leader = leaderOf(p);
    return under(p) || (leader !== null && under(leader));
  });
}

/** A snapshot's value at a field: a leaf, or the object of the leaves under it. */
function valueAt(snapshot: unknown, path: string): unknown {
  const flat = flatten(snapshot);
  if (flat.has(path)) return flat.get(path);
  const inner: Record<string, unknown> = {};
  for (const [p, v] of flat) if (p.startsWith(`${path}.`)) inner[p.slice(path.length + 1)] = v;
  return Object.keys(inner).length > 0 ? applyPatch({}, inner) : undefined;
}

/**
 * What undoing an update sets: each of its fields (or only `fields`) back to its `before` value.
 * A field that did not exist before is set to null.
 */
export function revertPatch(
  before: unknown,
  after: unknown,
  fields: readonly string[] = undoFields(before, after),
): Record<string, unknown> {
  const patch: Record<string, unknown> = {};
  for (const f of fields) patch[f] = valueAt(before, f) ?? null;
  return patch;
}

/**
 * A snapshot without some of its paths (a key that holds the whole dotted path, as the site's
 * settings keep them, or a nested one); objects left empty go too. For an entity that undoes
 * itself from its entry's snapshots, a partial undo hands it the entry without the fields left.
 */
export function withoutPaths(snapshot: unknown, paths: readonly string[]): unknown {
  if (!isPlain(snapshot)) return snapshot;
  const out: Plain = structuredClone(snapshot);
  const drop = (node: Plain, path: string): void => {
    if (Object.hasOwn(node, path)) {
      delete node[path];
      return;
    }
    const key = Object.keys(node).find((k) => path.startsWith(`${k}.`) && isPlain(node[k]));
    if (key === undefined) return;
    const child = node[key] as Plain;
    drop(child, path.slice(key.length + 1));
    if (Object.keys(child).length === 0) delete node[key];
  };
  for (const p of paths) drop(out, p);
  return out;
}

/** A copy of `target` with the dotted paths of `patch` set (nested objects are created as needed). */
export function applyPatch<T extends Plain>(target: T, patch: Record<string, unknown>): T {
  const out: Plain = structuredClone(target);
  for (const [path, value] of Object.entries(patch)) {
    const keys = path.split(".");
    let node = out;
    for (const key of keys.slice(0, -1)) {
      if (!isPlain(node[key])) node[key] = {};
      node = node[key] as Plain;
    }
    node[keys.at(-1)!] = value;
  }
  return out as T;
}

/** One entry of the same entity row, as the conflict check needs it. */
export interface LaterEntry {
  id: number;
  action: string;
  before: unknown;
  after: unknown;
}

/** The entry an undo answers for: `revertOf` of an undo row. */
function undoneBy(e: LaterEntry): number | null {
  const v = isPlain(e.after) ? e.after.revertOf : undefined;
  return typeof v === "number" ? v : typeof v === "string" && /^\d+$/.test(v) ? Number(v) : null;
}

/** The fields a partial undo row set back (`revertFields`), or null for an undo of the whole entry. */
export function revertFieldsOf(after: unknown): string[] | null {
  const v = isPlain(after) ? after.revertFields : undefined;
  return Array.isArray(v) && v.every((f) => typeof f === "string") ? (v as string[]) : null;
}

/**
 * The first later entry of the same row that changed one of `paths`, or null. A later change
 * that was itself undone later still (and that undo) cancel out and are skipped; when that undo
 * set back only some of its fields, only those cancel out.
 */
export function laterConflict(
  entryId: number,
  paths: string[],
  later: LaterEntry[],
): LaterEntry | null {
  const wanted = new Set(paths);
  const after = later.filter((e) => e.id > entryId).sort((x, y) => x.id - y.id);
  const byId = new Map(after.map((e) => [e.id, e]));
  const undos = new Set<number>();
  const cancelled = new Map<number, Set<string> | "all">();
  for (const e of after) {
    const of = undoneBy(e);
    const target = of === null ? undefined : byId.get(of);
    if (e.action !== "revert" || !target) continue;
    undos.add(e.id);
    const fields = revertFieldsOf(e.after);
    const was = cancelled.get(target.id);
    if (!fields || was === "all") cancelled.set(target.id, "all");
    else
      cancelled.set(
        target.id,
        new Set([...(was ?? []), ...fieldPaths(fields, target.before, target.after)]),
      );
  }
  for (const e of after) {
    if (undos.has(e.id)) continue;
    const gone = cancelled.get(e.id);
    if (gone === "all") continue;
    if (changedPaths(e.before, e.after).some((p) => wanted.has(p) && !gone?.has(p))) return e;
  }
  return null;
}
