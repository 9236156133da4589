import type { EnquiryStatus as DbEnquiryStatus } from "../../../db/schema";

/**
 * The workflow, in order. Its own module (no zod) so the panel's views can list the statuses
 * without pulling the validation schemas into their chunk; a type-only import keeps the
 * database schema out of the browser bundle.
 */
export const ENQUIRY_STATUSES = [
  "new",
  "in_progress",
  "confirmed",
  "declined",
  "done",
] as const satisfies readonly DbEnquiryStatus[];
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];
