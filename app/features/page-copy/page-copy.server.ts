import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { ApiError, invalidInput } from "~/lib/api.server";
import { registerUndo, writeAudit, type AuditActor } from "~/lib/audit.server";
import { getDb, schema, type DbOrTx } from "~/lib/db.server";
import type { Lang } from "~/lib/i18n/lang";
import { copyLeaves, listIds } from "~/lib/copy/copy-keys";
import { copyChanged, copyHash, LIST_LANG, parseOrder } from "~/lib/copy/overrides.server";
import type { CopyItem, CopyList } from "~/lib/copy/types";
import { copyErrors } from "./copy-problems";

export type { CopyItem, CopyList };

/**
 * The panel's side of page copy (docs/decisions/240, docs/architecture.md §4 "page copy"):
 * the editable keys of each page with their defaults and edits, saving and resetting an edit,
 * and the FAQ's list (add, remove, reorder). Every change is one audit row (entity
 * `page_copy`, the key as its id) that the change history can undo.
 */

/** A page of the panel's list: its catalogue in both languages, which keys stay in code, which lists take new items. */
export interface CopyPageDef {
  id: string;
  label: Record<Lang, string>;
  catalogue: Record<Lang, unknown>;
  /** Keys (and everything under them) that stay in code: texts SPEC quotes, labels of controls. */
  exclude?: readonly string[];
  /** Id-keyed lists whose items the operator may add, remove and reorder. */
  lists?: readonly string[];
}

export const PAGE_COPY_ENTITY = "page_copy";
const ADDED_ID = /^x-[a-z0-9]{8}$/;

const MESSAGES = {
  pl: {
    unknownKey: "Nie ma takiego tekstu.",
    order: "Lista musi zawierać tylko istniejące pytania, każde najwyżej raz.",
    notList: "Do tej listy nie można dodawać pozycji.",
  },
  en: {
    unknownKey: "There is no such text.",
    order: "The list may contain only existing questions, each at most once.",
    notList: "Items cannot be added to this list.",
  },
} as const;

const table = schema.pageCopyOverrides;

type Row = typeof table.$inferSelect;

async function rowsOf(db: DbOrTx): Promise<Row[]> {
  return db.select().from(table);
}

function defaultsOf(def: CopyPageDef): Record<Lang, Map<string, string>> {
  const en = new Map(
    copyLeaves(def.catalogue.en, def.id, def.exclude).map((l) => [l.key, l.value]),
  );
  const pl = new Map(
    copyLeaves(def.catalogue.pl, def.id, def.exclude).map((l) => [l.key, l.value]),
  );
  return { pl, en };
}

/** The text fields of a list's items (as its first item has them) and the longest default of each. */
function listFields(def: CopyPageDef, listKey: string): Map<string, string> {
  const fields = new Map<string, string>();
  for (const lang of ["pl", "en"] as const) {
    const ids = listIds(def.catalogue[lang], def.id, listKey) ?? [];
    const d = defaultsOf(def)[lang];
    for (const id of ids)
      for (const [key, value] of d) {
        const prefix = `${listKey}.${id}.`;
        if (!key.startsWith(prefix)) continue;
        const field = key.slice(prefix.length);
        if ((fields.get(field)?.length ?? -1) < value.length) fields.set(field, value);
      }
  }
  return fields;
}

/** Where a key lives: a text of the catalogue, or a text of an added list item; null when unknown. */
function resolveKey(
  defs: readonly CopyPageDef[],
  key: string,
): { def: CopyPageDef; defaults: Record<Lang, string>; added: boolean } | null {
  const def = defs.find((d) => key.startsWith(`${d.id}.`));
  if (!def) return null;
  const d = defaultsOf(def);
  const pl = d.pl.get(key);
  if (pl !== undefined) return { def, defaults: { pl, en: d.en.get(key) ?? pl }, added: false };
  for (const listKey of def.lists ?? []) {
    const m = key.slice(listKey.length + 1).match(/^([\w-]+)\.(\w+)$/);
    if (!key.startsWith(`${listKey}.`) || !m || !ADDED_ID.test(m[1]!)) continue;
    const longest = listFields(def, listKey).get(m[2]!);
    // An added item has no default: its limits are those of the list's longest default text.
    if (longest !== undefined) return { def, defaults: { pl: longest, en: longest }, added: true };
  }
  return null;
}

export function copyPages(defs: readonly CopyPageDef[]): {
  pages: { id: string; label: Record<Lang, string> }[];
} {
  return { pages: defs.map((d) => ({ id: d.id, label: d.label })) };
}

