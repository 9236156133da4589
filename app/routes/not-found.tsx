import { data } from "react-router";
import { NotFoundPage } from "~/components/site/not-found-page";
import { pageMeta } from "~/lib/seo/page-meta";
import type { Route } from "./+types/not-found";

/** Unknown paths answer HTTP 404 with this page (no soft 404). */
export function loader() {
  return data(null, { status: 404 });
}

/** Not indexed, no canonical, no alternates: the root loader's head for a path that is no page's. */
export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function NotFound() {
  return <NotFoundPage />;
}
