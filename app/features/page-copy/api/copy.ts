import { useCallback, useEffect, useState } from "react";
import { toast } from "sonner";
import { adminFetch, redirectIfUnauthorised } from "~/lib/admin-api-client";
import type { CopyItem, CopyList, CopyPageSummary } from "~/lib/copy/types";
import { useMessages } from "~/lib/i18n/use-lang";
import { pageCopyMessages } from "../messages";

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
    adminFetch<{ pages: CopyPageSummary[] }>("/api/admin/content")
      .then((r) => setPages(r.pages))
      .catch(fail);
  }, [fail]);

  const load = useCallback(
    (id: string) =>
      adminFetch<{ items: CopyItem[]; lists: CopyList[] }>(
        `/api/admin/content?page=${encodeURIComponent(id)}`,
      )
        .then(setData)
        .catch(fail),
    [fail],
  );

  useEffect(() => {
    setData(null);
    void load(pageId);
  }, [pageId, load]);

  return { pages, data, setData, failed, load };
}
