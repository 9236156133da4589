/**
 * The same-origin rule of every mutating call (docs/security.md): the JSON API's guard
 * (server/request-guards.ts) and the public forms' plain posts to their page (issue 34, item 8)
 * use this one function.
 *
 * Same origin: Origin, or Sec-Fetch-Site when a browser leaves Origin out; a request with
 * neither passes only without cookies, so no browser can be made to send it with a session.
 */
export function sameOrigin(
  headers: { get(name: string): string | null | undefined },
  allowed: ReadonlySet<string>,
  selfOrigin: string | undefined,
): boolean {
  const origin = headers.get("origin");
  const site = headers.get("sec-fetch-site");
  if (origin && origin !== "null") return allowed.has(origin) || origin === selfOrigin;
  if (site) return site === "same-origin" || site === "none";
  return !headers.get("cookie");
}
