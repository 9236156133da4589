import type { CampaignDetail } from "../types";

/** The audience value of "every active subscriber". */
export const EVERYONE = "*";
/** The editor's languages: a subject and a body each, Polish first. */
export const LANGUAGES = ["pl", "en"] as const;

/** What the editor holds of a campaign. */
export type CampaignForm = {
  subject_pl: string;
  body_pl: string;
  subject_en: string;
  body_en: string;
  region: string;
};

export const EMPTY_FORM: CampaignForm = {
  subject_pl: "",
  body_pl: "",
  subject_en: "",
  body_en: "",
  region: EVERYONE,
};

export function formOf(c: CampaignDetail): CampaignForm {
  return {
    subject_pl: c.subject_pl,
    body_pl: c.body_pl,
    subject_en: c.subject_en ?? "",
    body_en: c.body_en ?? "",
    region: c.region ?? EVERYONE,
  };
}

/** The form as POST and PUT /api/admin/campaigns take it. */
export function bodyOf(f: CampaignForm) {
  return {
    subject_pl: f.subject_pl,
    body_pl: f.body_pl,
    subject_en: f.subject_en || null,
    body_en: f.body_en || null,
    region: f.region === EVERYONE ? null : f.region,
  };
}

export function sameForm(a: CampaignForm, b: CampaignForm): boolean {
  return (Object.keys(a) as Array<keyof CampaignForm>).every((k) => a[k] === b[k]);
}

/** The server takes a campaign only with a Polish subject and text. */
export function savable(f: CampaignForm): boolean {
  return f.subject_pl.trim() !== "" && f.body_pl.trim() !== "";
}
