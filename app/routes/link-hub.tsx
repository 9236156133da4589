import { PageHeading } from "~/components/page-heading";
import { pageMeta } from "~/features/seo/page-meta";
import type { Route } from "./+types/link-hub";

export const meta: Route.MetaFunction = (args) => pageMeta("linkHub", args);

export default function Page() {
  return <PageHeading page="linkHub" />;
}
