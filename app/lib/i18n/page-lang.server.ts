import { resolveRequestLang, type Lang } from "~/lib/i18n/lang";

/**
 * The language a page renders in: the same rule as the root loader, so the two always agree.
 * Takes the loader's normalized `url` (request.url carries React Router's ".data" suffix on
 * client navigations).
 */
export function pageLang({ request, url }: { request: Request; url: URL }): Lang {
  return resolveRequestLang(
    url.pathname,
    request.headers.get("cookie"),
    request.headers.get("accept-language"),
  );
}
