import { getAuth } from "~/features/admin-auth/auth.server";
import type { Route } from "./+types/auth";

/** better-auth's handler as a resource route (ARCHITECTURE §6). */
export function loader({ request }: Route.LoaderArgs) {
  return getAuth().handler(request);
}

export function action({ request }: Route.ActionArgs) {
  return getAuth().handler(request);
}
