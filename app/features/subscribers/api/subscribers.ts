import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { useMessages } from "~/lib/i18n/use-lang";
import { subscribersMessages } from "../messages";
import { adminFetch, redirectIfUnauthorised } from "~/lib/admin-api-client";
import type { AccessReport, SubscriberPage } from "../types";

export interface Filters {
  q: string;
  region: string;
  language: string;
  status: string;
}
export const NO_FILTERS: Filters = { q: "", region: "", language: "", status: "" };

export function queryOf(filters: Filters, page?: number): string {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(filters)) if (v.trim()) p.set(k, v.trim());
  if (page && page > 1) p.set("page", String(page));
  const s = p.toString();
  return s ? `?${s}` : "";
}

/**
 * The subscribers list: the filters as typed and as applied (the search after a pause, the selects
 * at once), the page, and GET /api/admin/subscribers for them.
 */
/** The Subscribers tab's calls beyond the list (decision 391): one person's access report, and erasure. */
export const subscribersApi = {
  accessReport: (id: number) => adminFetch<AccessReport>(`/api/admin/subscribers/${id}`),
  erase: (id: number) => adminFetch(`/api/admin/subscribers/${id}`, { method: "DELETE" }),
};

export function useSubscribers() {
  const t = useMessages(subscribersMessages);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  // The search box applies after a short pause in typing; the selects apply at once.
  const [applied, setApplied] = useState<Filters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [data, setData] = useState<SubscriberPage | null>(null);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const requestSeq = useRef(0);

  useEffect(() => {
    if (filters.q === applied.q) return;
    const timer = setTimeout(() => {
      setApplied((a) => ({ ...a, q: filters.q }));
      setPage(1);
    }, 300);
    return () => clearTimeout(timer);
  }, [filters.q, applied.q]);

  const load = useCallback(() => {
    const seq = ++requestSeq.current;
    setLoading(true);
    adminFetch<SubscriberPage>(`/api/admin/subscribers${queryOf(applied, page)}`)
      .then((r) => {
        if (seq !== requestSeq.current) return;
        // A page emptied by an erasure: step back to the last page that has rows.
        const pages = Math.max(1, Math.ceil(r.total / r.pageSize));
        if (r.items.length === 0 && page > pages) {
          setPage(pages);
          return;
        }
        setData(r);
        setFailed(false);
        setLoading(false);
      })
      .catch((err) => {
        if (seq !== requestSeq.current || redirectIfUnauthorised(err)) return;
        setFailed(true);
        setLoading(false);
        toast.error(t.errorTitle, {
          description: err instanceof Error ? err.message : t.loadFailed,
        });
      });
  }, [applied, page, t]);

  useEffect(load, [load]);

  function setSelect(key: Exclude<keyof Filters, "q">, value: string) {
    setFilters((f) => ({ ...f, [key]: value }));
    setApplied((a) => ({ ...a, [key]: value }));
    setPage(1);
  }

  function clearFilters() {
    setFilters(NO_FILTERS);
    setApplied(NO_FILTERS);
    setPage(1);
  }

  return {
    filters,
    setFilters,
    applied,
    page,
    setPage,
    data,
    loading,
    failed,
    load,
    setSelect,
    clearFilters,
  };
}
