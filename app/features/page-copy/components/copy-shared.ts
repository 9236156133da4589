import { adminControl } from "~/components/ui/admin-field";
import type { CopyList } from "~/lib/copy/types";
import type { Lang } from "~/lib/i18n/lang";

export type Errors = Partial<Record<string, string>>;

export const LANGS = ["pl", "en"] as const;
export const textarea = `${adminControl} font-[inherit] leading-snug`;
export const smallButton =
  "btn min-h-11 border-2 border-slate-300 bg-white px-3 text-sm text-navy-900 hover:border-river-600";

/** Rows for a textarea: enough for the text, within reason. */
export const rowsFor = (text: string) => Math.min(10, Math.max(2, Math.ceil(text.length / 45)));

/**
 * The section of a key: its second part ("hero"), for a list item its item ("items.weather"),
 * and "" for the texts right under the page ("rental.lead"), which share one section.
 */
export function sectionOf(key: string, lists: readonly CopyList[]): string {
  const parts = key.split(".");
  const list = lists.find((l) => key.startsWith(`${l.key}.`));
  if (list) return parts.slice(1, list.key.split(".").length + 1).join(".");
  return parts.length > 2 ? parts[1]! : "";
}

/** The list items' questions in the panel's language: names for added questions' labels. */
export function itemNames(lists: readonly CopyList[], lang: Lang) {
  const out: Record<string, string> = {};
  for (const l of lists)
    for (const [id, title] of Object.entries(l.titles)) out[id] = title[lang] || title.pl;
  return out;
}
