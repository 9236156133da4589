import { ApiError } from "~/lib/api.server";
import { publicFormEndpoint } from "~/lib/public-form-endpoint.server";
import { createEventBooking, type EnquiryCruise } from "./booking.server";
import { eventBookingErrors, eventBookingSchema } from "./schema";

export const EVENT_BOOKINGS_PATH = "/api/event-bookings";

/**
 * POST /api/event-bookings (docs/architecture.md §4): 201 {id}; 400 with fieldErrors; 405, 413, 429.
 * Served by Express directly (server/app.ts, docs/decisions/075). `findCruise` answers a
 * published cruise by its key (the cruise catalogue, composed in by app/routes): an enquiry about
 * another key is a 400 on `cruise` (decision 351).
 */
export function createEventBookingEndpoint(
  findCruise: (key: string) => Promise<EnquiryCruise | null>,
) {
  return publicFormEndpoint({
    path: EVENT_BOOKINGS_PATH,
    // Per IP: 5 requests in 10 minutes.
    rateLimit: { key: "event-booking", limit: 5, windowSeconds: 10 * 60 },
    schema: eventBookingSchema,
    honeypotAnswer: { status: 201, body: { id: 0 } },
    async handle(input, lang, ip) {
      const cruise = input.cruise ? await findCruise(input.cruise) : null;
      if (input.cruise && !cruise)
        throw new ApiError(400, "validation_failed", eventBookingErrors[lang].cruise, {
          fieldErrors: { cruise: eventBookingErrors[lang].cruise },
        });
      const { id } = await createEventBooking(input, lang, ip, cruise);
      return { status: 201, body: { id } };
    },
  });
}
