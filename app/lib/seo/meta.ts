import type { MetaDescriptor } from "react-router";
import { SITE } from "~/config/site";
import type { Lang } from "~/lib/i18n/lang";
import { DEFAULT_SETTINGS, type SiteSettings } from "~/lib/site-data/settings";

export const ENGLISH_LANDING = "/warsaw-river-cruise";
/** Pages that are their own alternate in both languages (docs/product.md §2). */
const SELF_ALTERNATE = new Set(["/atrakcje-warszawa"]);

export interface Alternates {
  pl: string;
  en: string;
  xDefault: string;
}

/**
 * Hreflang (docs/product.md §2): x-default and pl point to the Polish URL, en to /warsaw-river-cruise;
 * the attractions page points both to itself; the English landing is the alternate of home.
 */
export function alternatesFor(path: string): Alternates {
  if (SELF_ALTERNATE.has(path)) return { pl: path, en: path, xDefault: path };
  const polish = path === ENGLISH_LANDING ? "/" : path;
  return { pl: polish, en: ENGLISH_LANDING, xDefault: polish };
}

export interface SeoInput {
  siteUrl: string;
  path: string;
  lang: Lang;
  title: string;
  description: string;
  /** Absolute or site-relative image for social previews. */
  image?: string;
  jsonLd?: Record<string, unknown> | Array<Record<string, unknown>>;
  noindex?: boolean;
  /** Set false for pages that are not alternates of anything (404, admin). */
  alternates?: boolean;
  /** The operator's saved business facts (the root loader's); the defaults without them. */
  site?: SiteSettings;
}

export function absoluteUrl(siteUrl: string, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${siteUrl}${path === "/" ? "/" : path}`;
}

export function localBusinessJsonLd(siteUrl: string, lang: Lang, site: SiteSettings = DEFAULT_SETTINGS): Record<string, unknown> {
  const c = site.company;
  return {
    "@context": "https://schema.org",
    "@type": ["LocalBusiness", "TouristAttraction"],
    "@id": `${siteUrl}/#business`,
    name: SITE.brand,
    url: siteUrl + "/",
    image: absoluteUrl(siteUrl, "/images/og-default.jpg"),
    logo: absoluteUrl(siteUrl, "/images/logo.png"),
    telephone: site.phone,
    email: site.email,
    ...(c.nip ? { taxID: c.nip } : {}),
    priceRange: `${SITE.priceRange.min} - ${SITE.priceRange.max} ${SITE.priceRange.currency}`,
    currenciesAccepted: SITE.priceRange.currency,
    inLanguage: lang,
    address: {
      "@type": "PostalAddress",
      streetAddress: c.street,
      postalCode: c.postalCode,
      addressLocality: c.city,
      addressCountry: SITE.company.country,
    },
    geo: { "@type": "GeoCoordinates", latitude: SITE.startPoints.warszawa.lat, longitude: SITE.startPoints.warszawa.lng },
    areaServed: ["Warszawa", "Zegrze", "Gdańsk"],
    sameAs: [site.social.facebook, site.social.instagram, site.social.tiktok, site.social.youtube].filter(Boolean),
    makesOffer: {
      "@type": "Offer",
      price: SITE.priceRange.defaultPrice,
      priceCurrency: SITE.priceRange.currency,
      availability: "https://schema.org/InStock",
      url: siteUrl + "/rejsy-wisla-warszawa",
    },
  };
}

/** Everything a page needs in <head>: title, description, canonical, hreflang, OG, Twitter, JSON-LD. */
export function seoMeta(input: SeoInput): MetaDescriptor[] {
  const url = absoluteUrl(input.siteUrl, input.path);
  const image = absoluteUrl(input.siteUrl, input.image ?? "/images/og-default.jpg");
  const ld = [localBusinessJsonLd(input.siteUrl, input.lang, input.site), ...([] as Array<Record<string, unknown>>).concat(input.jsonLd ?? [])];
  const tags: MetaDescriptor[] = [
    { title: input.title },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: SITE.brand },
    { property: "og:title", content: input.title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:locale", content: input.lang === "pl" ? "pl_PL" : "en_GB" },
    { property: "og:locale:alternate", content: input.lang === "pl" ? "en_GB" : "pl_PL" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: input.title },
    { name: "twitter:description", content: input.description },
    { name: "twitter:image", content: image },
  ];
  if (input.noindex) tags.push({ name: "robots", content: "noindex, nofollow" });
  if (input.alternates !== false) {
    const alt = alternatesFor(input.path);
    tags.push(
      { tagName: "link", rel: "alternate", hrefLang: "x-default", href: absoluteUrl(input.siteUrl, alt.xDefault) },
      { tagName: "link", rel: "alternate", hrefLang: "pl", href: absoluteUrl(input.siteUrl, alt.pl) },
      { tagName: "link", rel: "alternate", hrefLang: "en", href: absoluteUrl(input.siteUrl, alt.en) },
    );
  }
  for (const item of ld) tags.push({ "script:ld+json": item });
  return tags;
}
