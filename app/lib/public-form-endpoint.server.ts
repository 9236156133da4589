import type { z } from "zod";
import type { Lang } from "~/lib/i18n/lang";
import {
  ApiError,
  apiMessages,
  apiRequestOf,
  DEFAULT_BODY_LIMIT,
  errorResult,
  readJsonBody,
  requestLang,
  runEndpoint,
  type ApiResult,
  type JsonEndpoint,
} from "./api.server";
import { checkBody } from "./schema-issues";
import { rateLimitMessages } from "~/lib/rate-limit-messages";
import { hitRateLimit, ipNetworkKey } from "./rate-limit.server";
import { sameOrigin } from "./same-origin";

/** A public form: its path, rate limit, honeypot answer, schema and work. */
export interface PublicForm<T> {
  path: string;
  rateLimit: { key: string; limit: number; windowSeconds: number };
  schema: (lang: Lang) => z.ZodType<T>;
  honeypotAnswer: ApiResult;
  handle(input: T, lang: Lang, ip: string): Promise<ApiResult>;
}

/**
 * What every public form does once its body is read, whichever way it came (JSON to the API,
 * or a plain form post to its page): the per-IP rate limit (429 with Retry-After), the honeypot
 * (a bot that filled the hidden field is answered like a success and nothing is stored), the
 * form's schema in that language (400 with a message per field), then the form's own work.
 * Errors are thrown as ApiError.
 */
export async function runPublicForm<T>(
  form: PublicForm<T>,
  body: Record<string, unknown>,
  lang: Lang,
  ip: string,
): Promise<ApiResult> {
  const limit = await hitRateLimit(
    `${form.rateLimit.key}:${ipNetworkKey(ip)}`,
    form.rateLimit.limit,
    form.rateLimit.windowSeconds,
  );
  if (!limit.allowed) {
    throw new ApiError(
      429,
      "rate_limited",
      rateLimitMessages[lang].tooMany,
      {},
      { "Retry-After": String(limit.retryAfterSeconds) },
    );
  }
  if (typeof body.website === "string" && body.website.trim() !== "") return form.honeypotAnswer;
  const parsed = checkBody(form.schema(lang), body, lang);
  if (!parsed.ok) {
    throw new ApiError(400, "validation_failed", apiMessages(lang).invalid, {
      fieldErrors: parsed.errors,
    });
  }
  return form.handle(parsed.data, lang, ip);
}

/**
 * A public form's POST endpoint (newsletter sign-up, event booking request), in the order
 * every one of them follows: POST only (405 with Allow), a JSON body within the size limit,
 * the visitor's language, then runPublicForm. The same-origin check is the API guard's
 * (server/request-guards.ts).
 */
export function publicFormEndpoint<T>(form: PublicForm<T>): JsonEndpoint {
  return (request, { ip }) =>
    runEndpoint(request, form.path, async () => {
      if (request.method !== "POST")
        throw new ApiError(405, "method_not_allowed", "Use POST.", {}, { Allow: "POST" });
      const body = await readJsonBody(request);
      const lang = requestLang(request, body.language);
      return runPublicForm(form, body, lang, ip);
    });
}

/**
 * The same form sent as a plain HTML form post (no JavaScript) to its page's route action
 * (issue 34, item 8): the API guard's checks done here, since pages are not behind it (same
 * origin, a form content type, at most 16 KB), then runPublicForm. `fields` turns the posted
 * form into the JSON body the API takes (checkboxes are "on" or absent). Never throws: errors
 * come back as the API would answer them.
 */
export async function runPublicFormPost<T>(
  form: PublicForm<T>,
  request: Request,
  opts: {
    ip: string;
    publicSiteUrl: string;
    lang: Lang;
    fields: (posted: URLSearchParams) => Record<string, unknown>;
  },
): Promise<ApiResult> {
  const t = apiMessages(opts.lang);
  try {
    const allowed = new Set([new URL(opts.publicSiteUrl).origin]);
    if (!sameOrigin(request.headers, allowed, new URL(request.url).origin))
      throw new ApiError(403, "forbidden_origin", t.forbiddenOrigin);
    const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
    if (type !== "application/x-www-form-urlencoded")
      throw new ApiError(415, "unsupported_media_type", t.invalidJson);
    if (Number(request.headers.get("content-length") ?? 0) > DEFAULT_BODY_LIMIT)
      throw new ApiError(413, "payload_too_large", t.tooLarge);
    const text = await apiRequestOf(request).readText(DEFAULT_BODY_LIMIT);
    if (text === null) throw new ApiError(413, "payload_too_large", t.tooLarge);
    return await runPublicForm(form, opts.fields(new URLSearchParams(text)), opts.lang, opts.ip);
  } catch (err) {
    return errorResult(err, request, form.path);
  }
}
