/**
 * The route table (app/routes.ts) flattened into URL patterns, so the security suites cover
 * every route that exists, including ones added after these tests were written.
 */
import routes from "../../app/routes";

export interface FlatRoute {
  /** Pattern without a leading slash, e.g. "api/admin/prices/:id". */
  path: string;
  file: string;
}

type Entry = { path?: string; file: string; index?: boolean; children?: Entry[] };

function flatten(entries: Entry[], prefix = ""): FlatRoute[] {
  const out: FlatRoute[] = [];
  for (const e of entries) {
    const here = e.path ? (prefix ? `${prefix}/${e.path}` : e.path) : prefix;
    if (e.children?.length) out.push(...flatten(e.children, here));
    if (e.path !== undefined || e.index) out.push({ path: here, file: e.file });
  }
  return out;
}

export const ALL_ROUTES: FlatRoute[] = flatten(routes as unknown as Entry[]);

/** A concrete URL for a pattern: params become a sample value, splats a sample segment. */
export function concrete(pattern: string, param = "1"): string {
  return (
    "/" +
    pattern
      .split("/")
      .map((s) => (s === "*" ? "x" : s.startsWith(":") ? param : s))
      .join("/")
  );
}

export const ADMIN_API_ROUTES = ALL_ROUTES.filter((r) => r.path.startsWith("api/admin"));
export const ADMIN_PAGE_ROUTES = ALL_ROUTES.filter(
  (r) =>
    r.path === "admin" ||
    (r.path.startsWith("admin/") && r.path !== "admin/login" && r.path !== "admin/zaproszenie"),
);
export const API_ROUTES = ALL_ROUTES.filter((r) => r.path.startsWith("api/"));
