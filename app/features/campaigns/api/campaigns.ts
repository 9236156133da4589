/**
 * The campaigns' calls to /api/admin/campaigns (decision 391): the list, one campaign, its
 * preview, and the actions on it. Components and their hooks call these, never the API client.
 */
import { useLoaded } from "~/components/ui/use-loaded";
import { adminFetch, redirectIfUnauthorised } from "~/lib/admin-api-client";
import type { CampaignDetail, CampaignList } from "../types";

const BASE = "/api/admin/campaigns";

/** What a test send answers: how many e-mails were queued, and to whom. */
export interface TestSent {
  queued: number;
  to: string;
}

export const campaignsApi = {
  list: () => adminFetch<CampaignList>(BASE),
  /** One campaign with a page of its recipients from `offset`. */
  get: (id: number, offset: number) => adminFetch<CampaignDetail>(`${BASE}/${id}?offset=${offset}`),
  create: (body: unknown) => adminFetch<CampaignDetail>(BASE, { method: "POST", body }),
  update: (id: number, body: unknown) =>
    adminFetch<CampaignDetail>(`${BASE}/${id}`, { method: "PUT", body }),
  preview: (lang: string, subject: string, body: string) =>
    adminFetch<{ html: string; subject: string }>(`${BASE}/preview`, {
      method: "POST",
      body: { lang, subject, body },
    }),
  /** Both language versions to the signed-in administrator only. */
  test: (id: number) => adminFetch<TestSent>(`${BASE}/${id}/test`, { method: "POST" }),
  /** Sends now, or at `scheduledAt` (a Warsaw local date-time). */
  send: (id: number, scheduledAt?: string) =>
    adminFetch<CampaignDetail>(`${BASE}/${id}/send`, {
      method: "POST",
      body: scheduledAt ? { scheduledAt } : {},
    }),
  cancel: (id: number) => adminFetch<CampaignDetail>(`${BASE}/${id}/cancel`, { method: "POST" }),
};

/** The campaigns and their audiences, loaded on mount and on `reload()`. */
export function useCampaignList() {
  return useLoaded(campaignsApi.list, redirectIfUnauthorised);
}
