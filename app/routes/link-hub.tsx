import { LinkHub } from "~/features/link-hub/components/link-hub";
import { pageMeta } from "~/lib/seo/page-meta";
import type { Route } from "./+types/link-hub";

/** /qr, its alias /review and its twin /en/qr: /review canonicalises to /qr (docs/architecture.md §3). */
export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function LinkHubPage() {
  return <LinkHub />;
}
