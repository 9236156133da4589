import type { MetaDescriptor } from "react-router";
import { useRouteLoaderData } from "react-router";
import type { Lang } from "~/lib/i18n/lang";
import type { SlotPhotos } from "~/lib/media/photo";
import { PAGE_SHARE_SLOT } from "~/lib/media/share-slots";
import { polishPathOf } from "~/lib/i18n/page-urls";
import { seoMeta, type SeoInput } from "./meta";
import type { PageCopy } from "./page-copy.server";
import { rootDataFromMatches, type RootData } from "./root-data";

type MetaArgs = {
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
  location: { pathname: string };
};

/**
 * The standard meta() of a public page: the title and description the root loader looked up
 * for this path, in the rendered language, with the canonical path given (so /qr and /review
 * stay distinct).
 */
export function pageMeta(
  args: MetaArgs,
  extra: Partial<Omit<SeoInput, "siteUrl" | "lang">> & { lang?: Lang } = {},
): MetaDescriptor[] {
  const root = rootDataFromMatches(args.matches);
  return seoMeta({
    siteUrl: root.siteUrl,
    path: args.location.pathname,
    lang: extra.lang ?? root.lang,
    title: root.page.title,
    description: root.page.description,
    image: shareImage(args.location.pathname, root.media),
    site: root.site,
    ...extra,
  });
}

/**
 * The 1200×630 JPEG of the page's own slot when the operator put a photo there, else of
 * og.default; undefined keeps the drawn default (docs/decisions/250).
 */
export function shareImage(
  pathname: string,
  media: SlotPhotos | undefined,
): string | undefined {
  if (!media) return undefined;
  // An English twin shares its Polish page's slot.
  const slot = PAGE_SHARE_SLOT[polishPathOf(pathname)];
  const photo =
    (slot ? media[slot]?.[0] : undefined) ?? media["og.default"]?.[0];
  return photo?.og;
}

/** The current page's title, description and main heading (from the root loader). */
export function usePageCopy(): PageCopy {
  const root = useRouteLoaderData("root") as RootData | undefined;
  return root?.page ?? { title: "", description: "", heading: "" };
}
