import type { MetaDescriptor } from "react-router";
import { useRouteLoaderData } from "react-router";
import type { Lang } from "~/lib/i18n/lang";
import { seoMeta, type SeoInput } from "./meta";
import type { PageCopy } from "./page-copy.server";
import { rootDataFromMatches, type RootData } from "./root-data";

type MetaArgs = { matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>; location: { pathname: string } };

/**
 * The standard meta() of a public page: the title and description the root loader looked up
 * for this path, in the rendered language, with the canonical path given (so /qr and /review
 * stay distinct).
 */
export function pageMeta(args: MetaArgs, extra: Partial<Omit<SeoInput, "siteUrl" | "lang">> & { lang?: Lang } = {}): MetaDescriptor[] {
  const root = rootDataFromMatches(args.matches);
  return seoMeta({
    siteUrl: root.siteUrl,
    path: args.location.pathname,
    lang: extra.lang ?? root.lang,
    title: root.page.title,
    description: root.page.description,
    site: root.site,
    ...extra,
  });
}

/** The current page's title, description and main heading (from the root loader). */
export function usePageCopy(): PageCopy {
  const root = useRouteLoaderData("root") as RootData | undefined;
  return root?.page ?? { title: "", description: "", heading: "" };
}
