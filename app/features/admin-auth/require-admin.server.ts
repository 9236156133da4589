import { redirect } from "react-router";
import { ApiError, apiMessages, requestLang } from "~/lib/api.server";
import type { AdminUser } from "~/lib/api-shapes";
import { isAdminRole } from "./admin-role";
import { getAuth } from "./auth.server";

export interface SessionCheck {
  user: { id: string; email: string; role?: string | null } | null;
  isAdmin: boolean;
  /** Refreshed session cookies from better-auth, to forward on the response. */
  headers: Headers;
}

/**
 * A session ends 12 hours after its last use (better-auth's expiry, refreshed hourly) and in
 * any case 7 days after sign-in, however busy: a stolen session cookie is not good forever.
 */
export const SESSION_ABSOLUTE_LIMIT_MS = 7 * 24 * 60 * 60 * 1000;

/** Reads the session from the request's cookies (refreshing it when due). */
export async function checkSession(request: Request): Promise<SessionCheck> {
  const { headers, response } = await getAuth().api.getSession({
    headers: request.headers,
    returnHeaders: true,
  });
  const createdAt = response?.session?.createdAt
    ? new Date(response.session.createdAt).getTime()
    : undefined;
  if (response && createdAt !== undefined && Date.now() - createdAt > SESSION_ABSOLUTE_LIMIT_MS) {
    await (await getAuth().$context).internalAdapter.deleteSession(response.session.token);
    return { user: null, isAdmin: false, headers: new Headers() };
  }
  const user = response?.user ?? null;
  const u = user as { id: string; email: string; role?: string | null } | null;
  return { user: u, isAdmin: !!u && isAdminRole(u.role), headers: headers ?? new Headers() };
}

/** Only the Set-Cookie headers of a session check, to forward. */
export function cookieHeaders(check: SessionCheck): Headers {
  const out = new Headers();
  for (const c of check.headers.getSetCookie?.() ?? []) out.append("Set-Cookie", c);
  return out;
}

/** Same-site /admin paths only: anything else falls back to /admin. */
export function safeAdminRedirect(value: string | null | undefined): string {
  if (!value || !value.startsWith("/admin") || value.startsWith("//") || value.includes("\\"))
    return "/admin";
  try {
    const url = new URL(value, "http://x.invalid");
    if (url.origin !== "http://x.invalid") return "/admin";
    if (url.pathname !== "/admin" && !url.pathname.startsWith("/admin/")) return "/admin";
    if (url.pathname.startsWith("/admin/login")) return "/admin";
    return url.pathname + url.search + url.hash;
  } catch {
    return "/admin";
  }
}

/**
 * For admin page loaders: an anonymous or non-admin visitor is redirected to /admin/login
 * (remembering where they were going); an administrator gets the user and the cookies to forward.
 */
export async function requireAdminPage(
  request: Request,
): Promise<{ user: AdminUser; headers: Headers }> {
  const check = await checkSession(request);
  const headers = cookieHeaders(check);
  if (!check.user || !check.isAdmin) {
    const url = new URL(request.url);
    const origin = safeAdminRedirect(url.pathname + url.search);
    headers.set("Cache-Control", "no-store");
    throw redirect(`/admin/login?redirectTo=${encodeURIComponent(origin)}`, { headers });
  }
  return { user: { id: check.user.id, email: check.user.email }, headers };
}

/**
 * For /api/admin handlers: 401 without a session, 403 for a signed-in non-administrator
 * (docs/architecture.md §4), enforced before any work is done.
 */
export async function requireAdmin(request: Request): Promise<AdminUser> {
  const check = await checkSession(request);
  const t = apiMessages(requestLang(request));
  if (!check.user) throw new ApiError(401, "unauthorized", t.signInRequired);
  if (!check.isAdmin) throw new ApiError(403, "forbidden", t.adminRequired);
  return { id: check.user.id, email: check.user.email };
}
