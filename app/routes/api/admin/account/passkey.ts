import { removePasskey } from "~/features/admin-auth/account.server";
import { json } from "~/lib/api.server";
import { requireAdmin } from "~/features/admin-auth/require-admin.server";
import { notAllowed } from "../shared.server";
import { handleAccount } from "./shared.server";
import type { Route } from "./+types/passkey";

export function loader({ request }: Route.LoaderArgs) {
  return notAllowed(request, "DELETE", requireAdmin);
}

/** DELETE /api/admin/account/passkeys/:id: removes one of the administrator's own passkeys (audit-logged). */
export function action(args: Route.ActionArgs) {
  return handleAccount(args, "DELETE", async (call) => {
    const { name } = await removePasskey(call, String(args.params.id ?? "").slice(0, 200));
    return json({ ok: true, name });
  });
}
