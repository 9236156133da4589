import { PageHeading } from "~/components/page-heading";
import { pageMeta } from "~/features/seo/page-meta";
import type { Route } from "./+types/warsaw-river-cruise";

export const meta: Route.MetaFunction = (args) => pageMeta("warsawRiverCruise", args, { lang: "en" });

export default function Page() {
  return <PageHeading page="warsawRiverCruise" />;
}
