import { ZegrzeView } from "~/features/cruises/components/zegrze-view";
import { PricesProvider } from "~/features/prices/components/live-price";
import { loadPricesForPage } from "~/features/prices/prices.server";
import { pageMeta } from "~/features/seo/page-meta";
import type { Route } from "./+types/zegrze";

export const meta: Route.MetaFunction = (args) => pageMeta("zegrze", args);

export function loader() {
  return { prices: loadPricesForPage() };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <PricesProvider prices={loaderData.prices}>
      <ZegrzeView />
    </PricesProvider>
  );
}
