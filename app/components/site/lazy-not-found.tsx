import { lazy, Suspense } from "react";

const NotFoundPage = lazy(() =>
  import("./not-found-page").then((m) => ({ default: m.NotFoundPage })),
);

/**
 * The not-found page for a route that serves many paths (a location's or a cruise's page whose
 * row is gone or hidden). Loaded only when shown: imported statically, it and its icons were
 * about 1.4 KB of first-load JS on every location and cruise page. Public pages render whole on
 * the server (entry.server.tsx), so the 404's HTML is complete in the first byte; in the browser
 * the boundary hydrates once its chunk has arrived.
 */
export function LazyNotFound() {
  return (
    <Suspense fallback={null}>
      <NotFoundPage />
    </Suspense>
  );
}
