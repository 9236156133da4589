import { PageHeading } from "~/components/page-heading";
import { pageMeta } from "~/features/seo/page-meta";
import type { Route } from "./+types/unsubscribed";

export const meta: Route.MetaFunction = (args) => pageMeta("unsubscribed", args);

export default function Page() {
  return <PageHeading page="unsubscribed" />;
}
