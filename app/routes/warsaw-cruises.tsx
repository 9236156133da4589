import { PageHeading } from "~/components/page-heading";
import { pageMeta } from "~/features/seo/page-meta";
import type { Route } from "./+types/warsaw-cruises";

export const meta: Route.MetaFunction = (args) => pageMeta("warsaw", args);

export default function Page() {
  return <PageHeading page="warsaw" />;
}
