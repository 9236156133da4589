import { useMatches } from "react-router";
import { PageHeading } from "~/components/page-heading";
import { pageMeta } from "~/features/seo/page-meta";
import type { Route } from "./+types/cruise-detail";

const KEYS = { "cruise-20": "cruise20", "cruise-30": "cruise30", "cruise-60": "cruise60", "cruise-90": "cruise90" } as const;
type CruiseRouteId = keyof typeof KEYS;

export const meta: Route.MetaFunction = (args) => pageMeta(KEYS[args.matches.at(-1)!.id as CruiseRouteId], args);

export default function Page() {
  const id = useMatches().at(-1)!.id as CruiseRouteId;
  return <PageHeading page={KEYS[id]} />;
}
