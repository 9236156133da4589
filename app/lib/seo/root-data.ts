import type { MetaDescriptor } from "react-router";
import type { Lang } from "~/lib/i18n/lang";
import type { SlotPhotos } from "~/lib/media/photo";
import type { SiteSettings } from "~/lib/site-data/settings";
import type { PageCopy } from "./page-copy.server";

/**
 * What the root loader returns; read by every route's meta() and by the frame. `N` is the shape
 * of a notice as the page shows it (app/features/notices/model.ts `PageNotice`; the site layout
 * names it, nothing below the features layer reads a notice).
 */
export interface RootData<N = unknown> {
  lang: Lang;
  siteUrl: string;
  year: number;
  /** The current page's title, description and heading in `lang`. */
  page: PageCopy;
  /** The operator's photos by slot (empty in the admin area). */
  media: SlotPhotos;
  /** The operator's business facts (decision 230). */
  site: SiteSettings;
  /** The notices this page shows now, in `lang` (decision 231). */
  notices: N[];
  /** When the notices shown here next change (ms since the epoch): no cache may keep the page past it. */
  noticesChangeAt: number | null;
  /** The page's <head> tags, computed on the server (head.server.ts, decision 271; none in the admin area). */
  head: MetaDescriptor[];
  /**
   * Both URLs of the current page when it is a catalogue cruise's (decision 301): the browser's
   * table of URLs has only the static pages, so the language buttons read this one.
   */
  pagePair?: { pl: string; en: string } | null;
  /** The open locations the operator added (decision 400): the menu's and footer's entries. */
  addedLocations?: Array<{ id: string; name: string; label: string; url: string }>;
}

type MatchLike = { id: string; loaderData?: unknown } | undefined;

/** The root loader's data in a meta() `matches` array, when it is there. */
export function rootDataOf(matches: ReadonlyArray<MatchLike>): RootData | undefined {
  return matches.find((m) => m?.id === "root")?.loaderData as RootData | undefined;
}

/**
 * The root loader's language from a meta() `matches` array (Polish without it). Public pages'
 * meta() reads the tags the root loader built (page-meta.ts).
 */
export function rootLangFromMatches(matches: ReadonlyArray<MatchLike>): Lang {
  return rootDataOf(matches)?.lang ?? "pl";
}
