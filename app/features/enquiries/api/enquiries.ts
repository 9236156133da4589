/**
 * The Enquiries tab's calls to /api/admin/event-bookings (decision 391): a page of the inbox,
 * one enquiry, a status or a note, and a reply by e-mail. Components and their hooks call these,
 * never the API client.
 */
import { adminFetch } from "~/lib/admin-api-client";
import type { EnquiryDetail, EnquiryList } from "../types";

const BASE = "/api/admin/event-bookings";

export const enquiriesApi = {
  /** A page of the inbox for a query string made by `queryOf` (enquiry-address.ts). */
  list: (query: string) => adminFetch<EnquiryList>(`${BASE}?${query}`),
  get: (id: number) =>
    adminFetch<{ enquiry: EnquiryDetail }>(`${BASE}/${id}`).then((r) => r.enquiry),
  /** A new status, or a note for the team; answers the enquiry as it is now. */
  update: (id: number, change: { status?: string; note?: string }) =>
    adminFetch<{ enquiry: EnquiryDetail }>(`${BASE}/${id}`, { method: "PATCH", body: change }).then(
      (r) => r.enquiry,
    ),
  /** A reply to the visitor through the mail queue (and a status with it). */
  reply: (id: number, reply: { subject: string; body: string; status?: string }) =>
    adminFetch<{ queued: boolean }>(`${BASE}/${id}/reply`, { method: "POST", body: reply }),
};
