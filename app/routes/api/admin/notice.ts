import { requireAdmin } from "~/features/admin-auth/require-admin.server";
import { ApiError, handleApi, json, parseBody, requestLang } from "~/lib/api.server";
import { isNoticeScope } from "~/lib/site-data/notices";
import { NOTICE_MESSAGES, noticeSchema } from "~/lib/site-data/notices-schema";
import { deleteNotice, putNotice } from "~/lib/site-data/site-data.server";
import type { Route } from "./+types/notice";
import { methodNotAllowed, notAllowed, notFound } from "./shared.server";

/** PUT and DELETE /api/admin/notices/:scope (docs/architecture.md §4 "notices"). */
export function action({ request, params }: Route.ActionArgs) {
  return handleApi(request, async () => {
    const actor = await requireAdmin(request);
    const lang = requestLang(request);
    const scope = params.scope;
    if (request.method !== "PUT" && request.method !== "DELETE")
      throw methodNotAllowed(lang, "PUT, DELETE");
    if (!isNoticeScope(scope)) throw new ApiError(404, "not_found", NOTICE_MESSAGES[lang].scope);
    if (request.method === "PUT") {
      const input = await parseBody(request, noticeSchema(lang));
      return json({ notice: await putNotice(actor, scope, input) });
    }
    if (!(await deleteNotice(actor, scope))) throw notFound(lang);
    return json({ deleted: scope });
  });
}

export function loader({ request }: Route.LoaderArgs) {
  return notAllowed(request, "PUT, DELETE", requireAdmin);
}
