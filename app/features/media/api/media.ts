/**
 * The photos tab's calls (decision 391): the library, the picture places, a photo's texts and
 * focal point, deletion and restore, a place's photos, uploads; and the hook the tab loads the
 * library with. Components call these, never the API client.
 */
import { useCallback, useEffect, useState } from "react";
import { toast } from "sonner";
import { adminFetch, redirectIfUnauthorised } from "~/lib/admin-api-client";
import { mediaMessages } from "../messages";
import type { AdminMedia, AdminSlot } from "../types";
import { uploadFile } from "./upload-file";

export type T = (typeof mediaMessages)["pl"];

export interface Library {
  items: AdminMedia[];
  deleted: AdminMedia[];
}

/** A photo's alt texts in both languages and its focal point (0..1). */
export interface PhotoTexts {
  alt_pl: string;
  alt_en: string;
  focalX: number;
  focalY: number;
}

export const mediaApi = {
  library: () => adminFetch<Library>("/api/admin/media"),
  slots: () => adminFetch<{ items: AdminSlot[] }>("/api/admin/media-slots").then((r) => r.items),
  update: (id: number, texts: PhotoTexts) =>
    adminFetch(`/api/admin/media/${id}`, { method: "PUT", body: texts }),
  remove: (id: number) => adminFetch(`/api/admin/media/${id}`, { method: "DELETE" }),
  restore: (id: number) => adminFetch(`/api/admin/media/${id}/restore`, { method: "POST" }),
  /** A place's photo (`{mediaId}`), a gallery's (`{mediaIds}`), or `null`s back to the drawing. */
  setSlot: (slot: string, body: { mediaId: number | null } | { mediaIds: number[] | null }) =>
    adminFetch(`/api/admin/media-slots/${encodeURIComponent(slot)}`, { method: "PUT", body }),
  /** A new photo, or a new file for photo `replaceId`, with the upload's progress. */
  upload: (file: File, onProgress: (sent: number, total: number) => void, replaceId?: number) =>
    uploadFile(
      replaceId ? `/api/admin/media/${replaceId}/file` : "/api/admin/media",
      file,
      onProgress,
    ),
};

/** The photo library and the picture places: GET /api/admin/media and …/media-slots, followed while photos are processed. */
export function useLibrary(t: T) {
  const [library, setLibrary] = useState<Library | null>(null);
  const [slots, setSlots] = useState<AdminSlot[] | null>(null);
  const [failed, setFailed] = useState(false);
  const load = useCallback(() => {
    Promise.all([mediaApi.library(), mediaApi.slots()])
      .then(([lib, s]) => {
        setLibrary(lib);
        setSlots(s);
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
