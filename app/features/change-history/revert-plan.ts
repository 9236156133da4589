/**
 * What undoing one audit entry sets, and which later entry stands in its way (decision 260).
 * Generic over the entry's `before` / `after` snapshots: any entity whose audit rows keep the
 * changed object (a price row, an attraction, the site settings with nested objects) is undone
 * field by field, so undoing an older change never discards a later change of another field.
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
 * What undoing an update sets: each changed path back to its `before` value. A path that did not
 * exist before is set to null.
 */
export function revertPatch(before: unknown, after: unknown): Record<string, unknown> {
  const b = flatten(before);
  const patch: Record<string, unknown> = {};
  for (const p of changedPaths(before, after)) patch[p] = b.has(p) ? b.get(p) : null;
  return patch;
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

/**
 * The first later entry of the same row that changed one of `paths`, or null. A later change
 * that was itself undone later still (and that undo) cancel out and are skipped.
 */
export function laterConflict(
  entryId: number,
  paths: string[],
  later: LaterEntry[],
): LaterEntry | null {
  const wanted = new Set(paths);
  const after = later.filter((e) => e.id > entryId).sort((x, y) => x.id - y.id);
  const ids = new Set(after.map((e) => e.id));
  const cancelled = new Set<number>();
  for (const e of after) {
    const of = undoneBy(e);
    if (e.action === "revert" && of !== null && ids.has(of)) {
      cancelled.add(of);
      cancelled.add(e.id);
    }
  }
  for (const e of after) {
    if (cancelled.has(e.id)) continue;
    if (changedPaths(e.before, e.after).some((p) => wanted.has(p))) return e;
  }
  return null;
}
