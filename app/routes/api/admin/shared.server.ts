import { requireAdmin } from "~/features/admin-auth/require-admin.server";
import type { AdminUser } from "~/lib/api-shapes";
import type { Lang } from "~/lib/i18n/lang";
import { ApiError, handleApi, requestLang } from "~/lib/api.server";

const MESSAGES = {
  pl: {
    notFound: "Nie znaleziono.",
    method: "Ta metoda nie jest obsługiwana.",
    badId: "Nieprawidłowy identyfikator.",
  },
  en: {
    notFound: "Not found.",
    method: "This method is not supported.",
    badId: "Invalid id.",
  },
} as const;

/** The 404 for an id that names nothing. */
export function notFound(lang: Lang): ApiError {
  return new ApiError(404, "not_found", MESSAGES[lang].notFound);
}

/** A positive integer path id, else 400 (never a 500 for bad input). */
export function parseId(raw: string | undefined, lang: Lang): number {
  if (!raw || !/^\d{1,9}$/.test(raw)) throw new ApiError(400, "invalid_id", MESSAGES[lang].badId);
  const id = Number(raw);
  if (id < 1) throw new ApiError(400, "invalid_id", MESSAGES[lang].badId);
  return id;
}

/** The 405 for a method the route does not take, with the methods it does in Allow. */
export function methodNotAllowed(lang: Lang, allow: string): ApiError {
  return new ApiError(405, "method_not_allowed", MESSAGES[lang].method, {}, { Allow: allow });
}

/** 405 in the administrator's language, with Allow, unless the request uses `method`. */
export function assertMethod(request: Request, method: string, lang: Lang, allow = method): void {
  if (request.method !== method) throw methodNotAllowed(lang, allow);
}

/**
 * An administrator's request to a route that takes `method`: 401/403 first, then 405 with
 * Allow for any other method; the administrator and the language of the answers.
 */
export async function adminCall(
  request: Request,
  method: string,
  allow = method,
): Promise<{ actor: AdminUser; lang: Lang }> {
  const actor = await requireAdmin(request);
  const lang = requestLang(request);
  assertMethod(request, method, lang, allow);
  return { actor, lang };
}

/**
 * For the methods a route does not support: still 401/403 first (so the authorisation
 * matrix holds for every method), then 405 with Allow.
 */
export function notAllowed(
  request: Request,
  allow: string,
  authorise: (r: Request) => Promise<unknown>,
) {
  return handleApi(request, async () => {
    await authorise(request);
    throw methodNotAllowed(requestLang(request), allow);
  });
}

export const CSV_TYPE = "text/csv; charset=utf-8";

/** A file to download: `body` as the attachment `filename`, never cached. */
export function attachment(body: string, filename: string, contentType: string): Response {
  return new Response(body, {
    headers: {
      "Content-Type": contentType,
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "no-store",
    },
  });
}

/** Today's date (UTC, YYYY-MM-DD) for a download's file name. */
export function today(): string {
  return new Date().toISOString().slice(0, 10);
}

const PERSON_EMAIL = {
  pl: "Podaj adres e-mail osoby.",
  en: "Enter the person's e-mail address.",
} as const;

/** The `email` of a people call: an address-like string, else 400 with a message. */
export function personEmail(raw: unknown, lang: "pl" | "en"): string {
  const email = typeof raw === "string" ? raw.trim() : "";
  if (!/^[^\s@]{1,200}@[^\s@]{1,200}$/.test(email) || email.length > 254)
    throw new ApiError(400, "invalid_input", PERSON_EMAIL[lang], {
      fieldErrors: { email: PERSON_EMAIL[lang] },
    });
  return email;
}
