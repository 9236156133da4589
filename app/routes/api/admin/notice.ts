import { adminRoute } from "~/features/admin-auth/admin-route.server";
import { getCatalogue } from "~/features/cruises/catalogue.server";
import { ApiError, json, parseBody } from "~/lib/api.server";
import type { Lang } from "~/lib/i18n/lang";
import type { NoticeScope } from "~/features/notices/model";
import { NOTICE_MESSAGES, noticeSchema } from "~/features/notices/schema";
import { deleteNotice, noticeScopeOf, putNotice } from "~/features/notices/notices.server";
import { notFound } from "./shared.server";

/** The path's scope, else 404 (checked before the body is read). */
async function scopeOf(raw: string | undefined, lang: Lang): Promise<NoticeScope> {
  // The location rows as they are now: the scopes are `all` and every shown location.
  await getCatalogue();
  const scope = await noticeScopeOf(raw);
  if (!scope) throw new ApiError(404, "not_found", NOTICE_MESSAGES[lang].scope);
  return scope;
}

/** PUT and DELETE /api/admin/notices/:scope (docs/architecture.md §4 "notices"). */
const route = adminRoute({
  PUT: async ({ request, actor, lang, params }) => {
    const scope = await scopeOf(params.scope, lang);
    const input = await parseBody(request, noticeSchema(lang));
    return json({ notice: await putNotice(actor, scope, input) });
  },
  DELETE: async ({ actor, lang, params }) => {
    const scope = await scopeOf(params.scope, lang);
    if (!(await deleteNotice(actor, scope))) throw notFound(lang);
    return json({ deleted: scope });
  },
});

export const loader = route.loader;
export const action = route.action;
