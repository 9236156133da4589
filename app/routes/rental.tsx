import { PageHeading } from "~/components/page-heading";
import { pageMeta } from "~/features/seo/page-meta";
import type { Route } from "./+types/rental";

export const meta: Route.MetaFunction = (args) => pageMeta("rental", args);

export default function Page() {
  return <PageHeading page="rental" />;
}
