import type { schema } from "~/lib/db.server";

/** JSON shapes of the subscriber admin API as the browser receives them (dates as ISO strings). */
export interface SubscriberItem {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  region: string | null;
  language: string;
  isActive: boolean;
  subscribedAt: string;
  unsubscribedAt: string | null;
  consentAt: string | null;
  consentVersion: string | null;
  whatsappGroup: boolean;
}

export interface SubscriberPage {
  items: SubscriberItem[];
  total: number;
  page: number;
  pageSize: number;
}

export interface AccessReport {
  report: {
    email: string;
    subscriber: SubscriberItem | null;
    messages: Array<{
      id: number;
      kind: string;
      subject: string;
      status: string;
      createdAt: string;
      sentAt: string | null;
    }>;
    eventBookings: Array<
      Pick<
        typeof schema.eventBookings.$inferSelect,
        "id" | "name" | "phone" | "email" | "eventDate" | "timeFrom" | "timeTo" | "description"
      > & { status: string; createdAt: string }
    >;
  };
  generatedAt: string;
}

/** Browser calls the route hands in (the admin feature owns them; features do not import each other). */
