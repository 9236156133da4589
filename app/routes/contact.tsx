import { PageHeading } from "~/components/page-heading";
import { pageMeta } from "~/features/seo/page-meta";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = (args) => pageMeta("contact", args);

export default function Page() {
  return <PageHeading page="contact" />;
}
