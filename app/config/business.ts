/**
 * Business facts that are not in the price table (docs/architecture.md §5): the one typed source for
 * every number and fact the copy states. Cruise prices are NOT here: they live in the cruise_prices
 * table and reach pages through the price loaders (features/prices). A page that states a number
 * either reads it from here or from the loader; tests/unit/price-consistency.test.ts fails otherwise.
 */

/** Licence-free boat hire (docs/product.md §3, §9), run by RENTAL_COMPANY (app/config/site.ts), not by the operator. */
export const RENTAL_PRODUCT = {
  hourly: 150,
  daily: 1000,
  hours: [1, 2, 3],
  maxPeople: 6,
  engineHp: 13.5,
} as const;

/** Partner offers quoted in the promotions copy (docs/product.md §9 "Partner prices"). */
export const PARTNER_PRICES = [120, 150, 890, 250] as const;

/**
 * Structured-data range of the LocalBusiness (docs/product.md §9): a range, not a price shown on a page.
 * The cruise pages' own Offers use live prices only.
 */
export const STRUCTURED_PRICE_RANGE = {
  min: 80,
  max: 1500,
  currency: "PLN",
  defaultPrice: 80,
} as const;

/** Boats: each page says which boat it means (docs/product.md §9 "Capacity"). */
export const CAPACITY = {
  /** Every private RIB at Warsaw and Zegrze, and the rental boat. */
  privateBoat: 6,
  /** Events with several boats or the larger event boat, as the event pages say. */
  eventBoat: 12,
} as const;

/**
 * The season (docs/product.md §9 "Seasons"): cruises run from April to October; June to August is the
 * peak, May and September are good months, April and October are off-season (colder, shorter days).
 * Cruises outside the season (November, December) are special cruises announced in the newsletter.
 */
export const SEASON = {
  firstMonth: 4,
  lastMonth: 10,
  peak: [6, 8],
  good: [5, 9],
  offSeason: [4, 10],
} as const;

/** Terms constants (docs/product.md §9 "Terms"). */
export const TERMS = {
  arriveMinutesEarly: 15,
  freeCancellationHours: 48,
  /** A request, not a cut-off: it lets us investigate while the cruise is fresh; statutory rights are not limited. */
  complaintRequestDays: 7,
  complaintAnswerDays: 14,
  accountingYears: 5,
} as const;

/** Retention the privacy policy states; the jobs read the same values (EVENT_BOOKING_RETENTION_MONTHS may override). */
export const RETENTION = {
  eventEnquiryMonths: 24,
  unsubscribedNewsletterMonths: 12,
  /** Copies of sent e-mails: their content is deleted this many days after sending (OUTBOX_RETENTION_DAYS may override). */
  sentMailDays: 30,
  /** Daily page statistics (counts only): enough for a year-on-year comparison (issue 31, finding 4). */
  analyticsMonths: 25,
  /** Rate-limit counters (an IP network, for sign-in also the address typed) are gone at most this many days after the last attempt. */
  rateLimitDays: 2,
  /** A sign-up waiting for its confirmation link (decision 280). */
  reactivationDays: 7,
} as const;
