import type { OneWording } from "~/lib/copy/open-wording";
import { createCopyContext } from "~/lib/i18n/copy-context";
import type { homeMessages } from "./messages";

/**
 * The home page copy in the rendered language only, from the route loader
 * (lib/i18n/copy-context.tsx), with the Gdańsk texts in the wording for its status (decision 302).
 */
export type HomeCopy = OneWording<(typeof homeMessages)["pl"]>;

const homeCopy = createCopyContext<HomeCopy>("Home page");
export const HomeCopyProvider = homeCopy.Provider;
export const useHomeCopy = homeCopy.useCopy;
