import { PageHeading } from "~/components/page-heading";
import { pageMeta } from "~/features/seo/page-meta";
import type { Route } from "./+types/zegrze";

export const meta: Route.MetaFunction = (args) => pageMeta("zegrze", args);

export default function Page() {
  return <PageHeading page="zegrze" />;
}
