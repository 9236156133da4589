import { AdminApiError } from "~/lib/admin-api-client";

/** The server's message, or `fallback` when it has none worth showing. */
export function errorText(err: unknown, fallback: string): string {
  return err instanceof AdminApiError && err.message && !/^HTTP \d+$/.test(err.message)
    ? err.message
    : fallback;
}
