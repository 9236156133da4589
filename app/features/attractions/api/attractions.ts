/**
 * The attractions tab's calls to /api/admin/attractions (decision 391): one module per resource,
 * its requests typed, and the hook the tab loads the list with. Components call these, never
 * the API client.
 */
import { useLoaded } from "~/components/ui/use-loaded";
import { adminFetch, redirectIfUnauthorised } from "~/lib/admin-api-client";
import type { AdminAttraction } from "~/lib/api-shapes";
import type { AttractionInput } from "../schema";

const BASE = "/api/admin/attractions";

export const attractionsApi = {
  list: () => adminFetch<{ attractions: AdminAttraction[] }>(BASE).then((r) => r.attractions),
  create: (input: AttractionInput) => adminFetch(BASE, { method: "POST", body: input }),
  update: (id: number, input: AttractionInput) =>
    adminFetch(`${BASE}/${id}`, { method: "PUT", body: input }),
  remove: (id: number) => adminFetch(`${BASE}/${id}`, { method: "DELETE" }),
};

/** Every attraction, loaded on mount and on `reload()`; `onFailed` shows a failed load. */
export function useAttractionList(onFailed?: () => void) {
  return useLoaded(attractionsApi.list, redirectIfUnauthorised, onFailed);
}
