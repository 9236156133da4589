import { requireAdmin } from "~/features/admin-auth/require-admin.server";
import { copyPage, copyPages, findCopyPage } from "~/lib/copy/admin.server";
import { handleApi, json, requestLang } from "~/lib/api.server";
import type { Route } from "./+types/content";
import { COPY_PAGES } from "./content-pages.server";
import { notAllowed, notFound } from "./shared.server";

/**
 * GET /api/admin/content: the pages with editable copy `{pages:[{id, label}]}`;
 * GET /api/admin/content?page=ID: that page's texts `{items, lists}` (docs/architecture.md §4).
 */
export function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    await requireAdmin(request);
    const lang = requestLang(request);
    const id = new URL(request.url).searchParams.get("page");
    if (id === null) {
      const { pages } = copyPages(COPY_PAGES);
      return json({
        pages: pages.map((p) => ({ id: p.id, label: p.label[lang] })),
      });
    }
    const def = findCopyPage(COPY_PAGES, id);
    if (!def) throw notFound(lang);
    return json(await copyPage(def));
  });
}

export function action({ request }: Route.ActionArgs) {
  return notAllowed(request, "GET", requireAdmin);
}
