/**
 * The account tab's calls about the other administrators (decision 391): the list and removal
 * (/api/admin/administrators), and invitations (/api/admin/invitations). Components call these,
 * never the API client.
 */
import { adminFetch } from "~/lib/admin-api-client";
import type { Lang } from "~/lib/i18n/lang";

import type { AdministratorRow } from "../administrators.server";

export type { AdministratorRow };

export interface PendingInvitation {
  id: number;
  email: string;
  lang: Lang;
  createdAt: string;
  expiresAt: string;
}

export const administratorsApi = {
  list: () =>
    adminFetch<{ items: AdministratorRow[] }>("/api/admin/administrators").then((r) => r.items),
  remove: (id: string) =>
    adminFetch(`/api/admin/administrators/${encodeURIComponent(id)}`, { method: "DELETE" }),
};

export const invitationsApi = {
  list: () =>
    adminFetch<{ invitations: PendingInvitation[] }>("/api/admin/invitations").then(
      (r) => r.invitations,
    ),
  create: (email: string, lang: Lang) =>
    adminFetch("/api/admin/invitations", { method: "POST", body: { email, lang } }),
  revoke: (id: number) => adminFetch(`/api/admin/invitations/${id}`, { method: "DELETE" }),
};
