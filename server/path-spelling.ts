import type { NextFunction, Request, Response } from "express";
import { canonicalSpelling } from "~/lib/i18n/page-urls";

/** Pages outside the table of twins that also have one spelling (React Router would match any case). */
const OTHER_PAGES: ReadonlySet<string> = new Set([
  "/admin",
  "/admin/login",
  "/admin/zaproszenie",
  "/crop-logo-test",
  "/sitemap.xml",
  "/robots.txt",
]);

/**
 * One spelling per page (docs/architecture.md §3): a page's path with other letter case or a
 * trailing slash answers 301 to the page's own spelling, the query kept. React Router matches
 * paths case-insensitively and ignores a trailing slash, so without this such a request would
 * answer 200. Anything else goes on (an unknown path is the router's 404).
 */
export function pathSpelling(req: Request, res: Response, next: NextFunction) {
  if (req.method !== "GET" && req.method !== "HEAD") return next();
  const url = req.originalUrl;
  const q = url.indexOf("?");
  const path = q === -1 ? url : url.slice(0, q);
  if (path.startsWith("/api/") || path.startsWith("/assets/")) return next();
  const target = canonicalSpelling(path, OTHER_PAGES);
  if (!target) return next();
  // The admin area is never cached anywhere, its redirects included.
  res.set("Cache-Control", target.startsWith("/admin") ? "no-store" : "public, max-age=3600");
  res.redirect(301, target + (q === -1 ? "" : url.slice(q)));
}
