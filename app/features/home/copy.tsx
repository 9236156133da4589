import { createContext, useContext } from "react";
import type { homeMessages } from "./messages";

/**
 * The home page copy in the rendered language only: the route loader picks it from the pl/en
 * catalogue (messages.ts), so the browser downloads one language as data, not both as JavaScript.
 */
export type HomeCopy = (typeof homeMessages)["pl"];

const HomeCopyContext = createContext<HomeCopy | null>(null);
export const HomeCopyProvider = HomeCopyContext.Provider;

export function useHomeCopy(): HomeCopy {
  const copy = useContext(HomeCopyContext);
  if (!copy) throw new Error("useHomeCopy needs a HomeCopyProvider (the route loader's copy)");
  return copy;
}
