import { adminRoute } from "~/features/admin-auth/admin-route.server";
import { issueByHand, listVouchers } from "~/features/vouchers/admin.server";
import { issueSchema, listQuerySchema } from "~/features/vouchers/admin-schema";
import { json, parseQuery } from "~/lib/api.server";

/**
 * GET /api/admin/vouchers?q=&status=&page= : `{items, total}`, newest first; POST issues by hand
 * `{kind, amount or cruise, count: 1..500, recipientName?, note}` → 201 `{items}` (audited).
 */
const route = adminRoute({
  GET: async ({ request, lang }) =>
    json(await listVouchers(parseQuery(request, listQuerySchema(lang)))),
  POST: {
    body: issueSchema,
    handle: async ({ actor, lang, body }) => {
      const items = await issueByHand(actor, body, lang);
      return json({ items }, { status: 201 });
    },
  },
});

export const loader = route.loader;
export const action = route.action;
