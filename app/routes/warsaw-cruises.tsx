import { WarsawCruisesView } from "~/features/cruises/components/warsaw-cruises-view";
import { PricesProvider } from "~/features/prices/components/live-price";
import { loadPricesForPage } from "~/features/prices/prices.server";
import { pageMeta } from "~/features/seo/page-meta";
import type { Route } from "./+types/warsaw-cruises";

export const meta: Route.MetaFunction = (args) => pageMeta("warsaw", args);

export function loader() {
  // Not awaited: the page streams and the prices fill in (features/prices).
  return { prices: loadPricesForPage() };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <PricesProvider prices={loaderData.prices}>
      <WarsawCruisesView page="warsaw" refName="warsaw-cruises" />
    </PricesProvider>
  );
}
