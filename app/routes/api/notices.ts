import { handleApi, json } from "~/lib/api.server";
import { currentNotices } from "~/features/notices/notices.server";
import type { Route } from "./+types/notices";

/** GET /api/notices: the notices on now (docs/architecture.md §4 "notices"); never cached past a change. */
export function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const items = await currentNotices();
    return json({
      items: items.map(({ scope, kind, message_pl, message_en, until }) => ({
        scope,
        kind,
        message_pl,
        message_en,
        until,
      })),
    });
  });
}
