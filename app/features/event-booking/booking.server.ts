import { getDb, type schema, type Tx } from "~/lib/db.server";
import { emailCopy } from "~/content/emails.server";
import { getEnv } from "~/lib/env.server";
import { enqueueEmails, wakeOutboxWorker } from "~/lib/mail/outbox.server";
import { operatorEmail } from "~/lib/mail/transport.server";
import {
  renderBookingConfirmation,
  renderBookingNotification,
} from "~/features/event-booking/booking-emails";
import type { Lang } from "~/lib/i18n/lang";
import type { EventBookingInput } from "./schema";

/** The catalogue cruise an enquiry asks about (decision 351), with its names in both languages. */
export interface EnquiryCruise {
  key: string;
  name_pl: string;
  name_en: string;
  location_pl: string;
  location_en: string;
}

/** An enquiry's row as the form gives it: the `event_bookings` columns it fills, typed by them. */
export type NewEnquiry = Pick<
  typeof schema.eventBookings.$inferSelect,
  | "name"
  | "phone"
  | "email"
  | "eventDate"
  | "timeFrom"
  | "timeTo"
  | "description"
  | "ip"
  | "cruiseKey"
> & { language: Lang };

/** Stores an enquiry in the caller's transaction and answers its id. */
export type EnquiryStore = (tx: Tx, enquiry: NewEnquiry) => Promise<number>;

let store: EnquiryStore | null = null;

/**
 * Hands the form the enquiries feature's store (decision 420: that feature is the one writer of
 * `event_bookings`), where the two meet: app/routes/feature-services.server.ts.
 */
export function setEnquiryStore(s: EnquiryStore): void {
  store = s;
}

/**
 * Stores the request first, then queues the operator's notification (every field, Reply-To
 * the visitor) and the visitor's confirmation, in one transaction: the booking is never lost,
 * and its e-mails go out (with retries) whenever SMTP is reachable.
 */
export async function createEventBooking(
  input: EventBookingInput,
  lang: Lang,
  ip: string | undefined,
  cruise: EnquiryCruise | null = null,
): Promise<{ id: number }> {
  if (!store)
    throw new Error("Enquiry store not set: import app/routes/feature-services.server.ts");
  const save = store;
  const texts = (await emailCopy(lang)).enquiry;
  const id = await getDb().transaction(async (tx) => {
    const stored = await save(tx, {
      name: input.name,
      phone: input.phone,
      email: input.email,
      eventDate: input.date,
      timeFrom: input.timeFrom,
      timeTo: input.timeTo,
      description: input.description,
      language: lang,
      ip: ip || null,
      cruiseKey: cruise?.key ?? null,
    });
    const booking = { id: stored, ...input, language: lang, cruise };
    const notification = renderBookingNotification(booking, getEnv().PUBLIC_SITE_URL);
    const confirmation = renderBookingConfirmation(booking, texts);
    await enqueueEmails(tx, [
      {
        dedupeKey: `booking:${booking.id}:operator`,
        kind: "booking-operator",
        to: operatorEmail(),
        ...notification,
        headers: { "Reply-To": input.email },
      },
      {
        dedupeKey: `booking:${booking.id}:visitor`,
        kind: "booking-confirmation",
        to: input.email,
        ...confirmation,
        // The confirmation invites a reply: it reaches the operator, not the no-reply sender.
        headers: { "Reply-To": operatorEmail() },
      },
    ]);
    return booking.id;
  });
  // The enqueue's wake-up ran before the commit; wake the worker again now the rows are visible.
  wakeOutboxWorker();
  return { id };
}
