import type { ReactNode } from "react";
import { PricesProvider } from "~/components/live-price";
import type { PricesResult } from "~/lib/prices/types";
import { CruiseCopyProvider, type CruiseCopy } from "../copy";

/** What a cruise route's loader hands to its page: the copy in one language, and the prices when the page shows any. */
export interface CruisePageData {
  copy: CruiseCopy;
  prices?: Promise<PricesResult> | PricesResult;
}

/** The providers every cruise page sits in: its copy and, where it shows prices, the streamed prices. */
export function CruisePage({ data, children }: { data: CruisePageData; children: ReactNode }) {
  return (
    <CruiseCopyProvider value={data.copy}>
      {data.prices ? <PricesProvider prices={data.prices}>{children}</PricesProvider> : children}
    </CruiseCopyProvider>
  );
}