function itemOf(
  key: string,
  defaults: Record<Lang, string>,
  rows: Map<string, Row>,
  added: boolean,
): CopyItem {
  const pl = rows.get(`${key}\u0000pl`);
  const en = rows.get(`${key}\u0000en`);
  const defaultPl = added ? "" : defaults.pl;
  const defaultEn = added ? "" : defaults.en;
  return {
    key,
    pl: pl?.value ?? defaultPl,
    en: en?.value ?? defaultEn,
    defaultPl,
    defaultEn,
    edited: { pl: !!pl, en: !!en },
    stale: {
      pl: !added && !!pl && pl.defaultHash !== copyHash(defaults.pl),
      en: !added && !!en && en.defaultHash !== copyHash(defaults.en),
    },
    ...(added ? { added: true } : {}),
  };
}

function rowMap(rows: Row[]): Map<string, Row> {
  return new Map(rows.map((r) => [`${r.key}\u0000${r.lang}`, r]));
}

/** One page: every editable text (with the added list items' texts) and its lists. */
export async function copyPage(
  def: CopyPageDef,
  db: DbOrTx = getDb(),
): Promise<{ items: CopyItem[]; lists: CopyList[] }> {
  const rows = rowMap(await rowsOf(db));
  const d = defaultsOf(def);
  const items: CopyItem[] = [];
  for (const [key, pl] of d.pl)
    items.push(itemOf(key, { pl, en: d.en.get(key) ?? pl }, rows, false));
  const lists: CopyList[] = [];
  for (const listKey of def.lists ?? []) {
    const defaultOrder = listIds(def.catalogue.pl, def.id, listKey) ?? [];
    const stored = rows.get(`${listKey}\u0000${LIST_LANG}`);
    const order = stored ? parseOrder(stored.value) : defaultOrder;
    const fields = [...listFields(def, listKey).keys()];
    const titles: CopyList["titles"] = {};
    for (const id of new Set([...defaultOrder, ...order])) {
      const added = !defaultOrder.includes(id);
      if (added)
        for (const f of fields)
          items.push(itemOf(`${listKey}.${id}.${f}`, { pl: "", en: "" }, rows, true));
      const first = `${listKey}.${id}.${fields[0]}`;
      titles[id] = {
        pl: rows.get(`${first}\u0000pl`)?.value ?? d.pl.get(first) ?? "",
        en: rows.get(`${first}\u0000en`)?.value ?? d.en.get(first) ?? "",
      };
    }
    lists.push({ key: listKey, order, defaultOrder, titles });
  }
  return { items, lists };
}

export function findCopyPage(defs: readonly CopyPageDef[], id: string): CopyPageDef | undefined {
  return defs.find((d) => d.id === id);
}

function snapshotOf(item: CopyItem, rows: Map<string, Row>, langs: readonly Lang[]) {
  const out: Record<string, unknown> = {};
  const hashes: Record<string, string | null> = {};
  const edited: Record<string, boolean> = {};
  for (const l of langs) {
    out[l] = item[l];
    edited[l] = item.edited[l];
    hashes[l] = rows.get(`${item.key}\u0000${l}`)?.defaultHash ?? null;
  }
  return { ...out, edited, default_hash: hashes };
}

/**
 * PUT /api/admin/content/:key `{pl?, en?}`: a string stores an edit, null goes back to the
 * default. 400 with fieldErrors (nothing saved) for an empty text, a lost placeholder or a
 * text over the length limit. Answers the item as the panel lists it.
 */
