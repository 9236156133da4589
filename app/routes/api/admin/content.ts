import { adminRoute } from "~/features/admin-auth/admin-route.server";
import { copyPage, copyPages, findCopyPage } from "~/features/page-copy/page-copy.server";
import { json } from "~/lib/api.server";
import { COPY_PAGES } from "./content-pages.server";
import { notFound } from "./shared.server";

/**
 * GET /api/admin/content: the pages with editable copy `{pages:[{id, label}]}`;
 * GET /api/admin/content?page=ID: that page's texts `{items, lists}` (docs/architecture.md §4).
 */
const route = adminRoute({
  GET: async ({ request, lang }) => {
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
  },
});

export const loader = route.loader;
export const action = route.action;
