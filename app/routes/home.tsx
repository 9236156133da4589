import { PageHeading } from "~/components/page-heading";
import { pageMeta } from "~/features/seo/page-meta";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = (args) => pageMeta("home", args);

export default function Page() {
  return <PageHeading page="home" />;
}
