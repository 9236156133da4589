import type { ReactNode } from "react";

/**
 * The location pages' weather and availability band (docs/product.md §2 "availability widget").
 * The widget itself comes from the weather feature, handed in by the route module.
 */
export function WeatherBand({ children }: { children: ReactNode }) {
  return (
    <div className="bg-river-50">
      <div className="container-page py-10">{children}</div>
    </div>
  );
}
