import { confirmTwoFactor, disableTwoFactor, startTwoFactor } from "~/features/admin-auth/account.server";
import { accountMessages } from "~/features/admin-auth/messages";
import { ApiError, handleApi, json } from "~/lib/api.server";
import { clientIpContext } from "~/lib/context";
import { accountCall, stringFields } from "./shared.server";
import type { Route } from "./+types/two-factor";

type Step = "start" | "confirm" | "disable";

function stepOf(request: Request): Step {
  const last = new URL(request.url).pathname.replace(/\/+$/, "").split("/").pop()?.toLowerCase();
  return last === "confirm" ? "confirm" : last === "disable" ? "disable" : "start";
}

export function loader({ request, context }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    await accountCall(request, context.get(clientIpContext), "POST");
    return json({});
  });
}

/**
 * POST /api/admin/account/two-factor/start {password} → {totpURI, secret, backupCodes};
 * POST …/confirm {code} puts it in force; POST …/disable {password} turns it off. Audit-logged.
 */
export function action({ request, context }: Route.ActionArgs) {
  return handleApi(request, async () => {
    const call = await accountCall(request, context.get(clientIpContext), "POST");
    const t = accountMessages[call.lang];
    const step = stepOf(request);
    const { password, code } = await stringFields(request, ["password", "code"] as const);
    if (step === "confirm") {
      const clean = code.replace(/\s+/g, "");
      if (!/^\d{6}$/.test(clean)) throw new ApiError(400, "invalid_input", t.codeRequired, { fieldErrors: { code: t.codeRequired } });
      return json({ twoFactorEnabled: true }, { headers: await confirmTwoFactor(call, clean) });
    }
    if (!password) throw new ApiError(400, "invalid_input", t.passwordRequired, { fieldErrors: { password: t.passwordRequired } });
    if (step === "disable") return json({ twoFactorEnabled: false }, { headers: await disableTwoFactor(call, password) });
    return json(await startTwoFactor(call, password));
  });
}
