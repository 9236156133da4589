import { useRouteLoaderData } from "react-router";
import type { RootData } from "~/lib/seo/root-data";
import type { FrameMessages } from "./frame-messages";

/** The root loader's data with the frame's texts in `lang` (root.tsx). */
export type SiteRootData = RootData & { frame: FrameMessages };

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
