import { resolveRequestLang, type Lang } from "~/features/i18n/lang";

/** The language a page renders in: the same rule as the root loader, so the two always agree. */
export function pageLang(request: Request): Lang {
  return resolveRequestLang(new URL(request.url).pathname, request.headers.get("cookie"));
}
