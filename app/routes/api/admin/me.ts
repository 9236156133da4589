import { adminRoute } from "~/features/admin-auth/admin-route.server";
import { cookieHeaders } from "~/features/admin-auth/require-admin.server";
import { json } from "~/lib/api.server";

/** docs/product.md §7 admin 2 (is_admin): `{email, isAdmin}`; 401 anonymous. A non-admin gets isAdmin: false. */
const route = adminRoute(
  {
    GET: ({ actor, session }) =>
      json(
        { email: actor.email, isAdmin: session?.isAdmin ?? false },
        { headers: session ? cookieHeaders(session) : undefined },
      ),
  },
  { signedIn: true },
);

export const loader = route.loader;
export const action = route.action;
