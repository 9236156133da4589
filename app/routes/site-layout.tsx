import { Outlet, useRouteLoaderData } from "react-router";
import { HydrationBoundary } from "~/components/hydration-boundary";
import { MenuOverlay } from "~/components/menu-overlay";
import { SiteFooter } from "~/components/site-footer";
import { SiteNotices } from "~/features/notices/components/site-notices";
import type { PageNotice } from "~/features/notices/model";
import type { RootData } from "~/lib/seo/root-data";

/** The public site frame: menu overlay, the operator's notices, page content, footer (docs/product.md §2). */
export default function SiteLayout() {
  const root = useRouteLoaderData("root") as RootData<PageNotice> | undefined;
  return (
    <>
      {/* Its own hydration unit, like the footer: the menu works before hydration (Invoker
          Commands, plain links), and a press inside it hydrates it first (React replays the
          event), so the page's first commit stays smaller (docs/decisions/070). */}
      <HydrationBoundary>
        <MenuOverlay />
      </HydrationBoundary>
      <SiteNotices notices={root?.notices ?? []} />
      <main id="main" tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
      <HydrationBoundary>
        <SiteFooter year={root?.year ?? new Date().getFullYear()} />
      </HydrationBoundary>
    </>
  );
}
