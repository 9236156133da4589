import type { MetaDescriptor } from "react-router";
import type { Lang } from "~/lib/i18n/lang";
import { pageOfPath, polishPathOf } from "~/lib/i18n/page-urls";
import type { SlotPhotos } from "~/lib/media/photo";
import { PAGE_SHARE_SLOT } from "~/lib/media/share-slots";
import type { SiteSettings } from "~/lib/site-data/settings";
import { seoMeta, type ServedPlace } from "./meta";
import type { PageCopy } from "./page-copy.server";

/**
 * The 1200×630 JPEG of the page's own slot when the operator put a photo there, else of
 * og.default; undefined keeps the drawn default (docs/decisions/250).
 */
export function shareImage(pathname: string, media: SlotPhotos | undefined): string | undefined {
  if (!media) return undefined;
  // An English twin shares its Polish page's slot.
  const slot = PAGE_SHARE_SLOT[polishPathOf(pathname)];
  const photo = (slot ? media[slot]?.[0] : undefined) ?? media["og.default"]?.[0];
  return photo?.og;
}

/**
 * The <head> tags of the public page at `path` (title, description, canonical, hreflang, Open
 * Graph, Twitter, the business's JSON-LD), computed by the root loader so that no browser
 * downloads the code that builds them (docs/decisions/070, decision 271). A path that is no
 * page's is the 404 page: not indexed, no canonical, no alternates. A page's own JSON-LD comes
 * from its loader and is appended by pageMeta().
 */
export function pageHead(input: {
  siteUrl: string;
  path: string;
  lang: Lang;
  page: PageCopy;
  media: SlotPhotos;
  site: SiteSettings;
  /** The places the business serves, the main one first (from the catalogue; decision 451). */
  places: readonly ServedPlace[];
  /** The share image's description (the default's, in the wording for Gdańsk's status). */
  imageAlt?: string;
}): MetaDescriptor[] {
  const page = pageOfPath(input.path);
  return seoMeta({
    siteUrl: input.siteUrl,
    path: input.path,
    lang: input.lang,
    title: input.page.title,
    description: input.page.description,
    image: shareImage(input.path, input.media),
    ...(input.imageAlt ? { imageAlt: input.imageAlt } : {}),
    site: input.site,
    places: input.places,
    ...(page
      ? page.noindex
        ? { noindex: true }
        : {}
      : { noindex: true, alternates: false, canonical: false }),
  });
}
