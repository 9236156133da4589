/**
 * FareHarbor's External API v1 as a departures provider (docs/architecture.md §4, row
 * FAREHARBOR_*; FareHarbor/fareharbor-docs, external-api/endpoints/endpoints.md "Availabilities"):
 * `GET {url}/companies/{shortname}/items/{item}/minimal/availabilities/date-range/{start}/{end}/`
 * with the headers X-FareHarbor-API-App and X-FareHarbor-API-User. The minimal endpoint and a
 * short range, as the provider's best practices ask. The keys go only into those two headers.
 */
import {
  BodyTooLargeError,
  DeadlineError,
  readBodyText,
  withDeadline,
} from "~/lib/bounded-body.server";
import {
  MAX_AVAILABILITIES,
  MAX_SEATS,
  ProviderError,
  type DeparturesProvider,
  type ProviderAvailability,
} from "./provider.server";

export interface FareHarborOptions {
  apiUrl: string;
  appKey?: string;
  userKey?: string;
  shortname: string;
  /** Upstream timeout; a few seconds (the page never waits for it anyway). */
  timeoutMs?: number;
}

/**
 * An answer larger than this is not read: the body is streamed and the request aborted at this
 * many bytes (a 15-day window of one item is a few kilobytes; decision 330).
 */
const MAX_BODY_BYTES = 2_000_000;
/** A departure longer than this is not believed. */
const MAX_DURATION_MS = 24 * 60 * 60_000;

const TIMESTAMP =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})$/;

/** A provider timestamp ("2023-08-18T00:30:00-0600") as ISO UTC, or null when it is not one. */
export function parseProviderTime(value: unknown): string | null {
  if (typeof value !== "string" || value.length > 40) return null;
  const m = TIMESTAMP.exec(value);
  if (!m) return null;
  const [, y, mo, d, h, mi, s = "00", zone] = m;
  const year = Number(y);
  if (year < 2000 || year > 2100) return null;
  if (Number(mo) < 1 || Number(mo) > 12 || Number(d) < 1 || Number(d) > 31) return null;
  if (Number(h) > 23 || Number(mi) > 59 || Number(s) > 59) return null;
  const offset = zone === "Z" ? "Z" : `${zone!.slice(0, 3)}:${zone!.slice(-2)}`;
  if (offset !== "Z" && (Number(offset.slice(1, 3)) > 14 || Number(offset.slice(-2)) > 59))
    return null;
  const ms = Date.parse(`${y}-${mo}-${d}T${h}:${mi}:${s}${offset}`);
  if (!Number.isFinite(ms)) return null;
  // Reject days that do not exist (2026-02-31 would roll over).
  const local = new Date(ms + (offset === "Z" ? 0 : offsetMs(offset)));
  if (local.getUTCDate() !== Number(d)) return null;
  return new Date(ms).toISOString();
}

function offsetMs(offset: string): number {
  const sign = offset.startsWith("-") ? -1 : 1;
  return sign * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(4, 6))) * 60_000;
}

function parsePk(value: unknown): string | null {
  if (typeof value === "number" && Number.isSafeInteger(value) && value > 0) return String(value);
  if (typeof value === "string" && /^[1-9]\d{0,17}$/.test(value)) return value;
  return null;
}

/** Statuses with which an online customer cannot book the departure. */
const NOT_BOOKABLE = new Set(["closed", "cancelled", "call"]);

/**
 * The availabilities of an answer, checked: a departure with a bad pk, time or seat count is
 * dropped (and counted); an answer without an `availabilities` array is malformed.
 */
