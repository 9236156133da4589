import { toast } from "sonner";
import { AdminApiError, redirectIfUnauthorised } from "~/lib/admin-api-client";

/** The panel's inputs and text areas. */
export const control =
  "mt-1 block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2";

/**
 * A failed save: the session check first, then the field errors for the form (nothing typed
 * is cleared), or a toast with the server's message in the panel's language.
 */
export function handleSaveError(
  err: unknown,
  title: string,
  setFieldErrors: (e: Record<string, string>) => void,
): void {
  if (redirectIfUnauthorised(err)) return;
  if (err instanceof AdminApiError && err.fieldErrors) setFieldErrors(err.fieldErrors);
  toast.error(title, {
    description: err instanceof Error ? err.message : String(err),
  });
}

/** A datetime-local value (the browser's time zone) as ISO 8601, or null when empty or invalid. */
export function localToIso(value: string): string | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/** An instant as a datetime-local value in the browser's time zone. */
export function isoToLocal(iso: string | null): string {
  if (!iso) return "";
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return "";
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
