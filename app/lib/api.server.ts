import type { z } from "zod";
import { isDbUnavailable } from "./db.server";
import { logger } from "./logger.server";
import { markDegraded } from "./degraded.server";
import { langFromCookieHeader, type Lang } from "~/lib/i18n/lang";
import { checkBody } from "./schema-issues";

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

export function jsonError(
  status: number,
  error: string,
  message: string,
  extra: Partial<ApiErrorBody> = {},
  headers?: HeadersInit,
) {
  return json({ error, message, ...extra } satisfies ApiErrorBody, {
    status,
    headers,
  });
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
    forbiddenOrigin: "Żądanie z innej witryny zostało odrzucone.",
    unsupportedType: "Dane muszą być wysłane jako JSON (Content-Type: application/json).",
    lengthRequired: "Podaj długość przesyłanych danych (Content-Length).",
    signInRequired: "Zaloguj się.",
    adminRequired: "Wymagana rola administratora.",
  },
  en: {
    invalidJson: "The request data is invalid.",
    tooLarge: "The data sent is too large.",
    unavailable: "The service is temporarily unavailable. Please try again in a moment.",
    internal: "An error occurred. Please try again.",
    invalid: "Please correct the highlighted fields.",
    forbiddenOrigin: "Cross-origin request rejected.",
    unsupportedType: "Send the data as JSON (Content-Type: application/json).",
    lengthRequired: "State the length of the data sent (Content-Length).",
    signInRequired: "Sign in required.",
    adminRequired: "Administrator role required.",
  },
} as const;

/**
 * What a JSON endpoint reads of its request. A Fetch `Request` (React Router's resource routes,
 * tests) and a Node request (server/json-endpoint.ts, for the public endpoints Express serves
 * directly) both fit.
 */
export interface ApiRequest {
  method: string;
  headers: { get(name: string): string | null };
  /** The body as text, or null when it is longer than `limit` bytes (the rest is left unread). */
  readText(limit: number): Promise<string | null>;
}

/** An endpoint's answer, sent as JSON with `Cache-Control: no-store` unless headers say otherwise. */
export interface ApiResult {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** A JSON endpoint independent of the HTTP framework that serves it. */
export type JsonEndpoint = (request: ApiRequest, client: { ip: string }) => Promise<ApiResult>;

/** Reads a Fetch request's body as text, stopping (and cancelling the stream) past `limit` bytes. */
async function readFetchText(request: Request, limit: number): Promise<string | null> {
  if (!request.body) return "";
  const reader = request.body.getReader();
  const decoder = new TextDecoder();
  let size = 0;
  let text = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      return null;
    }
    text += decoder.decode(value, { stream: true });
  }
  return text + decoder.decode();
}

/** A Fetch request seen as an ApiRequest. */
export function apiRequestOf(request: Request): ApiRequest {
  return {
    method: request.method,
    headers: request.headers,
    readText: (limit) => readFetchText(request, limit),
  };
}

/** The visitor's language for API messages: body field, then cookie, then Accept-Language. */
export function requestLang(request: Pick<ApiRequest, "headers">, bodyLang?: unknown): Lang {
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
export async function readJsonBody(
  request: Request | ApiRequest,
  limit = DEFAULT_BODY_LIMIT,
): Promise<Record<string, unknown>> {
  const lang = requestLang(request);
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limit)
    throw new ApiError(413, "payload_too_large", MESSAGES[lang].tooLarge, {}, TOO_LARGE_HEADERS);
  const text =
    "readText" in request ? await request.readText(limit) : await readFetchText(request, limit);
  if (text === null)
    throw new ApiError(413, "payload_too_large", MESSAGES[lang].tooLarge, {}, TOO_LARGE_HEADERS);
  try {
    const value: unknown = JSON.parse(text);
    // PostgreSQL text cannot hold NUL characters: reject them here instead of failing the insert (a 500).
    if (value && typeof value === "object" && !Array.isArray(value) && !containsNul(value))
      return value as Record<string, unknown>;
  } catch {
    /* fall through */
  }
  throw new ApiError(400, "invalid_json", MESSAGES[lang].invalidJson);
}

