import { useEffect, useState } from "react";
import { toast } from "sonner";
import { adminFetch, redirectIfUnauthorised } from "~/lib/admin-api-client";
import type { AdminPrice } from "~/lib/api-shapes";
import { useLang, useMessages } from "~/lib/i18n/use-lang";
import { historyMessages } from "../messages";
import type { AuditPage } from "../types";

/** A cruise as the history names it: by key and by row id. */
interface NamedCruise {
  id: number;
  key: string;
  name_pl: string;
  name_en: string;
}

/**
 * The History tab's calls (decision 391): a page of the change history, an undo, and the price
 * rows and cruises its entries are named by (read from their own features' calls). Components
 * call these and the hook below, never the API client.
 */
export const historyApi = {
  page: (entity: string, page: number) => {
    const qs = new URLSearchParams();
    if (entity) qs.set("entity", entity);
    if (page > 1) qs.set("page", String(page));
    return adminFetch<AuditPage>(`/api/admin/audit-log?${qs}`);
  },
  /** Undoes entry `id`: wholly, or (an update) only `fields`. */
  revert: (id: number, fields?: string[]) =>
    adminFetch(`/api/admin/audit-log/${id}/revert`, {
      method: "POST",
      body: fields ? { fields } : undefined,
    }),
  /** The price rows (a deleted cruise's row still carries its name as `label`). */
  priceRows: () =>
    adminFetch<{ prices: Array<AdminPrice & { label?: string }> }>("/api/admin/prices").then(
      (r) => r.prices,
    ),
  cruises: () => adminFetch<{ items: NamedCruise[] }>("/api/admin/cruises").then((r) => r.items),
};

/**
 * One page of the change history (GET /api/admin/audit-log), optionally of one entity, loaded
 * again by `reload()`; and the cruise type of each price row, to name a price's undo.
 */
export function useAuditPage(entity: string, page: number) {
  const t = useMessages(historyMessages);
  const [data, setData] = useState<AuditPage | null>(null);
  const [failed, setFailed] = useState(false);
  const [reloads, setReloads] = useState(0);
  const [priceTypes, setPriceTypes] = useState<Map<string, string>>(new Map());
  const [cruiseNames, setCruiseNames] = useState<Map<string, string>>(new Map());
  const [priceLabels, setPriceLabels] = useState<Map<string, string>>(new Map());
  const lang = useLang();

  useEffect(() => {
    let live = true;
    historyApi
      .page(entity, page)
      .then((r) => {
        if (!live) return;
        setData(r);
        setFailed(false);
      })
      .catch((err) => {
        if (!live || redirectIfUnauthorised(err)) return;
        setFailed(true);
        toast.error(t.errorTitle, { description: t.loadFailed });
      });
    return () => {
      live = false;
    };
  }, [entity, page, reloads, t]);

  // An undo's snapshot has no cruise type: name the price by its row.
  useEffect(() => {
    historyApi
      .priceRows()
      .then((rows) => {
        setPriceTypes(new Map(rows.map((p) => [String(p.id), p.cruise_type])));
        // Each price row's label as the Prices tab shows it; a deleted cruise's row still
        // carries its name, which also names the cruise.
        setPriceLabels(
          new Map(
            rows.flatMap((p): Array<[string, string]> =>
              p.label
                ? [
                    [`price:${p.cruise_type}`, p.label],
                    [p.cruise_type, p.label],
                  ]
                : [],
            ),
          ),
        );
      })
      .catch(() => {
        // Without it a price entry shows its number instead of its name.
      });
  }, []);

  // Cruises by their names, not their keys (decision 352): by key, and by row id as `#id`.
  useEffect(() => {
    historyApi
      .cruises()
      .then((items) =>
        setCruiseNames(
          new Map(
            items.flatMap((c) => [
              [c.key, c[`name_${lang}`]] as [string, string],
              [`#${c.id}`, c[`name_${lang}`]] as [string, string],
            ]),
          ),
        ),
      )
      .catch(() => {
        // Without it a cruise without a stored name shows its key.
      });
  }, [lang]);

  return {
    data,
    failed,
    priceTypes,
    cruiseNames: new Map([...priceLabels, ...cruiseNames]),
    reload: () => setReloads((n) => n + 1),
  };
}
