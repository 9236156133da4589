import type { Lang } from "~/lib/i18n/lang";
import { ApiError, handleApi, requestLang } from "~/lib/api.server";

const MESSAGES = {
  pl: { notFound: "Nie znaleziono.", method: "Ta metoda nie jest obsługiwana.", badId: "Nieprawidłowy identyfikator." },
  en: { notFound: "Not found.", method: "This method is not supported.", badId: "Invalid id." },
} as const;

export function adminMessages(lang: Lang) {
  return MESSAGES[lang];
}

/** A positive integer path id, else 400 (never a 500 for bad input). */
export function parseId(raw: string | undefined, lang: Lang): number {
  if (!raw || !/^\d{1,9}$/.test(raw)) throw new ApiError(400, "invalid_id", MESSAGES[lang].badId);
  const id = Number(raw);
  if (id < 1) throw new ApiError(400, "invalid_id", MESSAGES[lang].badId);
  return id;
}

/** 405 in the administrator's language, with Allow, unless the request uses `method`. */
export function assertMethod(request: Request, method: string, lang: Lang, allow = method): void {
  if (request.method !== method) throw new ApiError(405, "method_not_allowed", MESSAGES[lang].method, {}, { Allow: allow });
}

/**
 * For the methods a route does not support: still 401/403 first (so the authorisation
 * matrix holds for every method), then 405 with Allow.
 */
export function notAllowed(request: Request, allow: string, requireAdmin: (r: Request) => Promise<unknown>) {
  return handleApi(request, async () => {
    await requireAdmin(request);
    throw new ApiError(405, "method_not_allowed", MESSAGES[requestLang(request)].method, {}, { Allow: allow });
  });
}
