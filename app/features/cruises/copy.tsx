import type { OneWording } from "~/lib/copy/open-wording";
import { createCopyContext } from "~/lib/i18n/copy-context";
import type { cruiseMessages } from "./messages";

/**
 * The cruise pages' copy in the rendered language only, from the route loader
 * (lib/i18n/copy-context.tsx), with the Gdańsk texts in the wording for its status (decision 302).
 */
export type CruiseCopy = OneWording<(typeof cruiseMessages)["pl"]>;

const cruiseCopy = createCopyContext<CruiseCopy>("Cruise page");
export const CruiseCopyProvider = cruiseCopy.Provider;
export const useCruiseCopy = cruiseCopy.useCopy;

/** "{n} min" → "20 min". */
export function fill(template: string, vars: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => String(vars[key] ?? ""));
}
