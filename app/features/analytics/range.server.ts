import { parseQuery, requestLang } from "~/lib/api.server";
import { lastDays } from "./range";
import { rangeSchema, type DayRange } from "./schema";

/** The range an admin request asks for (?from=&to=, 400 when invalid); without both, the last 7 days in Warsaw. */
export function rangeOf(request: Request): DayRange {
  const url = new URL(request.url);
  if (!url.searchParams.has("from") && !url.searchParams.has("to")) return lastDays(7);
  return parseQuery(request, rangeSchema(requestLang(request)));
}
