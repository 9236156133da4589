import { adminFetch } from "~/lib/admin-api-client";
import type { Notice, NoticeScope } from "../model";

/** PUT /api/admin/notices/:scope: sets the notice of one scope; answers the saved notice. */
export async function putNotice(scope: NoticeScope, body: unknown): Promise<Notice> {
  const { notice } = await adminFetch<{ notice: Notice }>(`/api/admin/notices/${scope}`, {
    method: "PUT",
    body,
  });
  return notice;
}

/** DELETE /api/admin/notices/:scope. */
export async function deleteNotice(scope: NoticeScope): Promise<void> {
  await adminFetch(`/api/admin/notices/${scope}`, { method: "DELETE" });
}

/**
 * The change-history entry the last change of `scope` wrote (newest first), so the one-tap notice
 * can be undone at once through the history's undo (issue 34, item 18; decision 260).
 */
export async function lastNoticeEntry(scope: NoticeScope): Promise<number | null> {
  const { items } = await adminFetch<{
    items: Array<{ id: number; entityId: string; action: string }>;
  }>("/api/admin/audit-log?entity=site_notice");
  return items.find((i) => i.entityId === scope && i.action !== "revert")?.id ?? null;
}

/** POST /api/admin/audit-log/:id/revert: undoes that entry. */
export async function revertEntry(id: number): Promise<void> {
  await adminFetch(`/api/admin/audit-log/${id}/revert`, { method: "POST", body: {} });
}
