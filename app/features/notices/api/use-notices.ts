import { useCallback, useEffect, useState } from "react";
import { adminFetch, redirectIfUnauthorised } from "~/lib/admin-api-client";
import type { Notice, NoticeScope, ScopeLocation } from "../model";

const loadNotices = () => adminFetch<{ items: Notice[] }>("/api/admin/notices");
/** The location rows, so a location the operator added has its card too (decision 403). */
const loadLocations = () => adminFetch<{ items: ScopeLocation[] }>("/api/admin/locations");

/** The notices as the panel holds them: GET /api/admin/notices, reloaded on demand. */
export function useNotices() {
  const [items, setItems] = useState<Notice[] | null>(null);
  const [failed, setFailed] = useState(false);
  // null until loaded, and if they fail to load (then the cards of `all` and the original three).
  const [locations, setLocations] = useState<ScopeLocation[] | null>(null);

  const reload = useCallback(() => {
    loadNotices()
      .then((r) => setItems(r.items))
      .catch((err) => {
        if (!redirectIfUnauthorised(err)) setFailed(true);
      });
  }, []);
  useEffect(reload, [reload]);
  useEffect(() => {
    loadLocations()
      .then((r) => setLocations(r.items))
      .catch(() => setLocations(null));
  }, []);

  /** Puts the saved notice of `scope` (or none) in place of the one held. */
  const replace = useCallback((scope: NoticeScope, notice: Notice | null) => {
    setItems((all) => [
      ...(all ?? []).filter((n) => n.scope !== scope),
      ...(notice ? [notice] : []),
    ]);
  }, []);

  return { items, failed, replace, reload, locations };
}
