/**
 * How the client build groups modules into chunks (docs/decisions/070).
 *
 * Left to itself, rolldown gives every set of routes that shares a module its own chunk: the
 * home page loaded about 30 files, a dozen of them single lucide icons of 200 bytes. Under a
 * phone's round trips each file costs more than its bytes. Modules are grouped instead by
 * which route modules import them statically:
 * - everything the root and the site layout import (on every page anyway) → "site";
 * - shared only by the location pages (the cruise lists) → "cruise-lists", only by the cruise
 *   detail pages → "cruise-pages", by both kinds → "cruises"; only by event pages → "events";
 *   only by the gift-voucher pages (the shop, its thank-you and look-up pages) → "vouchers";
 * - shared by exactly two of the page families (cruises, events, home, each other page on its
 *   own) → a chunk for that pair, e.g. "events+home" for the icons of the home page's events
 *   block, so a cruise page does not carry them; shared by three families or more → "site"
 *   (price and image helpers, the section frame), except a module of some size that just two
 *   pages share (the brand marks of home and /qr): left to rolldown, which gives the pair a
 *   chunk of their own instead of every page carrying it;
 * - anything the administrator area or a lazy dialog needs stays where rolldown puts it, so
 *   it never reaches a visitor's first load; except a small module the administrator area
 *   shares with public pages, which is grouped by those pages as above.
 */
type ModuleInfo = { importers: readonly string[]; code?: string | null } | null;
/** Source size from which a module only two pages share is worth a request of its own. */
const PAIR_CHUNK_MIN_CHARS = 1500;
/** Source size below which a module the administrator area shares goes with its public pages. */
const SMALL_SHARED_CHARS = 1500;
export type ChunkContext = { getModuleInfo(id: string): ModuleInfo };

const ROUTE_MODULE = /\/app\/(root\.tsx|routes\/)/;
const LAYOUT = /\/app\/(root\.tsx|routes\/site-layout\.tsx)/;
const PUBLIC_ROUTE = /\/app\/routes\/(?!admin\/|api\/|crop-logo-test)[^/]+\.tsx$/;
const FAMILIES: Record<string, RegExp> = {
  cruises: /\/routes\/(cruise|location)\.tsx$/,
  events: /\/routes\/(event-type|events|promotions|contact|rental)\.tsx$/,
  vouchers: /\/routes\/gift-voucher(s|-check|-thanks)\.tsx$/,
};
/** The two kinds of cruise page: the location pages with their lists, and a cruise's own page. */
const CRUISE_LISTS = /\/routes\/location\.tsx$/;

/** A route module's family: one of FAMILIES, or the page itself ("home", "attractions"). */
function familyOf(route: string): string {
  for (const [family, test] of Object.entries(FAMILIES)) if (test.test(route)) return family;
  return route.replace(/^.*\/|\.tsx$/g, "");
}

export function createChunkNamer() {
  const memo = new Map<string, Set<string>>();

  /**
   * The route modules that import `id` statically, directly or through other modules: a walk up
   * the importers with its own visited set, so an import cycle never leaves a partial answer in
   * the memo (a depth-first walk that memoised every module on its way did, and which icons
   * landed in which chunk then depended on the order the chunker asked in).
   */
  function routesOf(id: string, ctx: ChunkContext): Set<string> {
    const known = memo.get(id);
    if (known) return known;
    const routes = new Set<string>();
    const seen = new Set([id]);
    const queue = [id];
    for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
      if (ROUTE_MODULE.test(next)) routes.add(next.split("?")[0]);
      for (const importer of ctx.getModuleInfo(next)?.importers ?? [])
        if (!seen.has(importer)) {
          seen.add(importer);
          queue.push(importer);
        }
    }
    memo.set(id, routes);
    return routes;
  }

  return function chunkName(id: string, ctx: ChunkContext): string | null {
    // Scripts only: a stylesheet grouped with scripts would be re-linked by every lazy chunk.
    if (!/\.(tsx?|m?js)$/.test(id.split("?")[0]) || id.includes("?")) return null;
    if (!/\/app\/|\/lucide-react\/|preload-helper/.test(id) || ROUTE_MODULE.test(id)) return null;
    let routes = [...routesOf(id, ctx)];
    if (routes.some((r) => LAYOUT.test(r))) return "site";
    // A small module the administrator area shares with public pages (a price formatter, a copy
    // context) is grouped by its public pages alone: they load it anyway, and a file of its own
    // costs them more than its bytes. The administrator area then loads that chunk too (the
    // panel's first load 273.7 → 277.7 KB, outside the budget; decision 452).
    const open = routes.filter((r) => PUBLIC_ROUTE.test(r));
    if (open.length >= 2 && (ctx.getModuleInfo(id)?.code?.length ?? Infinity) < SMALL_SHARED_CHARS)
      routes = open;
    if (routes.length < 2 || !routes.every((r) => PUBLIC_ROUTE.test(r))) return null;
    const families = [...new Set(routes.map(familyOf))].sort();
    if (families.length === 1 && families[0] === "cruises") {
      const lists = routes.filter((r) => CRUISE_LISTS.test(r)).length;
      return lists === routes.length ? "cruise-lists" : lists === 0 ? "cruise-pages" : "cruises";
    }
    if (families.length === 1 && families[0] in FAMILIES) return families[0];
    const pairOnly =
      routes.length === 2 && (ctx.getModuleInfo(id)?.code?.length ?? 0) >= PAIR_CHUNK_MIN_CHARS;
    if (pairOnly) return null;
    return families.length === 2 ? families.join("+") : "site";
  };
}
