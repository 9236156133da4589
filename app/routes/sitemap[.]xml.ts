import { getEnv } from "~/lib/env.server";
import { absoluteUrl, alternatesFor } from "~/lib/seo/meta";
import { PUBLIC_PATHS } from "~/lib/seo/public-routes";

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;");

export function loader() {
  const site = getEnv().PUBLIC_SITE_URL;
  const urls = PUBLIC_PATHS.map((path) => {
    const alt = alternatesFor(path);
    const links = (
      [
        ["x-default", alt.xDefault],
        ["pl", alt.pl],
        ["en", alt.en],
      ] as const
    )
      .map(([lang, href]) => `    <xhtml:link rel="alternate" hreflang="${lang}" href="${esc(absoluteUrl(site, href))}"/>`)
      .join("\n");
    return `  <url>\n    <loc>${esc(absoluteUrl(site, path))}</loc>\n${links}\n  </url>`;
  }).join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls}
</urlset>
`;
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
