import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { AdminApiError, redirectIfUnauthorised } from "~/lib/admin-api-client";
import { useLang, useMessages } from "~/lib/i18n/use-lang";
import { checkBody, type FormSchema } from "~/lib/schema-issues";
import { panelMessages } from "./panel-messages";

export type FieldErrors = Record<string, string | undefined>;

/** What `run` does beyond the default: a success toast, or its own way of showing a failure. */
export interface FormCallOptions {
  /** Shown as a success toast once the call resolves. */
  success?: string | (() => string);
  /**
   * Shows a failure itself (the session check has already run). Without it: the server's field
   * errors under their inputs, anything else as a toast with the server's message.
   */
  fail?: (err: unknown, setErrors: (e: FieldErrors) => void) => void;
}

/** Moves to the first control of `root` marked invalid: scrolled into view and focused. */
export function focusFirstInvalid(root: ParentNode | null | undefined): boolean {
  const first = root?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!first) return false;
  first.scrollIntoView?.({ block: "center" });
  first.focus({ preventScroll: true });
  return true;
}

/**
 * The busy flag, field errors and outcome of one panel form (issue 32). `run(call)` clears the
 * errors, holds the form while `call` runs and shows how it ended: the success toast, or the
 * session check, field errors under their inputs and a toast for the rest. Once errors appear,
 * the first invalid control of the form that `formRef` is attached to is scrolled into view and
 * focused (issue 34, item 14). `run` resolves to true when the call succeeded.
 */
export function useFormCall<E extends FieldErrors = FieldErrors>() {
  const t = useMessages(panelMessages);
  const lang = useLang();
  const [busy, setBusy] = useState(false);
  const [errors, setErrorsState] = useState<E>({} as E);
  const formRef = useRef<HTMLFormElement | null>(null);
  const focusPending = useRef(false);

  const setErrors = useCallback((next: E) => {
    focusPending.current = Object.values(next).some(Boolean);
    setErrorsState(next);
  }, []);

  useEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    focusFirstInvalid(formRef.current);
  }, [errors]);

  const run = useCallback(
    async (call: () => Promise<void>, options: FormCallOptions = {}): Promise<boolean> => {
      setBusy(true);
      setErrorsState({} as E);
      try {
        await call();
        const success = typeof options.success === "function" ? options.success() : options.success;
        if (success) toast.success(success);
        return true;
      } catch (err) {
        if (redirectIfUnauthorised(err)) return false;
        if (options.fail) options.fail(err, (e) => setErrors(e as E));
        else if (err instanceof AdminApiError && err.fieldErrors) setErrors(err.fieldErrors as E);
        else toast.error(err instanceof AdminApiError ? err.message : t.genericError);
        return false;
      } finally {
        setBusy(false);
      }
    },
    [setErrors, t],
  );

  /**
   * `body` checked in the browser by the schema its route checks it with (issue 43), before any
   * request: true when it passes; otherwise the schema's messages, in the panel's language, stand
   * under their fields (keyed by their dotted paths, as the API's field errors are; an issue the
   * schema left without words gets the API's "invalid value" in that language) and focus moves
   * to the first.
   */
  const check = useCallback(
    <T>(schema: FormSchema<T>, body: unknown): boolean => {
      const checked = checkBody(schema, body, lang);
      if (!checked.ok) setErrors(checked.errors as E);
      return checked.ok;
    },
    [lang, setErrors],
  );

  /** `check`, then `run(call)` once the body passes: false when refused in the browser or failed. */
  const send = useCallback(
    async <T>(
      schema: FormSchema<T>,
      body: unknown,
      call: () => Promise<unknown>,
      options?: FormCallOptions,
    ): Promise<boolean> =>
      check(schema, body) &&
      (await run(async () => {
        await call();
      }, options)),
    [check, run],
  );

  return { busy, errors, setErrors, run, check, send, formRef };
}
