import { HomeView } from "~/features/home/components/home-view";
import { PricesProvider } from "~/features/prices/components/live-price";
import { loadPricesForPage } from "~/features/prices/prices.server";
import { pageMeta } from "~/features/seo/page-meta";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = (args) => pageMeta("home", args);

export function loader() {
  return { prices: loadPricesForPage() };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <PricesProvider prices={loaderData.prices}>
      <HomeView />
    </PricesProvider>
  );
}
