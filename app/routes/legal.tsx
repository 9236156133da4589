import { useMatches } from "react-router";
import { PageHeading } from "~/components/page-heading";
import { pageMeta } from "~/features/seo/page-meta";
import type { Route } from "./+types/legal";

const KEYS = { "legal-terms": "terms", "legal-privacy": "privacy" } as const;
type LegalRouteId = keyof typeof KEYS;

export const meta: Route.MetaFunction = (args) => pageMeta(KEYS[args.matches.at(-1)!.id as LegalRouteId], args);

export default function Page() {
  const id = useMatches().at(-1)!.id as LegalRouteId;
  return <PageHeading page={KEYS[id]} />;
}
