/**
 * Turns an audit row's `before` / `after` snapshots into the changed fields the history view
 * shows ("Cena: 300 → 350"). Pure, so it is tested without a browser.
 */

/** Bookkeeping keys that change on every write and say nothing to the operator. */
const IGNORED = new Set([
  "id",
  "created_at",
  "updated_at",
  "revertOf",
  "revertFields",
  "note_id",
  "edited",
  "default_hash",
  "order",
  // A cruise's key never changes and is named by the entry's subject (decision 352).
  "key",
]);

export interface FieldChange {
  key: string;
  /** Undefined when the field did not exist before (a creation) or after (a deletion). */
  before: unknown;
  after: unknown;
}

function asRecord(v: unknown): Record<string, unknown> | null {
  return v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/**
 * The fields whose value differs between the snapshots, in the order they first appear. A
 * field that is an object on every side it exists (a cruise's booking, the company's details)
 * is listed by its parts (`booking.channel`), as the panel's form shows them and an undo picks
 * them (decision 313); one that is null on a side (a season set) stays one field (decision 352).
 */
export function changedFields(before: unknown, after: unknown): FieldChange[] {
  const out: FieldChange[] = [];
  for (const c of topFields(before, after)) {
    const whole = [c.before, c.after].filter((v) => v !== undefined);
    if (whole.length > 0 && whole.every((v) => asRecord(v)))
      out.push(
        ...changedFields(c.before, c.after).map((inner) => ({
          ...inner,
          key: `${c.key}.${inner.key}`,
        })),
      );
    else out.push(c);
  }
  return out;
}

function topFields(before: unknown, after: unknown): FieldChange[] {
  const b = asRecord(before);
  const a = asRecord(after);
  const keys = [...new Set([...Object.keys(b ?? {}), ...Object.keys(a ?? {})])].filter(
    (k) => !IGNORED.has(k),
  );
  const out: FieldChange[] = [];
  for (const key of keys) {
    const was = b ? b[key] : undefined;
    const is = a ? a[key] : undefined;
    // A creation lists what was set, a deletion what was there: empty values add nothing.
    if (!b && (is === null || is === "" || is === undefined)) continue;
    if (!a && (was === null || was === "" || was === undefined)) continue;
    if (b && a && !(key in b) && !(key in a)) continue;
    if (same(was, is)) continue;
    out.push({ key, before: was, after: is });
  }
  return out;
}

/** The audit row this one undoes, if it is an undo. */
export function revertOf(after: unknown): number | null {
  const v = asRecord(after)?.revertOf;
  return typeof v === "number" ? v : typeof v === "string" && /^\d+$/.test(v) ? Number(v) : null;
}

/** Whether an undo row set back only some of its entry's fields (decision 313). */
export function isPartialUndo(after: unknown): boolean {
  return Array.isArray(asRecord(after)?.revertFields);
}

/** A value as one line of text: yes/no, an em dash for nothing, long text shortened. */
export function formatValue(
  v: unknown,
  words: { yes: string; no: string; empty: string },
  max = 160,
): string {
  if (v === null || v === undefined || v === "") return words.empty;
  if (typeof v === "boolean") return v ? words.yes : words.no;
  const text = typeof v === "string" ? v : typeof v === "number" ? String(v) : JSON.stringify(v);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
