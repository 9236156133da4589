import { PageHeading } from "~/components/page-heading";
import { pageMeta } from "~/features/seo/page-meta";
import type { Route } from "./+types/attractions";

export const meta: Route.MetaFunction = (args) => pageMeta("attractions", args);

export default function Page() {
  return <PageHeading page="attractions" />;
}
