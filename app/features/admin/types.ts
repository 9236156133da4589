/** Shapes of the /api/admin answers (snake_case field names as in docs/product.md §3). */
export interface AdminPrice {
  id: number;
  cruise_type: string;
  price: number;
  currency: string;
  description: string | null;
  is_active: boolean;
  updated_at: string;
}

export interface AdminAttraction {
  id: number;
  name: string;
  category: string;
  description: string;
  price: string;
  duration: string | null;
  location: string;
  name_en: string | null;
  category_en: string | null;
  description_en: string | null;
  price_en: string | null;
  duration_en: string | null;
  location_en: string | null;
  image_url: string | null;
  website_url: string | null;
  google_maps_url: string | null;
  is_active: boolean;
  display_order: number;
}

export interface NewsletterStats {
  activeTotal: number;
  byRegion: Record<string, number>;
}

export interface BulkJobStatus {
  jobId: number;
  region: string | null;
  status: "queued" | "running" | "done" | "failed";
  total: number;
  sent: number;
  failed: number;
  pending: number;
  /** True when this answer is a job that was already running (double click, second administrator). */
  alreadyRunning?: boolean;
}
