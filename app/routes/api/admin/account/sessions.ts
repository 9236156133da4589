import { revokeOtherSessions } from "~/features/admin-auth/account.server";
import { handleApi, json } from "~/lib/api.server";
import { clientIpContext } from "~/lib/context";
import { accountCall } from "./shared.server";
import type { Route } from "./+types/sessions";

export function loader({ request, context }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    await accountCall(request, context.get(clientIpContext), "POST");
    return json({});
  });
}

/** POST /api/admin/account/sessions/revoke-others: "Sign out everywhere else" (audit-logged). */
export function action({ request, context }: Route.ActionArgs) {
  return handleApi(request, async () => {
    const call = await accountCall(request, context.get(clientIpContext), "POST");
    return json({ ended: await revokeOtherSessions(call) });
  });
}
