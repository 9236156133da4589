import { requestLang } from "~/features/cruises/copy";
import { HomeView } from "~/features/home/components/home-view";
import { HomeCopyProvider } from "~/features/home/copy";
import { homeMessages } from "~/features/home/messages";
import { PricesProvider } from "~/features/prices/components/live-price";
import { loadPricesForPage } from "~/features/prices/prices.server";
import { pageMeta } from "~/lib/seo/page-meta";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export function loader(args: Route.LoaderArgs) {
  return { prices: loadPricesForPage(), copy: homeMessages[requestLang(args)] };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <HomeCopyProvider value={loaderData.copy}>
      <PricesProvider prices={loaderData.prices}>
        <HomeView />
      </PricesProvider>
    </HomeCopyProvider>
  );
}
