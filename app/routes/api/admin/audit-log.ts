import { z } from "zod";
import { requireAdmin } from "~/features/admin-auth/require-admin.server";
import { listAudit } from "~/features/change-history/history.server";
import { ApiError, apiMessages, fieldErrorsOf, handleApi, json, requestLang } from "~/lib/api.server";
import type { Route } from "./+types/audit-log";
import { notAllowed } from "./shared.server";

const querySchema = z.object({
  entity: z.preprocess((v) => (v === "" ? undefined : v), z.string().trim().max(60).optional()),
  page: z.preprocess((v) => (v === undefined || v === "" ? 1 : Number(v)), z.number().int().min(1).max(100_000)),
});

/** GET /api/admin/audit-log?entity=&page= : the change history, newest first. */
export function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    await requireAdmin(request);
    const lang = requestLang(request);
    const parsed = querySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!parsed.success) throw new ApiError(400, "invalid_input", apiMessages(lang).invalid, { fieldErrors: fieldErrorsOf(parsed.error) });
    return json(await listAudit(parsed.data));
  });
}

export function action({ request }: Route.ActionArgs) {
  return notAllowed(request, "GET", requireAdmin);
}
