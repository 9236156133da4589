import { z } from "zod";

/**
 * Query of the subscriber list and CSV export; empty values mean "any". The region list comes
 * from the caller (the newsletter feature owns it; the route composes the two).
 */
export const subscriberFilterSchema = (regions: readonly [string, ...string[]]) =>
  z.object({
    q: z.string().trim().max(200).optional(),
    region: z.preprocess((v) => (v === "" ? undefined : v), z.enum(regions).optional()),
    language: z.preprocess((v) => (v === "" ? undefined : v), z.enum(["pl", "en"]).optional()),
    status: z.preprocess(
      (v) => (v === "" ? undefined : v),
      z.enum(["active", "inactive"]).optional(),
    ),
    page: z.preprocess(
      (v) => (v === "" || v === undefined ? undefined : v),
      z.coerce.number().int().min(1).max(100_000).optional(),
    ),
  });
export type SubscriberFilterInput = z.infer<ReturnType<typeof subscriberFilterSchema>>;
