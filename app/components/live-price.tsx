/**
 * Live cruise prices, streamed from the database (docs/product.md §4 "Price display", §8 "Prices").
 *
 * Usage in a route module:
 *
 *   import { loadPricesForPage } from "~/lib/prices/prices.server";
 *   import { PricesProvider, LivePrice, PricesError } from "~/components/live-price";
 *
 *   export function loader() {
 *     // NOT awaited: the page streams; browsers see the placeholder first, crawlers
 *     // (rendered with onAllReady) get the real price in the HTML.
 *     return { prices: loadPricesForPage() };
 *   }
 *
 *   export default function Page({ loaderData }: Route.ComponentProps) {
 *     return (
 *       <PricesProvider prices={loaderData.prices}>
 *         <LivePrice type="20min" placeholder="dots" />      // "..." → "90 PLN"
 *         <LivePrice type="zegrze_30min" placeholder="text" /> // "Ładowanie..." → "500 PLN"
 *         <PricesError />  // once per page, near the prices: a quiet note, only when loading failed
 *       </PricesProvider>
 *     );
 *   }
 *
 * States: placeholder while streaming; "{price} PLN" when the type has an active price;
 * "Zapytaj o cenę" / "Ask for a price" when it is missing or inactive, or when loading failed
 * (then <PricesError /> adds "Nie udało się pobrać cen" / "Couldn't load prices").
 * For anything custom (a booking button label, analytics), use <WithPrices>{(result) => ...}</WithPrices>
 * or `priceOf(result, type)`; formatting is `formatPrice(price, lang)` from ../format.
 */
import { createContext, Suspense, useContext, type ReactNode } from "react";
import { Await } from "react-router";
import Info from "lucide-react/icons/info";
import { useLang, useMessages } from "~/lib/i18n/use-lang";
import { formatPrice } from "~/lib/prices/format";
import { priceMessages } from "~/lib/prices/messages";
import type { PricesResult } from "~/lib/prices/types";

const PricesContext = createContext<Promise<PricesResult> | PricesResult | null>(null);

export function PricesProvider({
  prices,
  children,
}: {
  prices: Promise<PricesResult> | PricesResult;
  children: ReactNode;
}) {
  return <PricesContext.Provider value={prices}>{children}</PricesContext.Provider>;
}

/** The price of one type, or undefined when missing, inactive or not loaded. */
export function priceOf(result: PricesResult, type: string): number | undefined {
  return result.ok ? result.prices[type] : undefined;
}

/** Renders `fallback` while the prices stream, then `children(result)`. */
export function WithPrices({
  children,
  fallback = null,
}: {
  children: (result: PricesResult) => ReactNode;
  fallback?: ReactNode;
}) {
  const prices = useContext(PricesContext);
  if (!prices) return <>{children({ ok: false })}</>;
  return (
    <Suspense fallback={fallback}>
      <Await resolve={prices}>{(result: PricesResult) => children(result)}</Await>
    </Suspense>
  );
}

/**
 * What goes with a price ("za osobę", "· 90 PLN" in a button): shown while the price loads and
 * when it is published, left out when the price is not (an inactive row: "Zapytaj o cenę"
 * stands alone; decision 264).
 */
export function WithPublishedPrice({ type, children }: { type: string; children: ReactNode }) {
  return (
    <WithPrices fallback={children}>
      {(result) => (priceOf(result, type) === undefined ? null : children)}
    </WithPrices>
  );
}

export function LivePrice({
  type,
  placeholder = "dots",
  className,
}: {
  type: string;
  placeholder?: "dots" | "text";
  className?: string;
}) {
  const t = useMessages(priceMessages);
  const lang = useLang();
  const fallback =
    placeholder === "dots" ? (
      <span className={className} data-price-state="loading">
        <span aria-hidden="true">...</span>
        <span className="sr-only">{t.loadingLabel}</span>
      </span>
    ) : (
      <span className={className} data-price-state="loading">
        {t.loading}
      </span>
    );
  return (
    <WithPrices fallback={fallback}>
      {(result) => {
        const price = priceOf(result, type);
        return price === undefined ? (
          <span className={className} data-price-state={result.ok ? "missing" : "failed"}>
            {t.askForPrice}
          </span>
        ) : (
          <span className={className} data-price-state="loaded">
            {formatPrice(price, lang)}
          </span>
        );
      }}
    </WithPrices>
  );
}

/** A quiet note shown only when the prices could not be loaded. Place it once per page. */
export function PricesError({
  className = "",
  tone = "light",
}: {
  className?: string;
  tone?: "light" | "dark";
}) {
  const t = useMessages(priceMessages);
  return (
    <WithPrices>
      {(result) =>
        result.ok ? null : (
          <p
            role="status"
            className={`flex items-start gap-2 rounded-lg px-3 py-2 text-sm ${
              tone === "dark" ? "bg-white/10 text-white" : "bg-river-50 text-navy-900"
            } ${className}`}
          >
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              <strong className="font-semibold">{t.loadFailed}</strong>. {t.loadFailedHint}
            </span>
          </p>
        )
      }
    </WithPrices>
  );
}