export function parseAvailabilities(payload: unknown): {
  items: ProviderAvailability[];
  dropped: number;
} {
  const list = (payload as { availabilities?: unknown } | null)?.availabilities;
  if (!payload || typeof payload !== "object" || !Array.isArray(list))
    throw new ProviderError("malformed", "answer without an availabilities array");
  const items: ProviderAvailability[] = [];
  let dropped = 0;
  const seen = new Set<string>();
  for (const raw of list.slice(0, MAX_AVAILABILITIES)) {
    const a = raw as Record<string, unknown> | null;
    const pk = parsePk(a?.pk);
    const startAt = parseProviderTime(a?.start_at);
    const endAt = parseProviderTime(a?.end_at);
    const capacity = a?.capacity;
    const length = startAt && endAt ? Date.parse(endAt) - Date.parse(startAt) : NaN;
    if (
      !pk ||
      seen.has(pk) ||
      !startAt ||
      !endAt ||
      !(length > 0 && length <= MAX_DURATION_MS) ||
      typeof capacity !== "number" ||
      !Number.isInteger(capacity) ||
      capacity < 0 ||
      capacity > MAX_SEATS
    ) {
      dropped++;
      continue;
    }
    seen.add(pk);
    const status = a?.online_booking_status;
    items.push({
      pk,
      startAt,
      endAt,
      capacity,
      bookable: !(typeof status === "string" && NOT_BOOKABLE.has(status)),
    });
  }
  dropped += Math.max(0, list.length - MAX_AVAILABILITIES);
  items.sort((x, y) => x.startAt.localeCompare(y.startAt));
  return { items, dropped };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function createFareHarborProvider(opts: FareHarborOptions): DeparturesProvider {
  const timeoutMs = opts.timeoutMs ?? 4000;
  const base = opts.apiUrl.replace(/\/+$/, "");
  const shortname = encodeURIComponent(opts.shortname);
  const configured = Boolean(opts.appKey && opts.userKey);

  /** One request and its body (size-capped: past the cap the request is aborted). */
  async function request(url: string, abort: AbortController): Promise<string> {
    const res = await fetch(url, {
      signal: abort.signal,
      headers: {
        Accept: "application/json",
        "X-FareHarbor-API-App": opts.appKey!,
        "X-FareHarbor-API-User": opts.userKey!,
      },
      redirect: "error",
    });
    if (res.status === 401 || res.status === 403) {
      await res.body?.cancel();
      throw new ProviderError("unauthorised", `HTTP ${res.status}: keys refused`);
    }
    if (!res.ok) {
      await res.body?.cancel();
      throw new ProviderError("unavailable", `HTTP ${res.status}`);
    }
    try {
      return await readBodyText(res, MAX_BODY_BYTES, abort);
    } catch (err) {
      if (err instanceof BodyTooLargeError)
        throw new ProviderError("malformed", "answer too large");
      throw err;
    }
  }

  return {
    name: "fareharbor",
    configured,
    async fetchAvailabilities(itemId, startDay, endDay) {
      if (!configured) throw new ProviderError("unauthorised", "API keys not set");
      if (!/^\d{1,20}$/.test(itemId) || !DAY.test(startDay) || !DAY.test(endDay))
        throw new ProviderError("malformed", "bad item or date range asked for");
      const url = `${base}/companies/${shortname}/items/${itemId}/minimal/availabilities/date-range/${startDay}/${endDay}/`;
      let text: string;
      try {
        text = await withDeadline(timeoutMs, (abort) => request(url, abort));
      } catch (err) {
        if (err instanceof ProviderError) throw err;
        if (err instanceof DeadlineError)
          throw new ProviderError("timeout", `no complete answer within ${timeoutMs} ms`);
        throw new ProviderError("unavailable", "could not connect");
      }
      let payload: unknown;
      try {
        payload = JSON.parse(text);
      } catch {
        throw new ProviderError("malformed", "answer is not JSON");
      }
      return parseAvailabilities(payload).items;
    },
    bookingUrl(itemId, pk, ref) {
      return `https://fareharbor.com/embeds/book/${shortname}/items/${encodeURIComponent(itemId)}/availability/${encodeURIComponent(pk)}/book/?ref=${encodeURIComponent(ref)}`;
    },
  };
}
