import { rateLimitMessages } from "~/features/newsletter/rate-limit-messages";
import { newsletterSchema } from "~/features/newsletter/schema";
import { subscribe } from "~/features/newsletter/subscribe.server";
import { ApiError, apiMessages, fieldErrorsOf, handleApi, json, jsonError, readJsonBody, requestLang } from "~/lib/api.server";
import { clientIpContext } from "~/lib/context";
import { hitRateLimit } from "~/lib/rate-limit.server";
import type { Route } from "./+types/newsletter-subscribe";

/** Per IP: 10 sign-ups in 10 minutes. */
const LIMIT = 10;
const WINDOW_SECONDS = 10 * 60;

const STATUS_CODES = { subscribed: 201, reactivated: 200, already_subscribed: 409 } as const;

export function loader() {
  return jsonError(405, "method_not_allowed", "Use POST.", {}, { Allow: "POST" });
}

/**
 * POST /api/newsletter/subscribe (ARCHITECTURE §4): 201 {status:"subscribed"},
 * 200 {status:"reactivated"}, 409 {status:"already_subscribed"}, 400, 429.
 */
export async function action({ request, context }: Route.ActionArgs) {
  return handleApi(request, async () => {
    if (request.method !== "POST") throw new ApiError(405, "method_not_allowed", "Use POST.", {}, { Allow: "POST" });
    const ip = context.get(clientIpContext);
    const body = await readJsonBody(request);
    const lang = requestLang(request, body.language);
    const limit = await hitRateLimit(`newsletter:${ip}`, LIMIT, WINDOW_SECONDS);
    if (!limit.allowed) {
      throw new ApiError(429, "rate_limited", rateLimitMessages[lang].tooMany, {}, { "Retry-After": String(limit.retryAfterSeconds) });
    }
    // Honeypot: people never see this field; answer like a success and store nothing.
    if (typeof body.website === "string" && body.website.trim() !== "") return json({ status: "subscribed" }, { status: 201 });
    const parsed = newsletterSchema(lang).safeParse(body);
    if (!parsed.success) {
      throw new ApiError(400, "validation_failed", apiMessages(lang).invalid, { fieldErrors: fieldErrorsOf(parsed.error) });
    }
    const { status } = await subscribe(parsed.data, lang);
    return json({ status }, { status: STATUS_CODES[status] });
  });
}