function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (!value || typeof value !== "object" || depth > 64) return depth > 64;
  for (const [k, v] of Object.entries(value))
    if (k.includes("\u0000") || containsNul(v, depth + 1)) return true;
  return false;
}

/** The 400 for input that fails its checks: "correct the highlighted fields" and a message per field. */
export function invalidInput(lang: Lang, fieldErrors: Record<string, string>): ApiError {
  return new ApiError(400, "invalid_input", MESSAGES[lang].invalid, {
    fieldErrors,
  });
}

/** `value` checked by `schema`: its data, or a 400 with a message per field. */
function checked<T>(request: Request, schema: z.ZodType<T>, value: unknown): T {
  const lang = requestLang(request);
  const result = checkBody(schema, value, lang);
  if (!result.ok) throw invalidInput(lang, result.errors);
  return result.data;
}

/** A value the route built (not read from the request) checked by `schema`, in the request's language. */
export function parseValue<T>(request: Request, schema: z.ZodType<T>, value: unknown): T {
  return checked(request, schema, value);
}

/** A request's query string checked by `schema`: its data, or a 400 with a message per field. */
export function parseQuery<T>(request: Request, schema: z.ZodType<T>): T {
  return checked(request, schema, Object.fromEntries(new URL(request.url).searchParams));
}

/** A request's JSON body (readJsonBody's limit and checks) checked by `schema`: its data, or a 400 with a message per field. */
export async function parseBody<T>(request: Request, schema: z.ZodType<T>): Promise<T> {
  return checked(request, schema, await readJsonBody(request));
}

/**
 * parseBody for a body that may be left out: no body (or an empty one) is checked as `{}`, so a
 * POST that only names its target still works without one.
 */
export async function parseOptionalBody<T>(request: Request, schema: z.ZodType<T>): Promise<T> {
  const lang = requestLang(request);
  const text = await readFetchText(request, DEFAULT_BODY_LIMIT);
  if (text === null)
    throw new ApiError(413, "payload_too_large", MESSAGES[lang].tooLarge, {}, TOO_LARGE_HEADERS);
  if (text.trim() === "") return checked(request, schema, {});
  const body = await readJsonBody({
    method: request.method,
    headers: request.headers,
    readText: async () => text,
  });
  return checked(request, schema, body);
}

/**
 * The answer to an error thrown by a handler: an ApiError as given, an unreachable database a
 * 503, anything else logged and answered as a 500 without internals.
 */
export function errorResult(
  err: unknown,
  request: Pick<ApiRequest, "headers">,
  url: string,
): ApiResult {
  if (err instanceof ApiError)
    return {
      status: err.status,
      body: {
        error: err.code,
        message: err.message,
        ...err.extra,
      } satisfies ApiErrorBody,
      headers: err.headers ? Object.fromEntries(new Headers(err.headers)) : undefined,
    };
  const lang = requestLang(request);
  if (isDbUnavailable(err)) {
    markDegraded();
    logger.warn({ err }, "Database unavailable");
    return {
      status: 503,
      body: {
        error: "service_unavailable",
        message: MESSAGES[lang].unavailable,
      },
      headers: { "Retry-After": "5" },
    };
  }
  logger.error({ err, url }, "Unhandled API error");
  return {
    status: 500,
    body: { error: "internal_error", message: MESSAGES[lang].internal },
  };
}

/** Runs a React Router resource route's handler, answering errors as errorResult() says. */
export async function handleApi(request: Request, fn: () => Promise<Response>): Promise<Response> {
  try {
    return await fn();
  } catch (err) {
    if (err instanceof Response) return err;
    const result = errorResult(err, request, request.url);
    return json(result.body, {
      status: result.status,
      headers: result.headers,
    });
  }
}

/** Runs a JsonEndpoint's work, answering errors as errorResult() says. */
export async function runEndpoint(
  request: ApiRequest,
  path: string,
  fn: () => Promise<ApiResult>,
): Promise<ApiResult> {
  try {
    return await fn();
  } catch (err) {
    return errorResult(err, request, path);
  }
}
