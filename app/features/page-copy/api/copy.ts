import { useCallback, useEffect, useState } from "react";
import { toast } from "sonner";
import { adminFetch, redirectIfUnauthorised } from "~/lib/admin-api-client";
import type { CopyItem, CopyList, CopyPageSummary } from "~/lib/copy/types";
import { useMessages } from "~/lib/i18n/use-lang";
import { pageCopyMessages } from "../messages";

/**
 * The Texts tab's calls to /api/admin/content (decision 391): the pages, one page's texts and
 * lists, a text saved or reset, a list's order, a list item added. Components call these and the
 * hook below, never the API client.
 */
export const copyApi = {
  pages: () => adminFetch<{ pages: CopyPageSummary[] }>("/api/admin/content").then((r) => r.pages),
  page: (id: string) =>
    adminFetch<{ items: CopyItem[]; lists: CopyList[] }>(
      `/api/admin/content?page=${encodeURIComponent(id)}`,
    ),
  /** A text in one or both languages (`null` back to the default); answers the item as saved. */
  save: (key: string, body: Partial<Record<"pl" | "en", string | null>>) =>
    adminFetch<{ item: CopyItem }>(`/api/admin/content/${encodeURIComponent(key)}`, {
      method: "PUT",
      body,
    }).then((r) => r.item),
  /** A list's order of item ids (`null` back to the default order). */
  saveOrder: (key: string, order: string[] | null) =>
    adminFetch(`/api/admin/content/${encodeURIComponent(key)}`, { method: "PUT", body: { order } }),
  /** A new question and answer in both languages at the end of a list. */
  addItem: (key: string, item: Record<"pl" | "en", { q: string; a: string }>) =>
    adminFetch(`/api/admin/content/${encodeURIComponent(key)}`, { method: "POST", body: item }),
};

/** The pages with editable texts, and the texts and lists of `pageId` (GET /api/admin/content). */
export function useCopyPage(pageId: string) {
  const t = useMessages(pageCopyMessages);
  const [pages, setPages] = useState<CopyPageSummary[] | null>(null);
  const [data, setData] = useState<{
    items: CopyItem[];
    lists: CopyList[];
  } | null>(null);
  const [failed, setFailed] = useState(false);

  const fail = useCallback(
    (err: unknown) => {
      if (redirectIfUnauthorised(err)) return;
      setFailed(true);
      toast.error(t.errorTitle, { description: t.loadFailed });
    },
    [t],
  );

  useEffect(() => {
    copyApi.pages().then(setPages).catch(fail);
  }, [fail]);

  const load = useCallback((id: string) => copyApi.page(id).then(setData).catch(fail), [fail]);

  useEffect(() => {
    setData(null);
    void load(pageId);
  }, [pageId, load]);

  return { pages, data, setData, failed, load };
}
