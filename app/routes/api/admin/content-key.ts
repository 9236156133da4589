import { requireAdmin } from "~/features/admin-auth/require-admin.server";
import { addCopyListItem, saveCopy, saveCopyOrder } from "~/lib/copy/admin.server";
import { ApiError, handleApi, invalidInput, json, readJsonBody } from "~/lib/api.server";
import type { Lang } from "~/lib/i18n/lang";
import type { Route } from "./+types/content-key";
import { COPY_PAGES } from "./content-pages.server";
import { adminCall, notAllowed } from "./shared.server";

const MESSAGES = {
  pl: {
    text: "Podaj tekst albo null (powrót do domyślnego).",
    nothing: "Podaj pl lub en.",
    order: "Podaj listę identyfikatorów albo null.",
  },
  en: {
    text: "Give a text, or null (back to the default).",
    nothing: "Give pl or en.",
    order: "Give a list of ids, or null.",
  },
} as const;

const isList = (key: string) => COPY_PAGES.some((p) => (p.lists ?? []).includes(key));

/**
 * PUT /api/admin/content/:key `{pl?, en?}` (a string sets, null resets): answers the item.
 * For a list key (`faq.items`): PUT `{order: [ids] | null}` reorders or removes items (null:
 * the default list) and POST `{pl: {q, a}, en: {q, a}}` adds an item (201 `{id, list}`).
 */
export function action({ request, params }: Route.ActionArgs) {
  return handleApi(request, async () => {
    const key = params.key ?? "";
    const list = isList(key);
    const { actor, lang } = await adminCall(
      request,
      request.method === "POST" && list ? "POST" : "PUT",
      list ? "PUT, POST" : "PUT",
    );
    const body = await readJsonBody(request);
    if (list && request.method === "POST") {
      const input = { pl: objectOf(body.pl), en: objectOf(body.en) };
      const added = await addCopyListItem(actor, COPY_PAGES, key, input, lang);
      return json(added, { status: 201 });
    }
    if (list) {
      const order = body.order;
      if (
        order !== null &&
        !(Array.isArray(order) && order.length <= 100 && order.every((i) => typeof i === "string"))
      )
        throw invalidInput(lang, { order: MESSAGES[lang].order });
      return json({
        list: await saveCopyOrder(actor, COPY_PAGES, key, order as string[] | null, lang),
      });
    }
    const input = textInput(body, lang);
    return json({ item: await saveCopy(actor, COPY_PAGES, key, input, lang) });
  });
}

function objectOf(v: unknown): Record<string, unknown> {
  return v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
}

function textInput(
  body: Record<string, unknown>,
  lang: Lang,
): Partial<Record<Lang, string | null>> {
  const out: Partial<Record<Lang, string | null>> = {};
  const fieldErrors: Record<string, string> = {};
  for (const l of ["pl", "en"] as const) {
    const v = body[l];
    if (v === undefined) continue;
    if (v === null || typeof v === "string") out[l] = v;
    else fieldErrors[l] = MESSAGES[lang].text;
  }
  if (Object.keys(fieldErrors).length > 0) throw invalidInput(lang, fieldErrors);
  if (out.pl === undefined && out.en === undefined)
    throw new ApiError(400, "invalid_input", MESSAGES[lang].nothing, {
      fieldErrors: { pl: MESSAGES[lang].nothing },
    });
  return out;
}

export function loader({ request }: Route.LoaderArgs) {
  return notAllowed(request, "PUT", requireAdmin);
}
