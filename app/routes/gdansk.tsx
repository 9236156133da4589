import { GdanskView } from "~/features/cruises/components/gdansk-view";
import { pageMeta } from "~/features/seo/page-meta";
import type { Route } from "./+types/gdansk";

export const meta: Route.MetaFunction = (args) => pageMeta("gdansk", args);

export default function Page() {
  return <GdanskView />;
}
