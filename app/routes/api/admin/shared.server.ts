import type { Lang } from "~/lib/i18n/lang";
import { ApiError } from "~/lib/api.server";
// Every admin route module imports this one: the features get each other's services here first (decision 420).
import "../../feature-services.server";

const MESSAGES = {
  pl: { notFound: "Nie znaleziono." },
  en: { notFound: "Not found." },
} as const;

/** The 404 for an id that names nothing. */
export function notFound(lang: Lang): ApiError {
  return new ApiError(404, "not_found", MESSAGES[lang].notFound);
}

/** What a call by id found, or the 404 when it found nothing (null, undefined, or false from a delete). */
export function found<T>(value: T | null | undefined, lang: Lang): T {
  if (value === null || value === undefined || value === false) throw notFound(lang);
  return value;
}

export const CSV_TYPE = "text/csv; charset=utf-8";

/** A file to download: `body` as the attachment `filename`, never cached. */
export function attachment(
  body: string | Uint8Array<ArrayBuffer>,
  filename: string,
  contentType: string,
): Response {
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
