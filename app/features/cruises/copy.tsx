import { createCopyContext } from "~/lib/i18n/copy-context";
import type { cruiseMessages } from "./messages";

/** The cruise pages' copy in the rendered language only, from the route loader (lib/i18n/copy-context.tsx). */
export type CruiseCopy = (typeof cruiseMessages)["pl"];

const cruiseCopy = createCopyContext<CruiseCopy>("Cruise page");
export const CruiseCopyProvider = cruiseCopy.Provider;
export const useCruiseCopy = cruiseCopy.useCopy;

/** "{n} min" → "20 min". */
export function fill(template: string, vars: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => String(vars[key] ?? ""));
}
