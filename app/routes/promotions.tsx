import { PageHeading } from "~/components/page-heading";
import { pageMeta } from "~/features/seo/page-meta";
import type { Route } from "./+types/promotions";

export const meta: Route.MetaFunction = (args) => pageMeta("promotions", args);

export default function Page() {
  return <PageHeading page="promotions" />;
}
