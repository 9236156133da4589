import { useCallback, useEffect, useState } from "react";
import { adminFetch, redirectIfUnauthorised } from "~/lib/admin-api-client";
import type { Notice, NoticeScope } from "../model";

const loadNotices = () => adminFetch<{ items: Notice[] }>("/api/admin/notices");

/** The notices as the panel holds them: GET /api/admin/notices, reloaded on demand. */
export function useNotices() {
  const [items, setItems] = useState<Notice[] | null>(null);
  const [failed, setFailed] = useState(false);

  const reload = useCallback(() => {
    loadNotices()
      .then((r) => setItems(r.items))
      .catch((err) => {
        if (!redirectIfUnauthorised(err)) setFailed(true);
      });
  }, []);
  useEffect(reload, [reload]);

  /** Puts the saved notice of `scope` (or none) in place of the one held. */
  const replace = useCallback((scope: NoticeScope, notice: Notice | null) => {
    setItems((all) => [
      ...(all ?? []).filter((n) => n.scope !== scope),
      ...(notice ? [notice] : []),
    ]);
  }, []);

  return { items, failed, replace, reload };
}
