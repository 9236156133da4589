import { isbot } from "isbot";
import { EVENTS_PATH, NO_LOCATION } from "~/lib/analytics/events";
import {
  ApiError,
  apiMessages,
  readJsonBody,
  requestLang,
  runEndpoint,
  type ApiRequest,
  type ApiResult,
  type JsonEndpoint,
} from "~/lib/api.server";
import { checkBody } from "~/lib/schema-issues";
import { getEnv } from "~/lib/env.server";
import { ipNetworkKey } from "~/lib/rate-limit.server";
import { rateLimitMessages } from "~/lib/rate-limit-messages";
import { ALIAS_PATHS, NOINDEX_PATHS, PUBLIC_PATHS } from "~/lib/seo/public-routes";
import { pageOfPath } from "~/lib/i18n/page-urls";
import { countEvent } from "./collector.server";
import { OTHER_PAGE } from "./constants";
import { warsawDay } from "~/lib/i18n/format-time";
import { eventSchema, type AnalyticsEvent } from "./schema";
import { sourceOf, utmSourceOf, type Source } from "~/lib/analytics/sources";

export { EVENTS_PATH };

/** Every other path (a 404, a made-up one) is counted as one, so nobody can grow the table at will. */
export const OTHER_PATH = OTHER_PAGE;
/** Each URL counts as its own page: the English twins apart from their Polish pages, the aliases apart too. */
const KNOWN_PATHS = new Set<string>([...PUBLIC_PATHS, ...ALIAS_PATHS, ...NOINDEX_PATHS]);

/**
 * The page a path stands for: a public page as it is (lower case, no trailing slash, no query),
 * the catalogue's pages (an added location's and cruises') included, else OTHER_PATH.
 */
export function pageOf(path: string): string {
  const bare = path.split(/[?#]/)[0]!.toLowerCase();
  const trimmed = bare.length > 1 ? bare.replace(/\/+$/, "") : bare;
  return KNOWN_PATHS.has(trimmed) || pageOfPath(trimmed) ? trimmed : OTHER_PATH;
}

/** Do Not Track or Global Privacy Control: the visitor asked not to be measured. */
export function optedOut(request: Pick<ApiRequest, "headers">): boolean {
  return (
    request.headers.get("dnt")?.trim() === "1" || request.headers.get("sec-gpc")?.trim() === "1"
  );
}

/**
 * Per network, per process, in memory: a minute's window of events. Nothing about the address
 * outlives the window or reaches the database; two processes each allow the limit (a cap on
 * abuse of the counts, not a security boundary: docs/decisions/180).
 */
export const EVENTS_PER_MINUTE = 240;
let window = { started: Date.now(), counts: new Map<string, number>() };
function allowEvent(ip: string, now = Date.now()): boolean {
  if (getEnv().RATE_LIMITS === "off") return true;
  if (now - window.started >= 60_000) window = { started: now, counts: new Map() };
  const key = ipNetworkKey(ip);
  const n = (window.counts.get(key) ?? 0) + 1;
  window.counts.set(key, n);
  return n <= EVENTS_PER_MINUTE;
}
/** Forgets the current window (tests). */
export function resetEventLimits(): void {
  window = { started: Date.now(), counts: new Map() };
}

const NO_CONTENT: ApiResult = { status: 204, body: null };

/** The link hub the printed QR codes open, in both languages. */
const QR_PAGES = new Set(["/qr", "/en/qr"]);

/** Our own host: a referrer from it is a reload or a link inside the site, not a source. */
function ownHost(): string | null {
  try {
    return new URL(getEnv().PUBLIC_SITE_URL).hostname;
  } catch {
    return null;
  }
}

/**
 * The event's source (decision 265): the page's utm_source, else the referrer's host; a visit
 * to /qr without either came from a QR code printed before the codes carried utm_source=qr.
 */
export function eventSource(
  event: Pick<AnalyticsEvent, "path" | "referrer">,
  own: string | null,
): Source {
  const utmSource = utmSourceOf(event.path);
  const source = sourceOf({
    utmSource,
    referrer: event.referrer,
    ownHost: own,
  });
  if (source === "direct" && QR_PAGES.has(pageOf(event.path))) return "qr";
  return source;
}

function record(event: AnalyticsEvent, at: Date): void {
  const props = event.props ?? {};
  countEvent({
    day: warsawDay(at),
    name: event.name,
    path: pageOf(event.path),
    lang: event.lang,
    location: props.location ?? "",
    channel: event.name === "page_view" ? "" : (props.channel ?? ""),
    bookingType: event.name === "booking_click" ? (props.booking_type ?? "") : "",
    source: eventSource(event, ownHost()),
  });
}

/** What the events endpoint asks of the rest of the site. */
export interface EventsEndpointDeps {
  /**
   * The ids of the locations a click may name (the catalogue's, the operator's added ones
   * included). Read per event, after which the catalogue's pages are known to `pageOf` too.
   */
  locationIds: () => Promise<readonly string[]>;
}

/**
 * POST /api/events (docs/architecture.md §4): 204 with no body and no cookie, whether the
 * event was counted or dropped (Do Not Track, Global Privacy Control, a bot); 400 for an
 * invalid event (a location the catalogue doesn't have included), 413 for an oversized one, 405,
 * 429 past the per-network limit. Served by Express directly (server/app.ts, docs/decisions/075
 * and 180). The address and the user agent are read, never stored.
 */
export function createEventsEndpoint(deps: EventsEndpointDeps): JsonEndpoint {
  return (request, { ip }) =>
    runEndpoint(request, EVENTS_PATH, async () => {
      if (request.method !== "POST")
        throw new ApiError(
          405,
          "method_not_allowed",
          requestLang(request) === "pl" ? "Użyj metody POST." : "Use POST.",
          {},
          { Allow: "POST" },
        );
      const body = await readJsonBody(request, 2048);
      const lang = requestLang(request);
      const parsed = checkBody(eventSchema, body, lang);
      if (!parsed.ok) {
        throw new ApiError(400, "validation_failed", apiMessages(lang).invalid, {
          fieldErrors: parsed.errors,
        });
      }
      const location = parsed.data.props?.location;
      if (location !== undefined && location !== NO_LOCATION) {
        if (!(await deps.locationIds()).includes(location))
          throw new ApiError(400, "validation_failed", apiMessages(lang).invalid, {
            fieldErrors: { "props.location": UNKNOWN_LOCATION[lang] },
          });
      }
      if (optedOut(request)) return NO_CONTENT;
      const agent = request.headers.get("user-agent") ?? "";
      if (agent === "" || isbot(agent)) return NO_CONTENT;
      if (!allowEvent(ip)) {
        throw new ApiError(
          429,
          "rate_limited",
          rateLimitMessages[requestLang(request)].tooMany,
          {},
          { "Retry-After": "60" },
        );
      }
      record(parsed.data, new Date());
      return NO_CONTENT;
    });
}

const UNKNOWN_LOCATION = { pl: "Nieznana lokalizacja.", en: "Unknown location." } as const;
