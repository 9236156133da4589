/** One photo as GET /api/admin/media answers it (docs/architecture.md §4 "media"). */
export interface AdminMedia {
  id: number;
  status: "pending" | "processing" | "ready" | "failed";
  width: number;
  height: number;
  alt_pl: string;
  alt_en: string;
  focalX: number;
  focalY: number;
  placeholder: string | null;
  /** A small WebP for the panel (null until processed). */
  thumbUrl: string | null;
  /** A larger WebP to set the focal point on. */
  previewUrl: string | null;
  originalName: string | null;
  error: string | null;
  createdAt: string;
  /** Set for a photo in the bin (restorable until `purgeAt`). */
  deletedAt: string | null;
  purgeAt: string | null;
  /** The slots showing it. */
  usedIn: string[];
}

export interface AdminSlot {
  slot: string;
  label: string;
  minWidth: number;
  gallery: boolean;
  mediaId?: number | null;
  mediaIds?: number[];
}
