import { rateLimitMessages } from "~/features/newsletter/rate-limit-messages";
import { ApiError, apiMessages, fieldErrorsOf, readJsonBody, requestLang, runEndpoint, type JsonEndpoint } from "~/lib/api.server";
import { hitRateLimit } from "~/lib/rate-limit.server";
import { createEventBooking } from "./booking.server";
import { eventBookingSchema } from "./schema";

export const EVENT_BOOKINGS_PATH = "/api/event-bookings";

/** Per IP: 5 requests in 10 minutes. */
const LIMIT = 5;
const WINDOW_SECONDS = 10 * 60;

/**
 * POST /api/event-bookings (ARCHITECTURE §4): 201 {id}; 400 with fieldErrors; 405, 413, 429.
 * Served by Express directly (server/app.ts, docs/decisions/075).
 */
export const eventBookingEndpoint: JsonEndpoint = (request, { ip }) =>
  runEndpoint(request, EVENT_BOOKINGS_PATH, async () => {
    if (request.method !== "POST") throw new ApiError(405, "method_not_allowed", "Use POST.", {}, { Allow: "POST" });
    const body = await readJsonBody(request);
    const lang = requestLang(request, body.language);
    const limit = await hitRateLimit(`event-booking:${ip}`, LIMIT, WINDOW_SECONDS);
    if (!limit.allowed) {
      throw new ApiError(429, "rate_limited", rateLimitMessages[lang].tooMany, {}, { "Retry-After": String(limit.retryAfterSeconds) });
    }
    // Honeypot: people never see this field; answer like a success and store nothing.
    if (typeof body.website === "string" && body.website.trim() !== "") return { status: 201, body: { id: 0 } };
    const parsed = eventBookingSchema(lang).safeParse(body);
    if (!parsed.success) {
      throw new ApiError(400, "validation_failed", apiMessages(lang).invalid, { fieldErrors: fieldErrorsOf(parsed.error) });
    }
    const { id } = await createEventBooking(parsed.data, lang, ip);
    return { status: 201, body: { id } };
  });
