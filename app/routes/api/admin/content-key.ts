import { z } from "zod";
import { adminRoute } from "~/features/admin-auth/admin-route.server";
import { addCopyListItem, saveCopy, saveCopyOrder } from "~/features/page-copy/page-copy.server";
import { ApiError, json, parseBody } from "~/lib/api.server";
import type { Lang } from "~/lib/i18n/lang";
import { COPY_PAGES } from "./content-pages.server";

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

/** `{pl?, en?}`: a string sets, null resets. */
const textSchema = (lang: Lang) => {
  const text = z.union([z.string(), z.null()], { error: MESSAGES[lang].text }).optional();
  return z.object({ pl: text, en: text });
};

/** `{order: [ids] | null}`: at most 100 ids. */
const orderSchema = (lang: Lang) =>
  z.object({
    order: z.custom<string[] | null>(
      (v) =>
        v === null ||
        (Array.isArray(v) && v.length <= 100 && v.every((i) => typeof i === "string")),
      { error: MESSAGES[lang].order },
    ),
  });

/** `{pl: {…}, en: {…}}`: the new item's fields per language, checked by addCopyListItem. */
const fieldsOf = z
  .unknown()
  .transform((v) =>
    v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : {},
  );
const itemSchema = () => z.object({ pl: fieldsOf, en: fieldsOf });

/**
 * PUT /api/admin/content/:key `{pl?, en?}` (a string sets, null resets): answers the item.
 * For a list key (`faq.items`): PUT `{order: [ids] | null}` reorders or removes items (null:
 * the default list) and POST `{pl: {q, a}, en: {q, a}}` adds an item (201 `{id, list}`).
 */
const route = adminRoute(
  {
    PUT: async ({ request, actor, lang, params }) => {
      const key = params.key ?? "";
      if (isList(key)) {
        const { order } = await parseBody(request, orderSchema(lang));
        return json({ list: await saveCopyOrder(actor, COPY_PAGES, key, order, lang) });
      }
      const input = await parseBody(request, textSchema(lang));
      if (input.pl === undefined && input.en === undefined)
        throw new ApiError(400, "invalid_input", MESSAGES[lang].nothing, {
          fieldErrors: { pl: MESSAGES[lang].nothing },
        });
      return json({ item: await saveCopy(actor, COPY_PAGES, key, input, lang) });
    },
    POST: {
      body: itemSchema,
      handle: async ({ actor, lang, params, body }) =>
        json(await addCopyListItem(actor, COPY_PAGES, params.key ?? "", body, lang), {
          status: 201,
        }),
    },
  },
  { methods: (params) => (isList(params.key ?? "") ? ["PUT", "POST"] : ["PUT"]) },
);

export const loader = route.loader;
export const action = route.action;
