import { adminRoute } from "~/features/admin-auth/admin-route.server";
import { getCatalogue } from "~/features/cruises/catalogue.server";
import { windCancelSchema } from "~/features/departures/schema";
import { windCancelNotice } from "~/features/departures/wind-text";
import { noticeScopeOf, noticeService } from "~/features/notices/notices.server";
import { NOTICE_MESSAGES, noticeSchema } from "~/features/notices/schema";
import { ApiError, json, parseBody, parseValue } from "~/lib/api.server";
import type { Lang } from "~/lib/i18n/lang";
import { notFound } from "./shared.server";

/** The path's location (a notice scope other than `all`), else 404 (checked before the body is read). */
async function locationOf(raw: string | undefined, lang: Lang): Promise<string> {
  // The location rows as they are now: the scopes are `all` and every shown location.
  await getCatalogue();
  const scope = await noticeScopeOf(raw);
  if (!scope || scope === "all") throw new ApiError(404, "not_found", NOTICE_MESSAGES[lang].scope);
  return scope;
}

/**
 * PUT and DELETE /api/admin/wind-warnings/:location/notice (decision 420): the wind warning's one
 * tap puts the "cruises cancelled" notice on the location for a Warsaw day `{day}`, and its undo
 * takes the location's notice off, through the notices feature's service on the server. The
 * notice is checked as PUT /api/admin/notices/:scope checks it (a day already over is a 400).
 */
const route = adminRoute({
  PUT: async ({ request, actor, lang, params }) => {
    const location = await locationOf(params.location, lang);
    const { day } = await parseBody(request, windCancelSchema(lang));
    const input = parseValue(request, noticeSchema(lang), windCancelNotice(location, day));
    return json({ notice: await noticeService.put(actor, location, input) });
  },
  DELETE: async ({ actor, lang, params }) => {
    const location = await locationOf(params.location, lang);
    if (!(await noticeService.remove(actor, location))) throw notFound(lang);
    return json({ deleted: location });
  },
});

export const loader = route.loader;
export const action = route.action;
