import { listSessions, twoFactorEnabled } from "~/features/admin-auth/account.server";
import { handleApi, json } from "~/lib/api.server";
import { clientIpContext } from "~/lib/context";
import { accountCall } from "./shared.server";
import type { Route } from "./+types/index";

/** GET /api/admin/account: the administrator's e-mail, whether two-step sign-in is on, and the active sessions. */
export function loader({ request, context }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const call = await accountCall(request, context.get(clientIpContext), "GET");
    const [enabled, sessions] = await Promise.all([twoFactorEnabled(call.actor.id), listSessions(call)]);
    return json({ email: call.actor.email, twoFactorEnabled: enabled, sessions });
  });
}

export function action({ request, context }: Route.ActionArgs) {
  return handleApi(request, async () => {
    await accountCall(request, context.get(clientIpContext), "GET");
    return json({});
  });
}
