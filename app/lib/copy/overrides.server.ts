import { createHash } from "node:crypto";
import { getDb, schema } from "~/lib/db.server";
import { markDegraded } from "~/lib/degraded.server";
import type { Lang } from "~/lib/i18n/lang";
import { logger } from "~/lib/logger.server";
import { applyCopy, NO_OVERRIDES, type CopyOverrides } from "./copy-keys";

/**
 * The operator's copy edits as the loaders see them (docs/decisions/240): every row of
 * `page_copy_overrides`, read at once and kept in memory for a short while, so a page render
 * costs a map lookup, not a query. A write in this process drops the copy at once (the HTML
 * micro-cache is cleared by the same admin write), so the next load shows it; another process
 * reads again on its first render after `REFRESH_MS` and uses the new copy from the render after.
 */
const REFRESH_MS = 2000;
/** A page never waits longer than this for the database; it renders with what is known. */
const WAIT_MS = 1000;

/** The `lang` of a list row (its order of ids is the same in both languages). */
export const LIST_LANG = "all";

type Snapshot = Record<Lang, CopyOverrides>;

let current: { at: number; data: Snapshot } | null = null;
let loading: Promise<Snapshot> | null = null;
/** Bumped by every write, so a read that started before it is not kept. */
let generation = 0;

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
    return Array.isArray(v)
      ? v.filter((i): i is string => typeof i === "string")
      : [];
  } catch {
    return [];
  }
}

function refresh(): Promise<Snapshot> {
  if (loading) return loading;
  const started = generation;
  const pending: Promise<Snapshot> = read()
    .then((data) => {
      if (started === generation) current = { at: Date.now(), data };
      return data;
    })
    .finally(() => {
      if (loading === pending) loading = null;
    });
  loading = pending;
  return pending;
}

/**
 * The overrides in one language. A kept copy older than `REFRESH_MS` is still used while a
 * fresh one is read in the background (a render never waits for it); only with nothing kept
 * (at start, or after a write in this process) does a render wait, at most `WAIT_MS`, and the
 * page is then rendered with the defaults and not cached (markDegraded) if the database fails.
 */
export async function copyOverrides(lang: Lang): Promise<CopyOverrides> {
  if (current) {
    if (Date.now() - current.at >= REFRESH_MS)
      refresh().catch((err: unknown) => {
        logger.warn({ err }, "Page copy overrides could not be refreshed");
        markDegraded();
      });
    return current.data[lang];
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const data = await Promise.race([
      refresh(),
      new Promise<null>(
        (resolve) => (timer = setTimeout(() => resolve(null), WAIT_MS)),
      ),
    ]);
    if (data) return data[lang];
    logger.warn("Page copy: database too slow, rendering the default copy");
  } catch (err) {
    logger.warn({ err }, "Page copy overrides could not be loaded");
  } finally {
    clearTimeout(timer);
  }
  markDegraded();
  return NO_OVERRIDES;
}

/** Forget the kept overrides (after a write in this process). */
export function copyChanged(): void {
  generation++;
  current = null;
  // A read that started before the write may miss it: the next render starts its own.
  loading = null;
}

/**
 * One language of a page's catalogue with the operator's edits applied, for a route loader:
 * `copy: await withCopy("home", homeMessages[lang], lang)`.
 */
export async function withCopy<T>(
  page: string,
  catalogue: T,
  lang: Lang,
): Promise<T> {
  return applyCopy(catalogue, page, await copyOverrides(lang));
}

/** The short hash of a default text, kept with an override to notice when the default changes. */
export function copyHash(text: string): string {
  return createHash("sha256").update(text).digest("base64url").slice(0, 16);
}
