import type { ReactNode } from "react";
import { HydrationBoundary } from "~/components/hydration-boundary";

/**
 * The location pages' weather and availability band (docs/product.md §2 "availability widget").
 * The widget itself comes from the weather feature, handed in by the route module; it hydrates
 * on its own after the hero (HydrationBoundary), like every section below the hero.
 */
export function WeatherBand({ children }: { children: ReactNode }) {
  return (
    <div className="bg-river-50">
      <div className="container-page py-10">
        <HydrationBoundary>{children}</HydrationBoundary>
      </div>
    </div>
  );
}
