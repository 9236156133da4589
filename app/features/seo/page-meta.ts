import type { MetaDescriptor } from "react-router";
import type { Lang } from "~/features/i18n/lang";
import { seoMeta, type SeoInput } from "./meta";
import { pageMessages, type PageKey } from "./pages";
import { rootDataFromMatches } from "./root-data";

type MetaArgs = { matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>; location: { pathname: string } };

/**
 * The standard meta() of a public page: its catalogue title and description in the rendered
 * language, with the canonical path given (so /qr and /review stay distinct).
 */
export function pageMeta(
  key: PageKey,
  args: MetaArgs,
  extra: Partial<Omit<SeoInput, "siteUrl" | "lang">> & { lang?: Lang } = {},
): MetaDescriptor[] {
  const root = rootDataFromMatches(args.matches);
  const lang = extra.lang ?? root.lang;
  const copy = pageMessages[lang][key];
  return seoMeta({
    siteUrl: root.siteUrl,
    path: args.location.pathname,
    lang,
    title: copy.title,
    description: copy.description,
    ...extra,
  });
}
