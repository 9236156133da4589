import {
  confirmTwoFactor,
  disableTwoFactor,
  startTwoFactor,
} from "~/features/admin-auth/account.server";
import { accountMessages } from "~/features/admin-auth/messages";
import { ApiError, json } from "~/lib/api.server";
import { requireAdmin } from "~/features/admin-auth/require-admin.server";
import { notAllowed } from "../shared.server";
import { handleAccount, stringFields } from "./shared.server";
import type { Route } from "./+types/two-factor";

type Step = "start" | "confirm" | "disable";

function stepOf(request: Request): Step {
  const last = new URL(request.url).pathname.replace(/\/+$/, "").split("/").pop()?.toLowerCase();
  return last === "confirm" ? "confirm" : last === "disable" ? "disable" : "start";
}

export function loader({ request }: Route.LoaderArgs) {
  return notAllowed(request, "POST", requireAdmin);
}

/**
 * POST /api/admin/account/two-factor/start {password} → {totpURI, secret, backupCodes};
 * POST …/confirm {code} puts it in force; POST …/disable {password} turns it off. Audit-logged.
 */
export function action(args: Route.ActionArgs) {
  return handleAccount(args, "POST", async (call) => {
    const t = accountMessages[call.lang];
    const step = stepOf(call.request);
    const { password, code } = await stringFields(call.request, ["password", "code"] as const);
    if (step === "confirm") {
      const clean = code.replace(/\s+/g, "");
      if (!/^\d{6}$/.test(clean))
        throw new ApiError(400, "invalid_input", t.codeRequired, {
          fieldErrors: { code: t.codeRequired },
        });
      return json({ twoFactorEnabled: true }, { headers: await confirmTwoFactor(call, clean) });
    }
    if (!password)
      throw new ApiError(400, "invalid_input", t.passwordRequired, {
        fieldErrors: { password: t.passwordRequired },
      });
    if (step === "disable")
      return json({ twoFactorEnabled: false }, { headers: await disableTwoFactor(call, password) });
    return json(await startTwoFactor(call, password));
  });
}
