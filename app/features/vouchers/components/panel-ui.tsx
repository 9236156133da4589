import { useCallback, useState, type FormEvent, type ReactNode } from "react";
import { AdminApiError, redirectIfUnauthorised } from "~/lib/admin-api-client";
import { useLang, useMessages } from "~/lib/i18n/use-lang";
import { formatPrice } from "~/lib/prices/format";
import { checkBody, type FormSchema } from "~/lib/schema-issues";
import { voucherAdminMessages } from "../admin-messages";

/** The Bony tab's shared pieces: classes, amounts and days, running a call, a section. */
export const input = "block w-full rounded-lg border border-slate-400 px-3 py-2 text-base";
export const btn = "rounded-lg bg-navy-900 px-4 py-2 font-semibold text-white disabled:opacity-50";
export const card = "rounded-xl border border-slate-200 bg-white p-4 shadow-sm";

/** Amounts as the site writes every price, "{price} PLN" (docs/product.md §8). */
export function usePln() {
  const lang = useLang();
  return (n: number) => formatPrice(n, lang);
}

export function useDay() {
  const lang = useLang();
  return (iso: string) =>
    new Intl.DateTimeFormat(lang === "pl" ? "pl-PL" : "en-GB", {
      dateStyle: "medium",
      timeZone: "Europe/Warsaw",
    }).format(new Date(iso));
}

/** A body and the schema its route checks it with. */
export interface Checked {
  schema: FormSchema<unknown>;
  body: unknown;
}

/**
 * Runs an admin call, showing its error message (or "Saved."). With `checked`, the body is
 * first checked in the browser by its route's own schema (issue 43): when it fails, the
 * schema's messages, in the panel's language, are the status and no request is sent.
 */
export function useAction() {
  const t = useMessages(voucherAdminMessages);
  const lang = useLang();
  const [status, setStatus] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async <T,>(call: () => Promise<T>, checked?: Checked): Promise<T | null> => {
      const refused = checked && checkBody(checked.schema, checked.body, lang);
      if (refused && !refused.ok) {
        setStatus([...new Set(Object.values(refused.errors))].join(" "));
        return null;
      }
      setBusy(true);
      setStatus(null);
      try {
        const out = await call();
        setStatus(t.done);
        return out;
      } catch (err) {
        if (redirectIfUnauthorised(err)) return null;
        setStatus(err instanceof AdminApiError ? err.message : t.error);
        return null;
      } finally {
        setBusy(false);
      }
    },
    [lang, t],
  );
  return { status, busy, run };
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={card}>
      <h3 className="mb-3 text-lg font-bold text-navy-900">{title}</h3>
      {children}
    </section>
  );
}

/** The submitted form's fields (the default submit prevented). */
export const form = (e: FormEvent<HTMLFormElement>) => {
  e.preventDefault();
  return new FormData(e.currentTarget);
};

/** A typed amount ("120,50" or "120.50") as a number; empty is undefined. */
export const num = (v: FormDataEntryValue | null) =>
  v === null || String(v).trim() === "" ? undefined : Number(String(v).replace(",", "."));
