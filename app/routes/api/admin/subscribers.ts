import { requireAdmin } from "~/features/admin-auth/require-admin.server";
import { listSubscribers } from "~/features/subscribers/subscribers.server";
import { NEWSLETTER_REGIONS } from "~/features/newsletter/regions";
import { subscriberFilterSchema } from "~/features/subscribers/schema";
import {
  ApiError,
  apiMessages,
  fieldErrorsOf,
  handleApi,
  json,
  requestLang,
} from "~/lib/api.server";
import { notAllowed } from "./shared.server";
import type { Route } from "./+types/subscribers";

/** GET /api/admin/subscribers?q=&region=&language=&status=&page= → {items, total, page, pageSize}. */
export function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    await requireAdmin(request);
    const parsed = subscriberFilterSchema(NEWSLETTER_REGIONS).safeParse(
      Object.fromEntries(new URL(request.url).searchParams),
    );
    if (!parsed.success)
      throw new ApiError(
        400,
        "invalid_input",
        apiMessages(requestLang(request)).invalid,
        { fieldErrors: fieldErrorsOf(parsed.error) },
      );
    return json(await listSubscribers(parsed.data));
  });
}

export function action({ request }: Route.ActionArgs) {
  return notAllowed(request, "GET", requireAdmin);
}
