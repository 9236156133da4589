import { useMatches } from "react-router";
import { PageHeading } from "~/components/page-heading";
import { pageMeta } from "~/features/seo/page-meta";
import type { Route } from "./+types/event-type";

const KEYS = { "event-bachelorette": "bachelorette", "event-bachelor": "bachelor", "event-corporate": "corporate" } as const;
type EventRouteId = keyof typeof KEYS;

export const meta: Route.MetaFunction = (args) => pageMeta(KEYS[args.matches.at(-1)!.id as EventRouteId], args);

export default function Page() {
  const id = useMatches().at(-1)!.id as EventRouteId;
  return <PageHeading page={KEYS[id]} />;
}
