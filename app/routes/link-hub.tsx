import { LinkHub } from "~/features/link-hub/components/link-hub";
import { pageMeta } from "~/lib/seo/page-meta";
import type { Route } from "./+types/link-hub";

/** /qr and /review: the same page, each path self-canonical (docs/decisions/050). */
export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function LinkHubPage() {
  return <LinkHub />;
}
