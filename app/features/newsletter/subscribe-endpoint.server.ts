import { ApiError, apiMessages, fieldErrorsOf, readJsonBody, requestLang, runEndpoint, type JsonEndpoint } from "~/lib/api.server";
import { hitRateLimit } from "~/lib/rate-limit.server";
import { rateLimitMessages } from "./rate-limit-messages";
import { newsletterSchema } from "./schema";
import { subscribe } from "./subscribe.server";

export const SUBSCRIBE_PATH = "/api/newsletter/subscribe";

/** Per IP: 10 sign-ups in 10 minutes. */
const LIMIT = 10;
const WINDOW_SECONDS = 10 * 60;

const STATUS_CODES = { subscribed: 201, reactivated: 200, already_subscribed: 409 } as const;

/**
 * POST /api/newsletter/subscribe (ARCHITECTURE §4): 201 {status:"subscribed"},
 * 200 {status:"reactivated"}, 409 {status:"already_subscribed"}, 400, 405, 413, 429.
 * Served by Express directly (server/app.ts, docs/decisions/075).
 */
export const subscribeEndpoint: JsonEndpoint = (request, { ip }) =>
  runEndpoint(request, SUBSCRIBE_PATH, async () => {
    if (request.method !== "POST") throw new ApiError(405, "method_not_allowed", "Use POST.", {}, { Allow: "POST" });
    const body = await readJsonBody(request);
    const lang = requestLang(request, body.language);
    const limit = await hitRateLimit(`newsletter:${ip}`, LIMIT, WINDOW_SECONDS);
    if (!limit.allowed) {
      throw new ApiError(429, "rate_limited", rateLimitMessages[lang].tooMany, {}, { "Retry-After": String(limit.retryAfterSeconds) });
    }
    // Honeypot: people never see this field; answer like a success and store nothing.
    if (typeof body.website === "string" && body.website.trim() !== "") return { status: 201, body: { status: "subscribed" } };
    const parsed = newsletterSchema(lang).safeParse(body);
    if (!parsed.success) {
      throw new ApiError(400, "validation_failed", apiMessages(lang).invalid, { fieldErrors: fieldErrorsOf(parsed.error) });
    }
    const { status } = await subscribe(parsed.data, lang);
    return { status: STATUS_CODES[status], body: { status } };
  });
