import { createContext, useContext } from "react";
import { resolveRequestLang, type Lang } from "~/lib/i18n/lang";
import type { cruiseMessages } from "./messages";

/**
 * The cruise pages' copy in the rendered language only. Route loaders pick it from the pl/en
 * catalogue (messages.ts) and pass it down, so the browser downloads one language as data
 * instead of both languages as JavaScript (first-load JS budget).
 */
export type CruiseCopy = (typeof cruiseMessages)["pl"];

const CruiseCopyContext = createContext<CruiseCopy | null>(null);
export const CruiseCopyProvider = CruiseCopyContext.Provider;

export function useCruiseCopy(): CruiseCopy {
  const copy = useContext(CruiseCopyContext);
  if (!copy) throw new Error("useCruiseCopy needs a CruiseCopyProvider (the route loader's copy)");
  return copy;
}

/** "{n} min" → "20 min". */
export function fill(template: string, vars: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => String(vars[key] ?? ""));
}

/**
 * The language a loader renders (the same rule as the root loader). Takes the loader's
 * normalized `url`: request.url carries React Router's ".data" suffix on client navigations.
 */
export function requestLang({ request, url }: { request: Request; url: URL }): Lang {
  return resolveRequestLang(url.pathname, request.headers.get("cookie"), request.headers.get("accept-language"), request.headers.get("user-agent"));
}
