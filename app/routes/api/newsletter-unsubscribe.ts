import { currentSiteSettings } from "~/lib/site-data/current";
import { redirect } from "react-router";
import { pageUrl } from "~/lib/i18n/page-urls";
import { subscriberOfToken, unsubscribeByToken } from "~/features/newsletter/subscribe.server";
import {
  confirmUnsubscribePage,
  expiredUnsubscribePage,
  invalidUnsubscribePage,
} from "~/features/newsletter/unsubscribe-page.server";
import { DEFAULT_BODY_LIMIT, handleApi, json, jsonError, requestLang } from "~/lib/api.server";
import type { Route } from "./+types/newsletter-unsubscribe";

/**
 * GET from the link in an e-mail changes nothing: it asks for a confirmation whose button (a
 * plain form) POSTs here. Mail scanners and prefetchers follow links; RFC 8058 keeps the change
 * for a POST. A link older than its validity (docs/decisions/200) gets an explanation (410).
 */
export async function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const token = new URL(request.url).searchParams.get("token");
    const subscriber = await subscriberOfToken(token);
    const lang = requestLang(request);
    if (subscriber.status === "expired")
      return expiredUnsubscribePage(lang, currentSiteSettings().email);
    if (subscriber.status === "invalid")
      return invalidUnsubscribePage(lang, currentSiteSettings().email);
    return confirmUnsubscribePage(lang, token!);
  });
}

/**
 * POST: the confirmation page's form (then 303 to /newsletter/wypisano, or its English twin), or a mail client's
 * RFC 8058 one-click request with the body `List-Unsubscribe=One-Click` (then 200 JSON). Both
 * arrive without our cookies, the one-click one cross-site: exempt from the origin check.
 */
export async function action({ request }: Route.ActionArgs) {
  return handleApi(request, async () => {
    if (request.method !== "POST")
      return jsonError(405, "method_not_allowed", "Use POST.", {}, { Allow: "GET, POST" });
    const token = new URL(request.url).searchParams.get("token");
    const body = (await request.text()).slice(0, DEFAULT_BODY_LIMIT);
    const oneClick = new URLSearchParams(body).get("List-Unsubscribe") === "One-Click";
    const { result } = await unsubscribeByToken(token);
    if (result === "expired") {
      return oneClick
        ? jsonError(410, "token_expired", "The unsubscribe link has expired.")
        : expiredUnsubscribePage(requestLang(request), currentSiteSettings().email);
    }
    if (result === "invalid") {
      return oneClick
        ? jsonError(400, "invalid_token", "The unsubscribe link is invalid.")
        : invalidUnsubscribePage(requestLang(request), currentSiteSettings().email);
    }
    if (oneClick) return json({ status: result });
    return redirect(pageUrl("/newsletter/wypisano", requestLang(request)), {
      status: 303,
      headers: { "Cache-Control": "no-store" },
    });
  });
}
