import { createHash } from "node:crypto";
import { dbSnapshot } from "~/lib/db-snapshot.server";
import { getDb, schema } from "~/lib/db.server";
import type { Lang } from "~/lib/i18n/lang";
import { applyCopy, NO_OVERRIDES, type CopyOverrides } from "./copy-keys";

/**
 * The operator's copy edits as the loaders see them (docs/decisions/240): every row of
 * `page_copy_overrides`, read at once and kept in memory for a short while, so a page render
 * costs a map lookup, not a query. A write in this process drops the copy at once (the HTML
 * micro-cache is cleared by the same admin write), so the next load shows it; another process
 * reads again on its first render after 2 s and uses the new copy from the render after.
 */

/** The `lang` of a list row (its order of ids is the same in both languages). */
export const LIST_LANG = "all";

type Snapshot = Record<Lang, CopyOverrides>;

async function read(): Promise<Snapshot> {
  const rows = await getDb()
    .select({
      key: schema.pageCopyOverrides.key,
      lang: schema.pageCopyOverrides.lang,
      value: schema.pageCopyOverrides.value,
    })
    .from(schema.pageCopyOverrides);
  const texts = {
    pl: new Map<string, string>(),
    en: new Map<string, string>(),
  };
  const lists = new Map<string, string[]>();
  for (const r of rows) {
    if (r.lang === "pl" || r.lang === "en") texts[r.lang].set(r.key, r.value);
    else if (r.lang === LIST_LANG) lists.set(r.key, parseOrder(r.value));
  }
  return { pl: { texts: texts.pl, lists }, en: { texts: texts.en, lists } };
}

/** A stored order: a JSON array of ids; anything else counts as no order. */
export function parseOrder(value: string): string[] {
  try {
    const v: unknown = JSON.parse(value);
    return Array.isArray(v) ? v.filter((i): i is string => typeof i === "string") : [];
  } catch {
    return [];
  }
}

/**
 * Kept in memory (app/lib/db-snapshot.server.ts): refreshed in the background after 2 s, a
 * render waits at most 1 s with nothing kept, and renders the defaults (marked degraded) when
 * the database fails.
 */
const snapshot = dbSnapshot<Snapshot>({
  name: "Page copy overrides",
  load: read,
  fallback: { pl: NO_OVERRIDES, en: NO_OVERRIDES },
});

/** The overrides in one language. */
export async function copyOverrides(lang: Lang): Promise<CopyOverrides> {
  return (await snapshot.get())[lang];
}

/** Forget the kept overrides (after a write in this process). */
export const copyChanged: () => void = snapshot.invalidate;

/**
 * One language of a page's catalogue with the operator's edits applied, for a route loader:
 * `copy: await withCopy("home", homeMessages[lang], lang)`.
 */
export async function withCopy<T>(page: string, catalogue: T, lang: Lang): Promise<T> {
  return applyCopy(catalogue, page, await copyOverrides(lang));
}

/** The short hash of a default text, kept with an override to notice when the default changes. */
export function copyHash(text: string): string {
  return createHash("sha256").update(text).digest("base64url").slice(0, 16);
}
