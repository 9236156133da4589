import type { z } from "zod";
import { isDbUnavailable } from "./db.server";
import { logger } from "./logger.server";
import { markDegraded } from "./degraded.server";
import { langFromCookieHeader, type Lang } from "~/features/i18n/lang";

export const DEFAULT_BODY_LIMIT = 16 * 1024;
/** The unread rest of an oversized body would poison a kept-alive connection: close it instead. */
const TOO_LARGE_HEADERS = { Connection: "close" };

export interface ApiErrorBody {
  error: string;
  message: string;
  fieldErrors?: Record<string, string>;
}

export function json(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set("Content-Type", "application/json; charset=utf-8");
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", "no-store");
  return new Response(JSON.stringify(body), { ...init, headers });
}

export function jsonError(status: number, error: string, message: string, extra: Partial<ApiErrorBody> = {}, headers?: HeadersInit) {
  return json({ error, message, ...extra } satisfies ApiErrorBody, { status, headers });
}

/** Thrown inside handlers to answer with a specific error. */
export class ApiError extends Error {
  constructor(
    public status: number,
    public code: string,
    message: string,
    public extra: Partial<ApiErrorBody> = {},
    public headers?: HeadersInit,
  ) {
    super(message);
  }
}

const MESSAGES = {
  pl: {
    invalidJson: "Nieprawidłowe dane żądania.",
    tooLarge: "Przesłane dane są zbyt duże.",
    unavailable: "Usługa jest chwilowo niedostępna. Spróbuj ponownie za chwilę.",
    internal: "Wystąpił błąd. Spróbuj ponownie.",
    invalid: "Popraw zaznaczone pola.",
  },
  en: {
    invalidJson: "The request data is invalid.",
    tooLarge: "The data sent is too large.",
    unavailable: "The service is temporarily unavailable. Please try again in a moment.",
    internal: "An error occurred. Please try again.",
    invalid: "Please correct the highlighted fields.",
  },
} as const;

/** The visitor's language for API messages: body field, then cookie, then Accept-Language. */
export function requestLang(request: Request, bodyLang?: unknown): Lang {
  if (bodyLang === "pl" || bodyLang === "en") return bodyLang;
  const fromCookie = langFromCookieHeader(request.headers.get("cookie"));
  if (fromCookie) return fromCookie;
  return /^en\b/i.test(request.headers.get("accept-language") ?? "") ? "en" : "pl";
}

export function apiMessages(lang: Lang) {
  return MESSAGES[lang];
}

/**
 * Reads a JSON object body within a size limit. Malformed JSON, a non-object body or an
 * oversized body is a 400/413, never a 500.
 */
export async function readJsonBody(request: Request, limit = DEFAULT_BODY_LIMIT): Promise<Record<string, unknown>> {
  const lang = requestLang(request);
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limit) throw new ApiError(413, "payload_too_large", MESSAGES[lang].tooLarge, {}, TOO_LARGE_HEADERS);
  let text = "";
  if (request.body) {
    const reader = request.body.getReader();
    const decoder = new TextDecoder();
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        await reader.cancel().catch(() => {});
        throw new ApiError(413, "payload_too_large", MESSAGES[lang].tooLarge, {}, TOO_LARGE_HEADERS);
      }
      text += decoder.decode(value, { stream: true });
    }
    text += decoder.decode();
  }
  try {
    const value: unknown = JSON.parse(text);
    // PostgreSQL text cannot hold NUL characters: reject them here instead of failing the insert (a 500).
    if (value && typeof value === "object" && !Array.isArray(value) && !containsNul(value)) return value as Record<string, unknown>;
  } catch {
    /* fall through */
  }
  throw new ApiError(400, "invalid_json", MESSAGES[lang].invalidJson);
}

function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (!value || typeof value !== "object" || depth > 64) return depth > 64;
  for (const [k, v] of Object.entries(value)) if (k.includes("\u0000") || containsNul(v, depth + 1)) return true;
  return false;
}

/** Flattens zod issues to { field: first message }. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_";
    out[key] ??= issue.message;
  }
  return out;
}

/**
 * Runs an API handler: ApiError answers as given, an unreachable database is a 503 JSON,
 * anything else is logged and answered as a 500 JSON without internals.
 */
export async function handleApi(request: Request, fn: () => Promise<Response>): Promise<Response> {
  try {
    return await fn();
  } catch (err) {
    if (err instanceof Response) return err;
    if (err instanceof ApiError) return jsonError(err.status, err.code, err.message, err.extra, err.headers);
    const lang = requestLang(request);
    if (isDbUnavailable(err)) {
      markDegraded();
      logger.warn({ err }, "Database unavailable");
      return jsonError(503, "service_unavailable", MESSAGES[lang].unavailable, {}, { "Retry-After": "5" });
    }
    logger.error({ err, url: request.url }, "Unhandled API error");
    return jsonError(500, "internal_error", MESSAGES[lang].internal);
  }
}
