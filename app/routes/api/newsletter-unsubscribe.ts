import { redirect } from "react-router";
import { SITE } from "~/config/site";
import { unsubscribeByToken } from "~/features/newsletter/subscribe.server";
import { invalidUnsubscribePage } from "~/features/newsletter/unsubscribe-page.server";
import { handleApi, json, jsonError, requestLang } from "~/lib/api.server";
import type { Route } from "./+types/newsletter-unsubscribe";

/** GET from the link in an e-mail: deactivates, then shows /newsletter/wypisano. */
export async function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const token = new URL(request.url).searchParams.get("token");
    const { result } = await unsubscribeByToken(token);
    if (result === "invalid") return invalidUnsubscribePage(requestLang(request), SITE.email);
    return redirect("/newsletter/wypisano", { status: 303, headers: { "Cache-Control": "no-store" } });
  });
}

/** RFC 8058 one-click POST from a mail client (no cookies, cross-site: exempt from the origin check). */
export async function action({ request }: Route.ActionArgs) {
  return handleApi(request, async () => {
    if (request.method !== "POST") return jsonError(405, "method_not_allowed", "Use POST.", {}, { Allow: "GET, POST" });
    const token = new URL(request.url).searchParams.get("token");
    const { result } = await unsubscribeByToken(token);
    if (result === "invalid") return jsonError(400, "invalid_token", "The unsubscribe link is invalid.");
    return json({ status: result });
  });
}
