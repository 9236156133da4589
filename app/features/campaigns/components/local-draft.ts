import type { CampaignForm } from "./campaign-form";

/**
 * The copy of a campaign draft kept in this browser as it is typed (issue 34, item 13): it
 * survives a reload, a closed tab or a refused save, until the server holds the same text.
 * Keyed by the campaign's id, or "new" before the first save.
 */
const keyOf = (id: number | null) => `campaign-draft:${id ?? "new"}`;

export function readLocalDraft(id: number | null): CampaignForm | null {
  try {
    const raw = window.localStorage.getItem(keyOf(id));
    return raw ? (JSON.parse(raw) as CampaignForm) : null;
  } catch {
    return null;
  }
}

export function writeLocalDraft(id: number | null, form: CampaignForm): void {
  try {
    window.localStorage.setItem(keyOf(id), JSON.stringify(form));
  } catch {
    // Storage full or refused: the server copy (autosaved) still holds the draft.
  }
}

export function clearLocalDraft(id: number | null): void {
  try {
    window.localStorage.removeItem(keyOf(id));
  } catch {
    // Nothing to clear.
  }
}