export async function saveCopy(
  actor: AuditActor,
  defs: readonly CopyPageDef[],
  key: string,
  input: Partial<Record<Lang, string | null>>,
  lang: Lang,
): Promise<CopyItem> {
  const found = resolveKey(defs, key);
  if (!found) throw new ApiError(404, "not_found", MESSAGES[lang].unknownKey);
  const langs = (["pl", "en"] as const).filter((l) => input[l] !== undefined);
  const fieldErrors = copyErrors(input, found.defaults, lang);
  if (Object.keys(fieldErrors).length > 0) throw invalidInput(lang, fieldErrors);

  const item = await getDb().transaction(async (tx) => {
    const rows = rowMap(await tx.select().from(table).where(eq(table.key, key)).for("update"));
    const before = itemOf(key, found.defaults, rows, found.added);
    const changed: Lang[] = [];
    for (const l of langs) {
      const v = input[l];
      // Setting the default text itself is a reset: the page follows later fixes of the default.
      const reset = v === null || (!found.added && v === found.defaults[l]);
      if (reset) {
        if (!before.edited[l]) continue;
        await tx.delete(table).where(and(eq(table.key, key), eq(table.lang, l)));
      } else {
        if (before.edited[l] && before[l] === v) continue;
        const defaultHash = copyHash(found.defaults[l]);
        await tx
          .insert(table)
          .values({ key, lang: l, value: v!, defaultHash })
          .onConflictDoUpdate({
            target: [table.key, table.lang],
            set: { value: v!, defaultHash, updatedAt: new Date() },
          });
      }
      changed.push(l);
    }
    const afterRows = rowMap(await tx.select().from(table).where(eq(table.key, key)));
    const after = itemOf(key, found.defaults, afterRows, found.added);
    if (changed.length > 0)
      await writeAudit(tx, actor, {
        entity: PAGE_COPY_ENTITY,
        entityId: key,
        action: "update",
        before: snapshotOf(before, rows, changed),
        after: snapshotOf(after, afterRows, changed),
      });
    return after;
  });
  copyChanged();
  return item;
}

function listOf(
  defs: readonly CopyPageDef[],
  key: string,
  lang: Lang,
): { def: CopyPageDef; defaultOrder: string[] } {
  const def = defs.find((d) => (d.lists ?? []).includes(key));
  if (!def) throw new ApiError(404, "not_found", MESSAGES[lang].notList);
  return { def, defaultOrder: listIds(def.catalogue.pl, def.id, key) ?? [] };
}

async function storedOrder(tx: DbOrTx, key: string): Promise<string[] | null> {
  const [row] = await tx
    .select()
    .from(table)
    .where(and(eq(table.key, key), eq(table.lang, LIST_LANG)))
    .for("update");
  return row ? parseOrder(row.value) : null;
}

/** The ids of the items the operator added to a list (those with texts stored). */
async function addedIds(tx: DbOrTx, key: string): Promise<Set<string>> {
  const rows = await tx.select({ key: table.key }).from(table);
  const ids = new Set<string>();
  for (const r of rows) {
    const m = r.key.startsWith(`${key}.`) ? r.key.slice(key.length + 1).match(/^([\w-]+)\./) : null;
    if (m && ADDED_ID.test(m[1]!)) ids.add(m[1]!);
  }
  return ids;
}

/** The questions of an order, for the change history to show in words. */
async function titlesOf(
  tx: DbOrTx,
  def: CopyPageDef,
  key: string,
  order: string[],
): Promise<string[]> {
  const rows = rowMap(await rowsOf(tx));
  const d = defaultsOf(def).pl;
  const field = [...listFields(def, key).keys()][0];
  return order.map((id) => {
    const k = `${key}.${id}.${field}`;
    return rows.get(`${k}\u0000pl`)?.value ?? d.get(k) ?? id;
  });
}

async function writeOrder(tx: DbOrTx, key: string, order: string[] | null) {
  if (order === null)
    await tx.delete(table).where(and(eq(table.key, key), eq(table.lang, LIST_LANG)));
  else
    await tx
      .insert(table)
      .values({
        key,
        lang: LIST_LANG,
        value: JSON.stringify(order),
        defaultHash: "",
      })
      .onConflictDoUpdate({
        target: [table.key, table.lang],
        set: { value: JSON.stringify(order), updatedAt: new Date() },
      });
}

/**
 * PUT /api/admin/content/:listKey `{order}`: the list's items in this order; an item left out
 * is no longer shown (an added item keeps its texts, so undo brings it back); null restores
 * the default list.
 */
export async function saveCopyOrder(
  actor: AuditActor,
  defs: readonly CopyPageDef[],
  key: string,
  order: string[] | null,
  lang: Lang,
): Promise<CopyList> {
  const { def, defaultOrder } = listOf(defs, key, lang);
  await getDb().transaction(async (tx) => {
    const known = new Set([...defaultOrder, ...(await addedIds(tx, key))]);
    if (order && (new Set(order).size !== order.length || order.some((id) => !known.has(id))))
      throw invalidInput(lang, { order: MESSAGES[lang].order });
    const was = await storedOrder(tx, key);
    const before = was ?? defaultOrder;
    const after = order ?? defaultOrder;
    if (JSON.stringify(was) === JSON.stringify(order)) return;
    await writeOrder(tx, key, order);
    await writeAudit(tx, actor, {
      entity: PAGE_COPY_ENTITY,
      entityId: key,
      action: "update",
      before: { questions: await titlesOf(tx, def, key, before), order: was },
      after: { questions: await titlesOf(tx, def, key, after), order },
    });
  });
  copyChanged();
  return (await copyPage(def)).lists.find((l) => l.key === key)!;
}

