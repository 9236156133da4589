import type { EnquiryStatus } from "./statuses";

/** One enquiry as the inbox list shows it. */
export interface EnquirySummary {
  id: number;
  name: string;
  email: string;
  phone: string;
  event_date: string;
  time_from: string;
  time_to: string;
  language: "pl" | "en";
  status: EnquiryStatus;
  created_at: string;
  /** The catalogue cruise the enquiry asks about, named by the route (decision 351); null for an event. */
  cruise: EnquiryCruiseName | null;
}

/** A cruise an enquiry asks about, as the inbox names it (docs/architecture.md §4 "event booking"). */
export interface EnquiryCruiseName {
  key: string;
  name_pl: string;
  name_en: string;
  location: string;
  location_pl: string;
  location_en: string;
}

/** A note or a reply in an enquiry's thread. */
export interface EnquiryThreadItem {
  id: number;
  kind: "note" | "reply";
  author_email: string | null;
  subject: string | null;
  body: string;
  created_at: string;
  /** For a reply: the outbox state of its e-mail. */
  delivery: "pending" | "sending" | "sent" | "failed" | null;
}

/** The detail view: every field the visitor sent, and the thread. */
export interface EnquiryDetail extends EnquirySummary {
  description: string;
  updated_at: string;
  /** Whether the operator's notification e-mail went out (its outbox row), null when none was queued. */
  operator_email: "pending" | "sending" | "sent" | "failed" | null;
  thread: EnquiryThreadItem[];
}

export interface EnquiryList {
  items: EnquirySummary[];
  total: number;
  page: number;
  pageSize: number;
  /** Enquiries with status "new", whatever the filter (the tab's badge). */
  unread: number;
}
