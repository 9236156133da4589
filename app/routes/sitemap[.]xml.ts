import { getEnv } from "~/lib/env.server";
import { PAGE_URLS } from "~/lib/i18n/page-urls";
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
 * Both URLs of every indexable pair of the table of English twins (docs/architecture.md §3),
 * each with the pair's alternates and the page's last change; aliases and noindex pages are
 * left out.
 */
export async function loader() {
  const site = getEnv().PUBLIC_SITE_URL;
  const lastmods = await lastmodByPage(LASTMOD_SOURCES);
  const urls = PAGE_URLS.filter((p) => !p.noindex).flatMap((page) => {
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
