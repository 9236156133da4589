import { publicFormEndpoint } from "~/lib/public-form-endpoint.server";
import { createEventBooking } from "./booking.server";
import { eventBookingSchema } from "./schema";

export const EVENT_BOOKINGS_PATH = "/api/event-bookings";

/**
 * POST /api/event-bookings (docs/architecture.md §4): 201 {id}; 400 with fieldErrors; 405, 413, 429.
 * Served by Express directly (server/app.ts, docs/decisions/075).
 */
export const eventBookingEndpoint = publicFormEndpoint({
  path: EVENT_BOOKINGS_PATH,
  // Per IP: 5 requests in 10 minutes.
  rateLimit: { key: "event-booking", limit: 5, windowSeconds: 10 * 60 },
  schema: eventBookingSchema,
  honeypotAnswer: { status: 201, body: { id: 0 } },
  async handle(input, lang, ip) {
    const { id } = await createEventBooking(input, lang, ip);
    return { status: 201, body: { id } };
  },
});
