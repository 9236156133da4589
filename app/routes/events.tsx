import { PageHeading } from "~/components/page-heading";
import { pageMeta } from "~/features/seo/page-meta";
import type { Route } from "./+types/events";

export const meta: Route.MetaFunction = (args) => pageMeta("events", args);

export default function Page() {
  return <PageHeading page="events" />;
}