/**
 * POST /api/admin/content/:listKey `{pl: {q, a}, en: {q, a}}`: a new item at the end of the
 * list, every text in both languages checked like an edit. 201 with the item's id.
 */
export async function addCopyListItem(
  actor: AuditActor,
  defs: readonly CopyPageDef[],
  key: string,
  input: Record<Lang, Record<string, unknown>>,
  lang: Lang,
): Promise<{ id: string; list: CopyList }> {
  const { def, defaultOrder } = listOf(defs, key, lang);
  const fields = listFields(def, key);
  const fieldErrors: Record<string, string> = {};
  for (const [field, longest] of fields) {
    const text = (l: Lang) => {
      const v = input[l]?.[field];
      return typeof v === "string" ? v : "";
    };
    Object.assign(
      fieldErrors,
      copyErrors({ pl: text("pl"), en: text("en") }, { pl: longest, en: longest }, lang, field),
    );
  }
  if (Object.keys(fieldErrors).length > 0) throw invalidInput(lang, fieldErrors);
  const id = `x-${randomBytes(6).toString("hex").slice(0, 8)}`;
  await getDb().transaction(async (tx) => {
    const was = await storedOrder(tx, key);
    const order = [...(was ?? defaultOrder), id];
    for (const l of ["pl", "en"] as const)
      for (const [field, longest] of fields)
        await tx.insert(table).values({
          key: `${key}.${id}.${field}`,
          lang: l,
          value: input[l]![field] as string,
          defaultHash: copyHash(longest),
        });
    await writeOrder(tx, key, order);
    await writeAudit(tx, actor, {
      entity: PAGE_COPY_ENTITY,
      entityId: key,
      action: "update",
      before: {
        questions: await titlesOf(tx, def, key, was ?? defaultOrder),
        order: was,
      },
      after: { questions: await titlesOf(tx, def, key, order), order },
    });
  });
  copyChanged();
  return { id, list: (await copyPage(def)).lists.find((l) => l.key === key)! };
}

type TextSnapshot = Partial<Record<Lang, string>> & {
  edited?: Partial<Record<Lang, boolean>>;
  default_hash?: Partial<Record<Lang, string | null>>;
};
type OrderSnapshot = { order: string[] | null };

/**
 * Undo of one page-copy audit row (called by the change history through its registered undo):
 * each language (or the list's order) the entry changed goes back to what it was before; an
 * edit that was the default is deleted again. Answers the snapshots of the undo's own row.
 */
export async function revertCopyEntry(
  tx: DbOrTx,
  entry: { entityId: string; before: unknown },
): Promise<{ before: unknown; after: unknown } | null> {
  const key = entry.entityId;
  const snap = entry.before as (TextSnapshot & Partial<OrderSnapshot>) | null;
  if (!snap || typeof snap !== "object") return null;
  if ("order" in snap) {
    const now = await storedOrder(tx, key);
    await writeOrder(tx, key, snap.order ?? null);
    const s = snap as OrderSnapshot & { questions?: unknown };
    return {
      before: { order: now },
      after: {
        order: s.order ?? null,
        ...(s.questions ? { questions: s.questions } : {}),
      },
    };
  }
  const rows = rowMap(await tx.select().from(table).where(eq(table.key, key)).for("update"));
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const l of ["pl", "en"] as const) {
    if (snap[l] === undefined) continue;
    before[l] = rows.get(`${key}\u0000${l}`)?.value ?? null;
    if (snap.edited?.[l]) {
      const value = snap[l]!;
      const defaultHash = snap.default_hash?.[l] ?? "";
      await tx
        .insert(table)
        .values({ key, lang: l, value, defaultHash })
        .onConflictDoUpdate({
          target: [table.key, table.lang],
          set: { value, defaultHash, updatedAt: new Date() },
        });
    } else {
      await tx.delete(table).where(and(eq(table.key, key), eq(table.lang, l)));
    }
    after[l] = snap[l];
  }
  return { before, after };
}

// Page-copy entries undo themselves from the change history; once an undo committed, pages read the overrides again.
registerUndo(PAGE_COPY_ENTITY, {
  async revert(tx, entry) {
    const undone = await revertCopyEntry(tx, entry);
    return undone ? { ok: true, ...undone } : { ok: false, reason: "not_revertible" };
  },
  afterCommit: copyChanged,
});
