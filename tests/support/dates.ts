/**
 * An event date `days` ahead, as YYYY-MM-DD: event requests for past dates are refused, so
 * tests take dates relative to today rather than fixed ones that would expire.
 */
export function daysAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** A date two months ahead. */
export const FUTURE_DATE = daysAhead(60);
