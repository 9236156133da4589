/** Regions a subscription can carry: the public dialog uses "warsaw", the promotional page "all". */
export const NEWSLETTER_REGIONS = ["warsaw", "zegrze", "gdansk", "all"] as const;
export type NewsletterRegion = (typeof NEWSLETTER_REGIONS)[number];
/** Regions of the statistics (docs/product.md §3: null counts as 'unknown'). */
export const KNOWN_REGIONS = ["warsaw", "zegrze", "gdansk"] as const;
export const DEFAULT_NEWSLETTER_REGION: NewsletterRegion = "warsaw";

/** Version of the consent text in messages.ts; stored with every subscription (docs/architecture.md §5). */
/**
 * Bumped whenever the consent text in messages.ts changes (v2: names the company and the
 * marketing consent; v3: cites Prawo komunikacji elektronicznej art. 398 alone, and covers text
 * messages and calls to a phone number given; issue 34, items 20 and 23; v4: the e-mail alone,
 * SMS and calls have their own optional tick, PHONE_CONSENT_VERSION; issue 45, item 15).
 */
export const NEWSLETTER_CONSENT_VERSION = "2026-11-v4";
/** The version of the separate SMS and phone consent's text (issue 45, item 15). */
export const PHONE_CONSENT_VERSION = "2026-11-phone-v1";
