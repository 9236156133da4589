import { countLookup, LOOKUP_HEADERS } from "~/features/vouchers/lookup-limit.server";
import { lookupVoucher } from "~/features/vouchers/public.server";
import { ApiError, handleApi, json, jsonError, requestLang } from "~/lib/api.server";
import { clientIpContext } from "~/lib/context";
import type { Route } from "./+types/voucher";

const NOT_FOUND = {
  pl: "Nie znaleźliśmy bonu o tym kodzie. Sprawdź, czy kod został przepisany dokładnie.",
  en: "We found no voucher with this code. Check that the code was typed exactly.",
} as const;

/**
 * GET /api/vouchers/:code (docs/architecture.md §4): `{kind, status, balance, expiresAt, cruise?}`;
 * 404 for any code not found (a malformed one included); 10 look-ups a minute per client
 * network (429), the look-up page counting toward the same limit; never cached or indexed.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const lang = requestLang(request);
    try {
      await countLookup(context.get(clientIpContext), lang);
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      return jsonError(
        err.status,
        err.code,
        err.message,
        {},
        {
          ...Object.fromEntries(new Headers(err.headers)),
          ...LOOKUP_HEADERS,
        },
      );
    }
    const found = await lookupVoucher(params.code ?? "");
    if (!found) return jsonError(404, "not_found", NOT_FOUND[lang], {}, LOOKUP_HEADERS);
    return json(found, { headers: LOOKUP_HEADERS });
  });
}
