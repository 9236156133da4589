/**
 * How the client build groups modules into chunks (docs/decisions/070).
 *
 * Left to itself, rolldown gives every set of routes that shares a module its own chunk: the
 * home page loaded about 30 files, a dozen of them single lucide icons of 200 bytes. Under a
 * phone's round trips each file costs more than its bytes. Modules are grouped instead by
 * which route modules import them statically:
 * - everything the root and the site layout import (on every page anyway) → "site";
 * - shared only by cruise pages → "cruises"; only by event pages → "events";
 * - shared by other public pages → "site" too (small: icons, price and image helpers), except
 *   a module of some size that just two pages share (the brand marks of home and /qr): left
 *   to rolldown, which gives the pair a chunk of their own instead of every page carrying it;
 * - anything the administrator area or a lazy dialog needs stays where rolldown puts it, so
 *   it never reaches a visitor's first load.
 */
type ModuleInfo = { importers: readonly string[]; code?: string | null } | null;
/** Source size from which a module only two pages share is worth a request of its own. */
const PAIR_CHUNK_MIN_CHARS = 1500;
export type ChunkContext = { getModuleInfo(id: string): ModuleInfo };

const ROUTE_MODULE = /\/app\/(root\.tsx|routes\/)/;
const LAYOUT = /\/app\/(root\.tsx|routes\/site-layout\.tsx)/;
const PUBLIC_ROUTE = /\/app\/routes\/(?!admin\/|api\/|crop-logo-test)[^/]+\.tsx$/;
const FAMILIES: Record<string, RegExp> = {
  cruises: /\/routes\/(cruise-detail|cruise|warsaw-cruises|zegrze|gdansk)\.tsx$/,
  events: /\/routes\/(event-type|events|promotions|contact|rental)\.tsx$/,
};

export function createChunkNamer() {
  const memo = new Map<string, Set<string>>();

  /** The route modules that import `id` statically, directly or through other modules. */
  function routesOf(id: string, ctx: ChunkContext, stack: Set<string>): Set<string> {
    const known = memo.get(id);
    if (known) return known;
    const routes = new Set<string>();
    if (ROUTE_MODULE.test(id)) routes.add(id.split("?")[0]);
    if (stack.has(id)) return routes;
    stack.add(id);
    for (const importer of ctx.getModuleInfo(id)?.importers ?? [])
      for (const r of routesOf(importer, ctx, stack)) routes.add(r);
    stack.delete(id);
    memo.set(id, routes);
    return routes;
  }

  return function chunkName(id: string, ctx: ChunkContext): string | null {
    // Scripts only: a stylesheet grouped with scripts would be re-linked by every lazy chunk.
    if (!/\.(tsx?|m?js)$/.test(id.split("?")[0]) || id.includes("?")) return null;
    if (!/\/app\/|\/lucide-react\/|preload-helper/.test(id) || ROUTE_MODULE.test(id)) return null;
    const routes = [...routesOf(id, ctx, new Set())];
    if (routes.some((r) => LAYOUT.test(r))) return "site";
    if (routes.length < 2 || !routes.every((r) => PUBLIC_ROUTE.test(r))) return null;
    for (const [family, test] of Object.entries(FAMILIES))
      if (routes.every((r) => test.test(r))) return family;
    const pairOnly =
      routes.length === 2 && (ctx.getModuleInfo(id)?.code?.length ?? 0) >= PAIR_CHUNK_MIN_CHARS;
    return pairOnly ? null : "site";
  };
}
