import { checkSession, cookieHeaders } from "~/features/admin-auth/require-admin.server";
import { ApiError, handleApi, json, jsonError } from "~/lib/api.server";
import { notAllowed } from "./shared.server";
import type { Route } from "./+types/me";

/** docs/product.md §7 admin 2 (is_admin): `{email, isAdmin}`; 401 anonymous. A non-admin gets isAdmin: false. */
export function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const check = await checkSession(request);
    const headers = cookieHeaders(check);
    if (!check.user) return jsonError(401, "unauthorized", "Sign in required.", {}, headers);
    return json({ email: check.user.email, isAdmin: check.isAdmin }, { headers });
  });
}

export function action({ request }: Route.ActionArgs) {
  return notAllowed(request, "GET", async (r) => {
    const check = await checkSession(r);
    if (!check.user) throw new ApiError(401, "unauthorized", "Sign in required.");
  });
}
