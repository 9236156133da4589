import { ApiError } from "~/lib/api.server";
import type { Lang } from "~/lib/i18n/lang";
import { rateLimitMessages } from "~/lib/rate-limit-messages";
import { hitRateLimit, ipNetworkKey } from "~/lib/rate-limit.server";

/** Look-ups of a voucher by code: at most 10 a minute per client network, API and page together. */
export const LOOKUP_LIMIT = { limit: 10, windowSeconds: 60 };

/** Counts one look-up; throws 429 (with Retry-After) past the limit. */
export async function countLookup(ip: string, lang: Lang): Promise<void> {
  const hit = await hitRateLimit(
    `voucher-lookup:${ipNetworkKey(ip)}`,
    LOOKUP_LIMIT.limit,
    LOOKUP_LIMIT.windowSeconds,
  );
  if (!hit.allowed)
    throw new ApiError(
      429,
      "rate_limited",
      rateLimitMessages[lang].tooMany,
      {},
      { "Retry-After": String(hit.retryAfterSeconds) },
    );
}

/** The headers of every look-up answer: never cached, never indexed. */
export const LOOKUP_HEADERS = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" } as const;
