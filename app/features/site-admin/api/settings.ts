/**
 * The Site tab's calls about the business's settings (decision 391): what is saved, and a change
 * of some of it. Components call these, never the API client.
 */
import { adminFetch } from "~/lib/admin-api-client";
import type { SettingPath, SiteSettings } from "~/lib/site-data/settings";

/** The settings as GET and PATCH /api/admin/settings answer them. */
export type SavedSettings = SiteSettings & {
  missingLegal: SettingPath[];
  /** The address the server's configuration fixes for enquiries (it wins over the setting). */
  enquiryEmailFixed: string | null;
};

export const settingsApi = {
  get: () => adminFetch<SavedSettings>("/api/admin/settings"),
  /** Saves the changed fields (nested as the settings are); answers the whole saved object. */
  save: (changed: unknown) =>
    adminFetch<SavedSettings>("/api/admin/settings", { method: "PATCH", body: changed }),
};
