import type { Lang } from "~/lib/i18n/lang";

/** One editable text as GET /api/admin/content?page=ID lists it (docs/architecture.md §4). */
export interface CopyItem {
  key: string;
  /** What the site shows now. */
  pl: string;
  en: string;
  defaultPl: string;
  defaultEn: string;
  edited: Record<Lang, boolean>;
  /** Edited against a default that has changed since. */
  stale: Record<Lang, boolean>;
  /** A text of an item the operator added to a list (its default is empty). */
  added?: boolean;
}

/** A list whose items the operator adds, removes and reorders (the FAQ). */
export interface CopyList {
  key: string;
  order: string[];
  defaultOrder: string[];
  /** Each item's first text (the question) in both languages, for the list's rows. */
  titles: Record<string, Record<Lang, string>>;
}

export interface CopyPageSummary {
  id: string;
  label: string;
}
