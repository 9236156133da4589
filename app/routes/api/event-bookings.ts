import { createEventBooking } from "~/features/event-booking/booking.server";
import { eventBookingSchema } from "~/features/event-booking/schema";
import { rateLimitMessages } from "~/features/newsletter/rate-limit-messages";
import { ApiError, apiMessages, fieldErrorsOf, handleApi, json, jsonError, readJsonBody, requestLang } from "~/lib/api.server";
import { clientIpContext } from "~/lib/context";
import { hitRateLimit } from "~/lib/rate-limit.server";
import type { Route } from "./+types/event-bookings";

/** Per IP: 5 requests in 10 minutes. */
const LIMIT = 5;
const WINDOW_SECONDS = 10 * 60;

export function loader() {
  return jsonError(405, "method_not_allowed", "Use POST.", {}, { Allow: "POST" });
}

/** POST /api/event-bookings (ARCHITECTURE §4): 201 {id}; 400 with fieldErrors; 429. */
export async function action({ request, context }: Route.ActionArgs) {
  return handleApi(request, async () => {
    if (request.method !== "POST") throw new ApiError(405, "method_not_allowed", "Use POST.", {}, { Allow: "POST" });
    const ip = context.get(clientIpContext);
    const body = await readJsonBody(request);
    const lang = requestLang(request, body.language);
    const limit = await hitRateLimit(`event-booking:${ip}`, LIMIT, WINDOW_SECONDS);
    if (!limit.allowed) {
      throw new ApiError(429, "rate_limited", rateLimitMessages[lang].tooMany, {}, { "Retry-After": String(limit.retryAfterSeconds) });
    }
    // Honeypot: people never see this field; answer like a success and store nothing.
    if (typeof body.website === "string" && body.website.trim() !== "") return json({ id: 0 }, { status: 201 });
    const parsed = eventBookingSchema(lang).safeParse(body);
    if (!parsed.success) {
      throw new ApiError(400, "validation_failed", apiMessages(lang).invalid, { fieldErrors: fieldErrorsOf(parsed.error) });
    }
    const { id } = await createEventBooking(parsed.data, lang, ip);
    return json({ id }, { status: 201 });
  });
}
