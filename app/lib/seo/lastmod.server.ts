import { statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { max } from "drizzle-orm";
import { getDb, schema } from "~/lib/db.server";
import { allPages } from "~/lib/i18n/page-urls";
import { logger } from "~/lib/logger.server";

/**
 * One kind of data the public pages show, and when it last changed: the sitemap's `lastmod`
 * of a page is the latest of the sources that page shows (docs/architecture.md §3). A new kind
 * of data (events, copy overrides, photos…) adds a source to the list the sitemap route passes
 * to `lastmodByPage`.
 */
export interface LastmodSource {
  name: string;
  /** The pages (by Polish path, app/lib/i18n/page-urls.ts) that show this data; "all" for the site frame. */
  pages: readonly string[] | "all";
  /** When the data last changed; null when there is none. */
  changedAt(): Promise<Date | null>;
}

/**
 * The code's own copy changes with a deploy: the build's modification time stands for it (the
 * server bundle in production, this file in development).
 */
export function codeDate(): Date {
  try {
    return statSync(fileURLToPath(import.meta.url)).mtime;
  } catch {
    return new Date(0);
  }
}

/** Pages that show cruise prices (loadPricesForPage in their loaders). */
export const PRICE_PAGES = [
  "/",
  "/rejsy-wisla-warszawa",
  "/rejsy-wisla-warszawa/20-min",
  "/rejsy-wisla-warszawa/30-min",
  "/rejsy-wisla-warszawa/60-min",
  "/rejsy-wisla-warszawa/90-min",
  "/rejsy-zegrze",
  "/atrakcje-warszawa",
] as const;

export const pricesSource: LastmodSource = {
  name: "cruise_prices",
  pages: PRICE_PAGES,
  async changedAt() {
    const [row] = await getDb()
      .select({ at: max(schema.cruisePrices.updatedAt) })
      .from(schema.cruisePrices);
    return row?.at ?? null;
  },
};

export const attractionsSource: LastmodSource = {
  name: "attractions",
  pages: ["/atrakcje-warszawa"],
  async changedAt() {
    const [row] = await getDb()
      .select({ at: max(schema.attractions.updatedAt) })
      .from(schema.attractions);
    return row?.at ?? null;
  },
};

/**
 * The last change of every page, by Polish path: the latest of the code date and the dates of
 * the sources it shows. A source that fails is left out (logged), so the sitemap still answers.
 */
export async function lastmodByPage(
  sources: readonly LastmodSource[],
  base: Date = codeDate(),
): Promise<Map<string, Date>> {
  const result = new Map<string, Date>(allPages().map((p) => [p.pl, base]));
  const dates = await Promise.all(
    sources.map((s) =>
      s.changedAt().catch((err: unknown) => {
        logger.warn({ err, source: s.name }, "Sitemap lastmod: a source could not be read");
        return null;
      }),
    ),
  );
  sources.forEach((source, i) => {
    const at = dates[i];
    if (!at) return;
    for (const page of source.pages === "all" ? [...result.keys()] : source.pages) {
      const current = result.get(page);
      if (current && at > current) result.set(page, at);
    }
  });
  return result;
}
