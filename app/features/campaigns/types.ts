/** Shapes of /api/admin/campaigns (shared by the server and the panel). */
export type CampaignStatus = "draft" | "scheduled" | "sending" | "sent" | "cancelled";

export interface CampaignCounts {
  total: number;
  sent: number;
  failed: number;
  pending: number;
  skipped: number;
}

export interface CampaignSummary extends CampaignCounts {
  id: number;
  status: CampaignStatus;
  subject_pl: string;
  subject_en: string | null;
  region: string | null;
  scheduledAt: string | null;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
}

export interface CampaignDetail extends CampaignSummary {
  body_pl: string;
  body_en: string | null;
  createdBy: string | null;
  recipients: { email: string | null; language: string; status: string }[];
  recipientsPage: { offset: number; limit: number };
}

export interface AudienceCount {
  total: number;
  pl: number;
  en: number;
}

/** GET /api/admin/campaigns. */
export interface CampaignList {
  campaigns: CampaignSummary[];
  audience: {
    everyone: AudienceCount;
    byRegion: Record<string, AudienceCount>;
  };
  regions: string[];
}
