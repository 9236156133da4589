import {
  confirmReactivationPage,
  reactivationOutcomePage,
} from "~/features/newsletter/reactivation-page.server";
import { inspectReactivation, rejectReactivation } from "~/features/newsletter/reactivation.server";
import { reactivateByToken } from "~/features/newsletter/subscribe.server";
import { handleApi, jsonError, requestLang } from "~/lib/api.server";
import type { Route } from "./+types/newsletter-reactivate";

/**
 * GET /api/newsletter/reactivate?token= (the link in the confirmation e-mail, decision 280):
 * changes nothing; shows a button whose plain form POSTs here. Mail scanners follow links.
 */
export async function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const token = new URL(request.url).searchParams.get("token");
    const found = await inspectReactivation(token);
    if (found.state === "unknown") return reactivationOutcomePage(requestLang(request), "invalid");
    if (found.state === "expired") return reactivationOutcomePage(found.lang, "expired");
    return confirmReactivationPage(found.lang, token!, found.pending);
  });
}

/** POST: the page's button. Reactivates with the values the sign-up left waiting; the link works once. */
export async function action({ request }: Route.ActionArgs) {
  return handleApi(request, async () => {
    if (request.method !== "POST")
      return jsonError(405, "method_not_allowed", "Use POST.", {}, { Allow: "GET, POST" });
    const token = new URL(request.url).searchParams.get("token");
    // The page's second button (`confirm=0`): the waiting values are rejected, nothing stored.
    if ((await formField(request, "confirm")) === "0") {
      const rejected = await rejectReactivation(token);
      if (rejected.result === "unknown")
        return reactivationOutcomePage(requestLang(request), "invalid");
      return reactivationOutcomePage(rejected.lang, rejected.result);
    }
    const outcome = await reactivateByToken(token);
    if (outcome.result === "unknown")
      return reactivationOutcomePage(requestLang(request), "invalid");
    return reactivationOutcomePage(
      outcome.lang,
      outcome.result === "reactivated"
        ? "done"
        : outcome.result === "expired"
          ? "expired"
          : "already",
    );
  });
}

/** One field of a small form-encoded body (the page's buttons); null for anything else. */
async function formField(request: Request, name: string): Promise<string | null> {
  const type = request.headers.get("content-type") ?? "";
  if (!type.toLowerCase().startsWith("application/x-www-form-urlencoded")) return null;
  const text = await request.text().catch(() => "");
  if (text.length > 2048) return null;
  return new URLSearchParams(text).get(name);
}
