import { getEnv } from "~/lib/env.server";
import { max, sql } from "drizzle-orm";
import { getCatalogue } from "~/features/cruises/catalogue.server";
import { getDb, schema } from "~/lib/db.server";
import { allPages } from "~/lib/i18n/page-urls";
import {
  attractionsSource,
  lastmodByPage,
  pricesSource,
  type LastmodSource,
} from "~/lib/seo/lastmod.server";
import { absoluteUrl, alternatesFor } from "~/lib/seo/meta";

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;");

/** The data whose changes move a page's lastmod; a new kind of page data adds its source here. */
const LASTMOD_SOURCES: readonly LastmodSource[] = [pricesSource, attractionsSource];

/**
 * The cruise catalogue (decision 301): a cruise's or location's change, or a price change, moves
 * the cruise pages, the location pages and home (their cards list the cruises).
 */
function catalogueSource(locationPages: string[], cruisePages: string[]): LastmodSource {
  return {
    name: "cruises",
    pages: ["/", ...locationPages, ...cruisePages],
    async changedAt() {
      const db = getDb();
      const [[c], [l], [p]] = await Promise.all([
        db.select({ at: max(schema.cruises.updatedAt) }).from(schema.cruises),
        db.select({ at: max(schema.locations.updatedAt) }).from(schema.locations),
        db
          .select({ at: max(schema.cruisePrices.updatedAt) })
          .from(schema.cruisePrices)
          .where(sql`${schema.cruisePrices.cruiseType} in (select key from cruises)`),
      ]);
      const dates = [c?.at, l?.at, p?.at].filter(Boolean).map((d) => new Date(d!));
      return dates.length ? new Date(Math.max(...dates.map((d) => d.getTime()))) : null;
    },
  };
}

/**
 * Both URLs of every indexable pair of the table of English twins (docs/architecture.md §3),
 * each with the pair's alternates and the page's last change; aliases and noindex pages are
 * left out.
 */
export async function loader() {
  const site = getEnv().PUBLIC_SITE_URL;
  const catalogue = await getCatalogue();
  const pages = allPages();
  const cruisePages = catalogue.cruises.map((c) => c.url_pl);
  const lastmods = await lastmodByPage([
    ...LASTMOD_SOURCES,
    catalogueSource(
      catalogue.locationList.map((l) => l.url_pl),
      cruisePages,
    ),
  ]);
  const urls = pages
    .filter((p) => !p.noindex)
    .flatMap((page) => {
      const alt = alternatesFor(page.pl)!;
      const links = (
        [
          ["x-default", alt.xDefault],
          ["pl", alt.pl],
          ["en", alt.en],
        ] as const
      )
        .map(
          ([lang, href]) =>
            `    <xhtml:link rel="alternate" hreflang="${lang}" href="${esc(absoluteUrl(site, href))}"/>`,
        )
        .join("\n");
      const lastmod = lastmods.get(page.pl);
      const modified = lastmod ? `\n    <lastmod>${lastmod.toISOString()}</lastmod>` : "";
      const locs = page.pl === page.en ? [page.pl] : [page.pl, page.en];
      return locs.map(
        (path) =>
          `  <url>\n    <loc>${esc(absoluteUrl(site, path))}</loc>${modified}\n${links}\n  </url>`,
      );
    });
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join("\n")}
</urlset>
`;
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
