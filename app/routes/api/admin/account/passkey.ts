import { removePasskey } from "~/features/admin-auth/account.server";
import { adminRoute } from "~/features/admin-auth/admin-route.server";
import { json } from "~/lib/api.server";
import { accountCall } from "./shared.server";

/** DELETE /api/admin/account/passkeys/:id: removes one of the administrator's own passkeys (audit-logged). */
const route = adminRoute({
  DELETE: async (ctx) => {
    const id = String(ctx.params.id ?? "").slice(0, 200);
    const { name } = await removePasskey(accountCall(ctx), id);
    return json({ ok: true, name });
  },
});

export const loader = route.loader;
export const action = route.action;
