import { Outlet, useRouteLoaderData } from "react-router";
import { HydrationBoundary } from "~/components/hydration-boundary";
import { MenuOverlay } from "~/components/menu-overlay";
import { SiteFooter } from "~/components/site-footer";
import type { RootData } from "~/lib/seo/root-data";

/** The public site frame: menu overlay, page content, footer (docs/product.md §2). */
export default function SiteLayout() {
  const root = useRouteLoaderData("root") as RootData | undefined;
  return (
    <>
      <MenuOverlay />
      <main id="main" tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
      <HydrationBoundary>
        <SiteFooter year={root?.year ?? new Date().getFullYear()} />
      </HydrationBoundary>
    </>
  );
}
