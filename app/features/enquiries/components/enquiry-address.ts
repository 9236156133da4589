/** The panel tab of the enquiries (?tab=enquiries). */
export const ENQUIRIES_TAB = "enquiries";

import type { EnquiryStatus } from "../statuses";

export interface Filters {
  status: EnquiryStatus | "";
  q: string;
  from: string;
  to: string;
}
export const NO_FILTERS: Filters = { status: "", q: "", from: "", to: "" };

export function queryOf(filters: Filters, page?: number): string {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(filters)) if (v) qs.set(k, v);
  if (page && page > 1) qs.set("page", String(page));
  return qs.toString();
}

/** The open enquiry lives in the address (?tab=enquiries&enquiry=ID): reload and Back keep it. */
export function enquiryInAddress(search: string): number | null {
  const raw = new URLSearchParams(search).get("enquiry");
  return raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
}

/**
 * The address with another enquiry open (or none). Built from the window's address, not the
 * router's: the panel keeps the tab in the address without a navigation.
 */
export function searchWith(id: number | null): string {
  const qs = new URLSearchParams(window.location.search);
  qs.set("tab", ENQUIRIES_TAB);
  if (id === null) qs.delete("enquiry");
  else qs.set("enquiry", String(id));
  return `?${qs.toString()}`;
}
