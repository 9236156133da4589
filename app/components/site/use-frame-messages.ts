import { useRouteLoaderData } from "react-router";
import type { RootData } from "~/lib/seo/root-data";
import type { FrameMessages } from "./frame-messages";

/**
 * The site frame's texts (menu, footer, notices) in the page's language. The root loader sends
 * them, in that language only, so the catalogue of both never ships to the browser (decision
 * 271); the frame always renders in the root's language.
 */
export function useFrameMessages(): FrameMessages {
  return (useRouteLoaderData("root") as RootData).frame;
}
