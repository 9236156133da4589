import { createCopyContext } from "~/lib/i18n/copy-context";
import type { homeMessages } from "./messages";

/** The home page copy in the rendered language only, from the route loader (lib/i18n/copy-context.tsx). */
export type HomeCopy = (typeof homeMessages)["pl"];

const homeCopy = createCopyContext<HomeCopy>("Home page");
export const HomeCopyProvider = homeCopy.Provider;
export const useHomeCopy = homeCopy.useCopy;
