/**
 * Notices on the site (docs/architecture.md §4 "notices", decision 231): the shape, which pages
 * a scope covers. Its only dependency is the table of URLs (the checks of PUT
 * /api/admin/notices/:scope, with zod, are in ./schema.ts). The one owner of `site_notices` is
 * this feature (decision 420): notices.server.ts.
 */
import type { Lang } from "~/lib/i18n/lang";
import { catalogueLocationIds, catalogueLocationOfPath } from "~/lib/i18n/page-urls";

/** `all` or a location row's id (decision 400). */
export type NoticeScope = string;

/** Every scope: `all`, then every location that is not hidden, in the catalogue's order. */
export function noticeScopes(): string[] {
  return ["all", ...catalogueLocationIds()];
}
export const NOTICE_KINDS = ["info", "cancelled"] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/** A notice as the admin API answers it. */
export interface Notice {
  scope: NoticeScope;
  kind: NoticeKind;
  message_pl: string;
  message_en: string | null;
  from: string | null;
  until: string;
}

/** A notice as a page shows it: the text already in the page's language. */
export interface PageNotice {
  scope: NoticeScope;
  kind: NoticeKind;
  text: string;
  /**
   * Whether the page must name the notice's location: a location's notice shown on a page
   * wider than that location (home), where "cruises cancelled today" would read as all of them.
   */
  named?: true;
}

/** The longest a notice may run: it must end at most this far ahead. */
export const NOTICE_MAX_DAYS = 366;
export const NOTICE_MAX_LENGTH = 300;

/**
 * The location whose pages a path belongs to (its page and its cruise pages, in either
 * language); null for a page of no one location. Home is every location's page: see appliesTo.
 */
export function locationOfPath(path: string): NoticeScope | null {
  // A location's page and every page under it, in either language (decision 400).
  return catalogueLocationOfPath(path) ?? null;
}

/** Whether a notice of `scope` shows on `path`: `all` everywhere, a location on home and its own pages. */
export function appliesTo(scope: NoticeScope, path: string): boolean {
  if (scope === "all") return true;
  const p = path.replace(/\/+$/, "") || "/";
  if (p === "/" || p === "/en") return true;
  return locationOfPath(p) === scope;
}

/** Whether a notice of `scope` shown on `path` must name its location (issue 34, item 1). */
export function namesLocation(scope: NoticeScope, path: string): boolean {
  return scope !== "all" && locationOfPath(path) !== scope;
}

/** Whether a notice is on at `now`. */
export function isCurrent(n: Pick<Notice, "from" | "until">, now: number): boolean {
  return (n.from === null || Date.parse(n.from) <= now) && now < Date.parse(n.until);
}

/** A location row as the panel's notices section reads it (GET /api/admin/locations). */
export interface ScopeLocation {
  id: string;
  status: string;
  name_pl: string;
  name_en: string;
}

/**
 * The panel's notice cards, in order: `all`, then every location that is not hidden, named from
 * its row in the panel's language (decision 403). Without the rows (they failed to load), `all`
 * and the places `fallbackNames` names.
 */
export function panelNoticeScopes(
  locations: ScopeLocation[] | null,
  lang: Lang,
  fallbackNames: Record<string, string>,
): Array<{ scope: NoticeScope; name: string }> {
  const all = { scope: "all", name: fallbackNames.all ?? "all" };
  if (!locations)
    return [
      all,
      ...Object.entries(fallbackNames)
        .filter(([scope]) => scope !== "all")
        .map(([scope, name]) => ({ scope, name })),
    ];
  return [
    all,
    ...locations
      .filter((l) => l.status !== "hidden")
      .map((l) => ({ scope: l.id, name: (lang === "pl" ? l.name_pl : l.name_en) || l.id })),
  ];
}
