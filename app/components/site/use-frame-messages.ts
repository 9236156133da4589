import { useRouteLoaderData } from "react-router";
import type { RootData } from "~/lib/seo/root-data";
import type { FrameMessages } from "./frame-messages";

/** A location page's menu entry (the catalogue's `menuLocationsOf`). */
export interface MenuLocation {
  id: string;
  url: string;
  urlPl: string;
  label: string;
  /** Added by the operator: in the menu, not in the footer's navigation. */
  added: boolean;
}

/** The root loader's data with the frame's texts in `lang` (root.tsx). */
export type SiteRootData = RootData & { frame: FrameMessages; menuLocations?: MenuLocation[] };

/**
 * The site frame's texts (menu, footer, notices) in the page's language. The root loader sends
 * them, in that language only, so the catalogue of both never ships to the browser (decision
 * 271); the frame always renders in the root's language.
 */
export function useFrameMessages(): FrameMessages {
  return (useRouteLoaderData("root") as SiteRootData).frame;
}

/** The open locations the operator added (decision 400): an entry each in the menu and the footer. */
export function useAddedLocations(): NonNullable<RootData["addedLocations"]> {
  return (useRouteLoaderData("root") as SiteRootData | undefined)?.addedLocations ?? [];
}

/** The location pages' menu entries, by the catalogue's order (decision 400). */
export function useMenuLocations(): MenuLocation[] {
  return (useRouteLoaderData("root") as SiteRootData | undefined)?.menuLocations ?? [];
}
