import type { MetaDescriptor } from "react-router";
import { BRAND, COMPANY, PRICE_RANGE } from "~/config/site";
import type { Lang } from "~/lib/i18n/lang";
import { DEFAULT_SETTINGS, type SiteSettings } from "~/lib/site-data/settings";
import { pageOfPath, pageUrl } from "~/lib/i18n/page-urls";

export interface Alternates {
  pl: string;
  en: string;
  xDefault: string;
}

/**
 * Hreflang of a page (docs/architecture.md §3): pl and x-default to the Polish URL, en to the
 * English twin, the same on both URLs of the pair (reciprocal). Any URL of the page may be
 * given (a twin, an alias); undefined for a path that is no page.
 */
export function alternatesFor(path: string): Alternates | undefined {
  const page = pageOfPath(path);
  if (!page) return undefined;
  return { pl: page.pl, en: page.en, xDefault: page.pl };
}

/**
 * The canonical path of the page at `path` rendered in `lang`: the URL of that language (a
 * Polish URL rendered in English for a visitor is its twin's page), aliases to the page's own
 * URL. A path that is no page is its own canonical.
 */
export function canonicalPathFor(path: string, lang: Lang): string {
  return pageOfPath(path) ? pageUrl(path, lang) : path;
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
  /** Set false for a page that is no URL of its own (the 404 page): no canonical, no og:url. */
  canonical?: boolean;
  /** The social preview image's text alternative, in the page's language. */
  imageAlt?: string;
  /** The operator's saved business facts (the root loader's); the defaults without them. */
  site?: SiteSettings;
  /** The places the business serves, the main one first (the root loader's, from the catalogue). */
  places?: readonly ServedPlace[];
}

/**
 * A place the business serves: a listed location's name and coordinates, as the catalogue has
 * them (passed in: this layer reads no feature; decision 451).
 */
export interface ServedPlace {
  name: string;
  lat: number | null;
  lng: number | null;
}

/** The default social preview image (public/images/og-default.jpg, scripts/build-images.mjs) described in each language. */
export const DEFAULT_IMAGE_ALT: Record<Lang, string> = {
  pl: "RIB Warsaw – rejsy motorówką do 80 km/h: po Wiśle w Warszawie, na Zalewie Zegrzyńskim, a wkrótce także w Gdańsku. W tle Warszawa o zmierzchu.",
  en: "RIB Warsaw – speedboat cruises at up to 80 km/h: on the Vistula in Warsaw, on Zegrze Lake and soon in Gdańsk. Warsaw at dusk in the background.",
};

export function absoluteUrl(siteUrl: string, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${siteUrl}${path === "/" ? "/" : path}`;
}

/**
 * The business, on every page. schema.org defines no inLanguage for LocalBusiness: none is given.
 * Its geo is the main (first) served place's coordinates and its areaServed every served place's
 * name, both from the catalogue (decision 451); without places, neither is given.
 */
export function localBusinessJsonLd(
  siteUrl: string,
  site: SiteSettings = DEFAULT_SETTINGS,
  places: readonly ServedPlace[] = [],
): Record<string, unknown> {
  const main = places[0];
  const c = site.company;
  return {
    "@context": "https://schema.org",
    "@type": ["LocalBusiness", "TouristAttraction"],
    "@id": `${siteUrl}/#business`,
    name: BRAND,
    url: siteUrl + "/",
    image: absoluteUrl(siteUrl, "/images/og-default.jpg"),
    logo: absoluteUrl(siteUrl, "/images/logo.png"),
    telephone: site.phone,
    email: site.email,
    ...(c.nip ? { taxID: c.nip } : {}),
    priceRange: `${PRICE_RANGE.min} - ${PRICE_RANGE.max} ${PRICE_RANGE.currency}`,
    currenciesAccepted: PRICE_RANGE.currency,
    address: {
      "@type": "PostalAddress",
      streetAddress: c.street,
      postalCode: c.postalCode,
      addressLocality: c.city,
      addressCountry: COMPANY.country,
    },
    ...(main && main.lat !== null && main.lng !== null
      ? { geo: { "@type": "GeoCoordinates", latitude: main.lat, longitude: main.lng } }
      : {}),
    ...(places.length ? { areaServed: places.map((p) => p.name) } : {}),
    sameAs: [
      site.social.facebook,
      site.social.instagram,
      site.social.tiktok,
      site.social.youtube,
    ].filter(Boolean),
    makesOffer: {
      "@type": "Offer",
      price: PRICE_RANGE.defaultPrice,
      priceCurrency: PRICE_RANGE.currency,
      availability: "https://schema.org/InStock",
      url: siteUrl + "/rejsy-wisla-warszawa",
    },
  };
}

/** Everything a page needs in <head>: title, description, canonical, hreflang, OG, Twitter, JSON-LD. */
export function seoMeta(input: SeoInput): MetaDescriptor[] {
  const url = absoluteUrl(input.siteUrl, canonicalPathFor(input.path, input.lang));
  const image = absoluteUrl(input.siteUrl, input.image ?? "/images/og-default.jpg");
  const imageAlt = input.imageAlt ?? DEFAULT_IMAGE_ALT[input.lang];
  const withCanonical = input.canonical !== false;
  const ld = [
    localBusinessJsonLd(input.siteUrl, input.site, input.places),
    ...([] as Array<Record<string, unknown>>).concat(input.jsonLd ?? []),
  ];
  const tags: MetaDescriptor[] = [
    { title: input.title },
    { name: "description", content: input.description },
    ...(withCanonical ? [{ tagName: "link", rel: "canonical", href: url }] : []),
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: BRAND },
    { property: "og:title", content: input.title },
    { property: "og:description", content: input.description },
    ...(withCanonical ? [{ property: "og:url", content: url }] : []),
    { property: "og:image", content: image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:image:alt", content: imageAlt },
    { property: "og:locale", content: input.lang === "pl" ? "pl_PL" : "en_GB" },
    {
      property: "og:locale:alternate",
      content: input.lang === "pl" ? "en_GB" : "pl_PL",
    },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: input.title },
    { name: "twitter:description", content: input.description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: imageAlt },
  ];
  if (input.noindex) tags.push({ name: "robots", content: "noindex, nofollow" });
  // Hreflang only where this rendering is its own canonical: a Polish URL shown in English
  // for a visitor, or an alias, names its canonical page and leaves the alternates to it
  // (a crawler, which sends no cookie or Accept-Language, only ever sees the canonical
  // renderings, and those stay reciprocal; docs/decisions/210).
  const alt =
    input.alternates !== false &&
    withCanonical &&
    canonicalPathFor(input.path, input.lang) === input.path
      ? alternatesFor(input.path)
      : undefined;
  if (alt) {
    tags.push(
      {
        tagName: "link",
        rel: "alternate",
        hrefLang: "x-default",
        href: absoluteUrl(input.siteUrl, alt.xDefault),
      },
      {
        tagName: "link",
        rel: "alternate",
        hrefLang: "pl",
        href: absoluteUrl(input.siteUrl, alt.pl),
      },
      {
        tagName: "link",
        rel: "alternate",
        hrefLang: "en",
        href: absoluteUrl(input.siteUrl, alt.en),
      },
    );
  }
  for (const item of ld) tags.push({ "script:ld+json": item });
  return tags;
}
