import { useCallback, useEffect, useState } from "react";
import { toast } from "sonner";
import { adminFetch, redirectIfUnauthorised } from "~/lib/admin-api-client";
import { mediaMessages } from "../messages";
import type { AdminMedia, AdminSlot } from "../types";

export type T = (typeof mediaMessages)["pl"];

export interface Library {
  items: AdminMedia[];
  deleted: AdminMedia[];
}

/** The photo library and the picture places: GET /api/admin/media and …/media-slots, followed while photos are processed. */
export function useLibrary(t: T) {
  const [library, setLibrary] = useState<Library | null>(null);
  const [slots, setSlots] = useState<AdminSlot[] | null>(null);
  const [failed, setFailed] = useState(false);
  const load = useCallback(() => {
    Promise.all([
      adminFetch<Library>("/api/admin/media"),
      adminFetch<{ items: AdminSlot[] }>("/api/admin/media-slots"),
    ])
      .then(([lib, s]) => {
        setLibrary(lib);
        setSlots(s.items);
        setFailed(false);
      })
      .catch((err) => {
        if (redirectIfUnauthorised(err)) return;
        setFailed(true);
        toast.error(t.loadError);
      });
  }, [t]);
  useEffect(load, [load]);
  // While a photo is being prepared, look again every two seconds.
  const busy =
    library?.items.some((m) => m.status === "pending" || m.status === "processing") ?? false;
  useEffect(() => {
    if (!busy) return;
    const timer = setInterval(load, 2000);
    return () => clearInterval(timer);
  }, [busy, load]);
  return { library, slots, failed, load };
}

/** A failure as the toast says it. */
export function errorText(err: unknown, t: T): string {
  return err instanceof Error ? err.message : t.loadError;
}
