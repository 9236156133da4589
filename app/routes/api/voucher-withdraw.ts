import { inspectWithdrawal, withdrawByToken } from "~/features/vouchers/orders.server";
import { withdrawJson, withdrawPage } from "~/features/vouchers/withdraw-page.server";
import { handleApi, json, jsonError, requestLang } from "~/lib/api.server";
import type { Route } from "./+types/voucher-withdraw";

/**
 * GET /api/vouchers/withdraw?token=… (the link in the buyer's e-mail): changes nothing, answers
 * 200 itself with a page in the order's language and a form (mail scanners follow links).
 */
export async function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const token = new URL(request.url).searchParams.get("token");
    const found = await inspectWithdrawal(token);
    // The link's page answers 200 itself whatever it says (404 only for an unknown link).
    const res = withdrawPage(found, token, requestLang(request));
    return new Response(res.body, {
      status: found.state === "unknown" ? 404 : 200,
      headers: res.headers,
    });
  });
}

/**
 * POST (JSON, or the page's same-origin form): within 14 days of payment while nothing was
 * redeemed, refunds through Stripe, voids the voucher, cancels a recipient's e-mail not yet sent:
 * 200; otherwise 409 with the reason (404 for an unknown link, 503 when Stripe failed).
 */
export async function action({ request }: Route.ActionArgs) {
  return handleApi(request, async () => {
    if (request.method !== "POST")
      return jsonError(405, "method_not_allowed", "Use POST.", {}, { Allow: "GET, POST" });
    const token = new URL(request.url).searchParams.get("token");
    const found = await withdrawByToken(token);
    const lang = requestLang(request);
    const type = (request.headers.get("content-type") ?? "").toLowerCase();
    if (type.startsWith("application/x-www-form-urlencoded"))
      return withdrawPage(found, token, lang);
    const answer = withdrawJson(found, lang);
    return json(answer.body, { status: answer.status, headers: { "X-Robots-Tag": "noindex" } });
  });
}
