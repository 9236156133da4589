import { toast } from "sonner";
import type { FieldErrors } from "~/components/ui/use-form-call";
import { AdminApiError } from "~/lib/admin-api-client";

/**
 * How the cruise tab's forms show a failed save (`useFormCall`'s `fail`): the server's field
 * errors under their inputs and, in every case, a toast headed `failed` with the server's message.
 */
export function showPanelFailure(failed: string) {
  return (err: unknown, setErrors: (errors: FieldErrors) => void) => {
    if (err instanceof AdminApiError && err.fieldErrors) setErrors(err.fieldErrors);
    toast.error(failed, { description: err instanceof Error ? err.message : String(err) });
  };
}
