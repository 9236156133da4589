import type { z } from "zod";
import type { Lang } from "~/lib/i18n/lang";
import {
  ApiError,
  apiMessages,
  fieldErrorsOf,
  readJsonBody,
  requestLang,
  runEndpoint,
  type ApiResult,
  type JsonEndpoint,
} from "./api.server";
import { rateLimitMessages } from "~/lib/rate-limit-messages";
import { hitRateLimit, ipNetworkKey } from "./rate-limit.server";

/**
 * A public form's POST endpoint (newsletter sign-up, event booking request), in the order
 * every one of them follows: POST only (405 with Allow), a JSON body within the size limit,
 * the visitor's language, the per-IP rate limit (429 with Retry-After), the honeypot (a bot
 * that filled the hidden field is answered like a success and nothing is stored), the form's
 * schema in that language (400 with a message per field), then the form's own work.
 */
export function publicFormEndpoint<T>(form: {
  path: string;
  rateLimit: { key: string; limit: number; windowSeconds: number };
  schema: (lang: Lang) => z.ZodType<T>;
  honeypotAnswer: ApiResult;
  handle(input: T, lang: Lang, ip: string): Promise<ApiResult>;
}): JsonEndpoint {
  return (request, { ip }) =>
    runEndpoint(request, form.path, async () => {
      if (request.method !== "POST")
        throw new ApiError(405, "method_not_allowed", "Use POST.", {}, { Allow: "POST" });
      const body = await readJsonBody(request);
      const lang = requestLang(request, body.language);
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
      if (typeof body.website === "string" && body.website.trim() !== "")
        return form.honeypotAnswer;
      const parsed = form.schema(lang).safeParse(body);
      if (!parsed.success) {
        throw new ApiError(400, "validation_failed", apiMessages(lang).invalid, {
          fieldErrors: fieldErrorsOf(parsed.error),
        });
      }
      return form.handle(parsed.data, lang, ip);
    });
}
