import type { ReactNode } from "react";
import type { CruisePageView } from "../public-view";
import { CatalogueCruiseView } from "./catalogue-cruise-view";
import { CruiseDetailView } from "./cruise-detail-view";

/**
 * Every cruise's page (decision 400), one view family: the product's four Warsaw cruises keep
 * their own sections (their written facts and route); every other cruise, and one of the four
 * not offered now, the catalogue's. Both have the same facts, price line and booking button.
 */
export function CruiseView({
  cruise,
  detail,
  departures,
}: {
  cruise: CruisePageView;
  /** One of the product's four Warsaw cruises (the loader knows it). */
  detail: boolean;
  departures?: ReactNode;
}) {
  const copyId = detail && !cruise.notOffered ? cruise.warsawCopy : null;
  if (copyId) return <CruiseDetailView copyId={copyId} cruise={cruise} departures={departures} />;
  return <CatalogueCruiseView cruise={cruise} departures={departures} />;
}
